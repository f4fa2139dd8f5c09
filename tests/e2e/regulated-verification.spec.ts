import { expect, loginAs, tenantOrigin, test } from './fixtures';
import { control } from './support/control';
import {
  BR_TENANT,
  BRASILIA,
  LISBON,
  decide,
  loginAsBrPlayer,
  photo,
  placeBrowser,
  sendThreePhotos,
  step,
} from './support/regulated';

/** Identity verification and the location check in the browser (issue 33) on ipe, a BR tenant, in PT. */

test.use({ baseURL: tenantOrigin(BR_TENANT) });

const LOTTERY = '/m/launchGame?code=lobby&pageBack=home';

test.describe('identity verification', () => {
  test('KYC-15 KYC-17 KYC-24 KYC-26 GEO-05 an unverified player is stopped at a launch, verifies, is approved, deposits and plays', async ({
    page,
    context,
    sandbox,
  }) => {
    // The whole walk: three uploads, a verdict read every 5 s, the location check and a launch.
    test.setTimeout(60_000);
    const username = await loginAsBrPlayer(page, sandbox);
    // Home's header (a member centre page has its own bar) says what is left.
    await expect(page.getByTestId('header-verification')).toHaveText('Verificar identidade');
    await page.goto('/m/mine');
    await expect(page.getByRole('button', { name: /Verificação de identidade/ })).toContainText('Não iniciada');

    await page.goto(LOTTERY);
    const prompt = page.getByRole('dialog', { name: 'Verifique sua identidade' });
    await expect(prompt).toContainText('Os jogos são liberados assim que sua identidade for verificada.');
    await expect(prompt).toContainText('Verificação: Não iniciada');
    await expect(page).not.toHaveURL(/sandbox-game/);
    await prompt.getByRole('button', { name: 'Verificar agora' }).click();

    await expect(page).toHaveURL(/\/m\/verification$/);
    await expect(page.getByTestId('verification-status')).toContainText('Não iniciada');
    const submit = page.getByRole('button', { name: 'Enviar para análise' });
    await expect(submit).toBeDisabled();
    await expect(step(page, 'Selfie').getByLabel('Escolher ou tirar uma foto')).toHaveAttribute('capture', 'user');
    await expect(step(page, 'Documento, frente').getByLabel('Escolher ou tirar uma foto')).toHaveAttribute(
      'capture',
      'environment',
    );
    await sendThreePhotos(page);
    await expect(step(page, 'Documento, frente').getByRole('img', { name: 'Foto: Documento, frente' })).toBeVisible();
    await submit.click();
    await expect(page.getByTestId('verification-status')).toContainText('Em análise');
    await expect(page.getByText('Seus documentos estão em análise.')).toBeVisible();
    await page.goto('/m/home');
    await page.getByTestId('header-verification').filter({ hasText: 'Verificação em análise' }).click();
    await expect(page).toHaveURL(/\/m\/verification$/);

    // The photos arrived re-encoded: JPEG, no bigger than 1600 px.
    const stored = await control<{ documents: Record<string, { mime: string; width: number } | null> }>(
      sandbox,
      'GET',
      `verifications?username=${username}&merchant=${BR_TENANT}`,
    );
    expect(stored.documents.front).toMatchObject({ mime: 'image/jpeg', width: 800 });

    await decide(sandbox, username, 'verified');
    await expect(page.getByTestId('verification-status')).toContainText('Verificada', { timeout: 15_000 });
    await expect(page.getByText('Sua identidade está verificada.')).toBeVisible();
    await page.goto('/m/mine');
    await expect(page.getByRole('button', { name: /Verificação de identidade/ })).toContainText('Verificada');
    await page.goto('/m/home');
    await expect(page.getByTestId('header-member')).toBeVisible();
    await expect(page.getByTestId('header-verification')).toHaveCount(0);

    // Verified, the deposit the gate refused before (KYC-24) makes a pending order.
    await page.goto('/m/voucherCenter');
    await page.getByRole('button', { name: 'R$\u00a0100,00' }).click();
    await page.getByRole('button', { name: 'Depositar R$\u00a0100,00' }).click();
    await expect(page.getByTestId('deposit-order')).toHaveAttribute('data-status', 'pending');
    await expect(page.getByRole('dialog', { name: 'Verifique sua identidade' })).toHaveCount(0);

    await placeBrowser(context, BRASILIA);
    await page.goto(LOTTERY);
    const why = page.getByRole('dialog', { name: 'Sua localização' });
    await expect(why).toContainText('A licença deste site só permite jogar de dentro do país.');
    await why.getByRole('button', { name: 'Compartilhar localização' }).click();
    await expect(page).toHaveURL(/\/sandbox-game\/play/);
  });

  test('KYC-24 a deposit of an unverified player is refused with the verify prompt naming deposits', async ({
    page,
    sandbox,
  }) => {
    await loginAsBrPlayer(page, sandbox);
    await page.goto('/m/voucherCenter');
    await page.getByRole('button', { name: 'R$\u00a0100,00' }).click();
    await page.getByRole('button', { name: 'Depositar R$\u00a0100,00' }).click();
    const prompt = page.getByRole('dialog', { name: 'Verifique sua identidade' });
    await expect(prompt).toContainText('Os depósitos são liberados assim que sua identidade for verificada.');
    await expect(page.getByTestId('deposit-order')).toHaveCount(0);
    await prompt.getByRole('button', { name: 'Verificar agora' }).click();
    await expect(page).toHaveURL(/\/m\/verification$/);
  });

  test('KYC-19 KYC-25 a rejection shows its reason; trying again sends new photos and waits for checking', async ({
    page,
    sandbox,
  }) => {
    await loginAsBrPlayer(page, sandbox, 'rejected', 'selfieMismatch');
    await page.goto('/m/verification');
    await expect(page.getByTestId('verification-status')).toContainText('Recusada');
    await expect(page.getByRole('alert')).toContainText(
      'Sua verificação não foi aceita: a selfie não corresponde à foto do documento.',
    );
    await page.getByRole('button', { name: 'Tentar de novo' }).click();
    const submit = page.getByRole('button', { name: 'Enviar para análise' });
    await expect(page.getByText('Adicione as três fotos para enviá-las para análise.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await sendThreePhotos(page);
    const submits: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/member/verification/submit')) submits.push(request.method());
    });
    // A double tap sends once: the button is disabled while the first is in flight.
    await submit.dblclick();
    await expect(page.getByTestId('verification-status')).toContainText('Em análise');
    expect(submits).toEqual(['POST']);
  });

  test('KYC-18 KYC-16 a dropped connection mid-upload keeps the photo, says so, and the retry resumes where it stopped', async ({
    page,
    sandbox,
  }) => {
    const username = await loginAsBrPlayer(page, sandbox);
    // Small chunks, so the photo travels in several and the connection can drop in the middle.
    await sandbox.call('POST', 'verifications/settings', { chunkBytes: 4096 });
    await page.goto('/m/verification');
    let chunks = 0;
    const offsets: number[] = [];
    await page.route('**/wps/member/verification/upload/chunk**', async (route) => {
      chunks += 1;
      offsets.push(Number(new URL(route.request().url()).searchParams.get('offset')));
      // The third chunk and the two automatic resumes after it never arrive.
      if (chunks >= 3 && chunks <= 5) await route.abort('connectionreset');
      else await route.continue();
    });
    const front = step(page, 'Documento, frente');
    await front.getByLabel('Escolher ou tirar uma foto').setInputFiles(photo());
    await expect(front.getByRole('alert')).toContainText('O envio parou: A conexão caiu.', { timeout: 15_000 });
    await expect(front.getByRole('alert')).toContainText('Sua foto foi mantida.');
    await expect(front.getByRole('img', { name: 'Foto: Documento, frente' })).toBeVisible();
    const bar = front.getByRole('progressbar', { name: 'Envio de Documento, frente' });
    await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);

    await front.getByRole('button', { name: 'Tentar o envio de novo' }).click();
    await expect(front.getByRole('status')).toHaveText('Enviada', { timeout: 15_000 });
    // The retry went on from the platform's offset (8192), not from the start.
    expect(offsets.slice(0, 6)).toEqual([0, 4096, 8192, 8192, 8192, 8192]);
    const stored = await control<{ documents: { front: { mime: string } | null } }>(
      sandbox,
      'GET',
      `verifications?username=${username}&merchant=${BR_TENANT}`,
    );
    expect(stored.documents.front?.mime).toBe('image/jpeg');
  });

  test('KYC-18 a server error, going offline and an 8 s wait on upload keep each photo and say what happened', async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(60_000);
    await loginAsBrPlayer(page, sandbox);
    await page.goto('/m/verification');
    const CHUNK = '/wps/member/verification/upload/chunk';

    // The server fails every try, the automatic resumes included; the photo stays and the retry sends it.
    await sandbox.fault(CHUNK, 'http500', { times: 10 });
    const front = step(page, 'Documento, frente');
    await front.getByLabel('Escolher ou tirar uma foto').setInputFiles(photo());
    await expect(front.getByRole('alert')).toContainText('O envio parou', { timeout: 15_000 });
    await expect(front.getByRole('alert')).toContainText('Sua foto foi mantida.');
    await expect(front.getByRole('img', { name: 'Foto: Documento, frente' })).toBeVisible();
    await sandbox.clearFaults();
    await front.getByRole('button', { name: 'Tentar o envio de novo' }).click();
    await expect(front.getByRole('status')).toHaveText('Enviada', { timeout: 15_000 });

    // Offline: the page says there is no connection and keeps the photo until the phone is back.
    const back = step(page, 'Documento, verso');
    await page.context().setOffline(true);
    await back.getByLabel('Escolher ou tirar uma foto').setInputFiles(photo());
    await expect(back.getByRole('alert')).toContainText('Sem conexão com a internet', { timeout: 15_000 });
    await expect(back.getByRole('img', { name: 'Foto: Documento, verso' })).toBeVisible();
    await page.context().setOffline(false);
    await back.getByRole('button', { name: 'Tentar o envio de novo' }).click();
    await expect(back.getByRole('status')).toHaveText('Enviada', { timeout: 15_000 });

    // A slow platform: the bar shows the photo under way, with no error, until it arrives.
    await sandbox.fault(CHUNK, 'latency', { times: 1, delayMs: 8000 });
    const selfie = step(page, 'Selfie');
    await selfie.getByLabel('Escolher ou tirar uma foto').setInputFiles(photo());
    await expect(selfie.getByRole('progressbar', { name: 'Envio de Selfie' })).toBeVisible();
    await expect(selfie.getByRole('alert')).toHaveCount(0);
    await expect(selfie.getByRole('status')).toHaveText('Enviada', { timeout: 20_000 });
    await expect(selfie.getByRole('alert')).toHaveCount(0);
  });

  test('KYC-16 the live camera preview takes the selfie (Chromium fake camera), re-encoded as JPEG', async ({
    page,
    context,
    sandbox,
  }) => {
    await context.grantPermissions(['camera']);
    const username = await loginAsBrPlayer(page, sandbox);
    await page.goto('/m/verification');
    const selfie = step(page, 'Selfie');
    await selfie.getByRole('button', { name: 'Usar a câmera' }).click();
    const preview = selfie.getByLabel('Visualização da câmera');
    await expect(preview).toBeVisible();
    // The fake device's frames are playing before a photo can be taken from them.
    await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
    await selfie.getByRole('button', { name: 'Tirar foto' }).click();
    await expect(selfie.getByRole('status')).toHaveText('Enviada', { timeout: 15_000 });
    await expect(preview).toHaveCount(0);
    const stored = await control<{ documents: { selfie: { mime: string } | null } }>(
      sandbox,
      'GET',
      `verifications?username=${username}&merchant=${BR_TENANT}`,
    );
    expect(stored.documents.selfie?.mime).toBe('image/jpeg');
  });
});

test.describe('location', () => {
  test('GEO-06 GEO-07 a refused or outside location stops the launch with its message; trying again from inside plays', async ({
    page,
    context,
    sandbox,
  }) => {
    await loginAsBrPlayer(page, sandbox, 'verified');
    await placeBrowser(context, 'denied');
    await page.goto(LOTTERY);
    const why = page.getByRole('dialog', { name: 'Sua localização' });
    await expect(why).toBeFocused();
    await why.getByRole('button', { name: 'Compartilhar localização' }).click();

    const problem = page.getByRole('dialog', { name: 'Verificação de localização' });
    await expect(problem).toContainText('O acesso à localização está bloqueado.');
    await expect(page).not.toHaveURL(/sandbox-game/);

    await placeBrowser(context, LISBON);
    await problem.getByRole('button', { name: 'Tentar de novo' }).click();
    await expect(problem).toContainText('Você parece estar fora do país da licença');
    await expect(page).not.toHaveURL(/sandbox-game/);

    // Escape answers "no": the prompt closes and no game opens.
    await page.keyboard.press('Escape');
    await expect(problem).toBeHidden();
    await expect(page).not.toHaveURL(/sandbox-game/);

    // A new visit explains again before it asks; from inside, the game opens.
    await placeBrowser(context, BRASILIA);
    await page.goto(LOTTERY);
    await page
      .getByRole('dialog', { name: 'Sua localização' })
      .getByRole('button', { name: 'Compartilhar localização' })
      .click();
    await expect(page).toHaveURL(/\/sandbox-game\/play/);
  });
});

test.describe('a tenant without a profile', () => {
  test.use({ baseURL: tenantOrigin('demo') });

  test('KYC-17 KYC-15 KYC-26 under "none" the member centre has no verification entry and the page says it is not needed', async ({
    page,
  }) => {
    await loginAs(page);
    // Home's header, with the wallet read: under "none" nothing asks for verification there.
    await expect(page.getByTestId('header-balance')).toHaveText(/\d/);
    await expect(page.getByTestId('header-verification')).toHaveCount(0);
    await page.goto('/m/mine');
    await expect(page.getByTestId('member-menu').getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Verificação de identidade/ })).toHaveCount(0);
    await page.goto('/m/verification');
    await expect(page.getByRole('heading', { level: 1, name: 'Verificação de identidade' })).toBeVisible();
    await expect(page.getByText('A verificação de identidade não é necessária neste site.')).toBeVisible();
    await expect(page.getByRole('group')).toHaveCount(0);
  });
});
