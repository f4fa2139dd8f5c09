import { expect, loginAs, test } from './fixtures';

test.describe('trial play (000 §2.3, §3, §6)', () => {
  test('TRIAL-01 TRIAL-02 TRIAL-03 SESSION-03 SESSION-07 test play creates a trial account, logs in under the trial merchant and goes home', async ({
    page,
  }) => {
    const calls: { path: string; merchant: string | undefined }[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/wps/member/trialuser' || path === '/wps/session/login/freeplay')
        calls.push({ path, merchant: request.headers().merchant });
    });
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Jogar como teste' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-member')).toBeVisible();
    expect(calls).toEqual([
      { path: '/wps/member/trialuser', merchant: 'demotrial' },
      { path: '/wps/session/login/freeplay', merchant: 'demotrial' },
    ]);
    const stored = await page.evaluate(() => ({
      trialUser: sessionStorage.getItem('TRIAL_USER_NAME'),
      session: JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as Record<string, unknown>,
    }));
    expect(stored.trialUser).toMatch(/guest\d{8}/);
    expect(stored.session).toMatchObject({ type: 4, merchantCode: 'demotrial' });
    expect(stored.session).not.toHaveProperty('firstTimeLogin');
  });
});

test.describe('free-trial page /m/trail (000 §2.1, §6)', () => {
  test('ROUTE-20 ROLE-01 a guest browses, reaches login and register, and starts a trial from /m/trail', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('header-guest')).toBeVisible();
    await page.goto('/m/register');
    await expect(page).toHaveURL(/\/m\/register$/);
    await page.goto('/m/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/wps/member/trialuser' || path === '/wps/session/login/freeplay')
        calls.push(`${path} ${request.headers().merchant ?? ''}`);
    });
    await page.goto('/m/trail');
    await expect(page.getByText('Jogue com uma conta de teste e saldo de jogo, sem se cadastrar.')).toBeVisible();
    await expect(page.getByText(/não pode depositar, sacar nem alterar a senha/)).toBeVisible();
    await page.getByRole('button', { name: 'Começar teste grátis' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-member')).toBeVisible();
    expect(calls).toEqual(['/wps/member/trialuser demotrial', '/wps/session/login/freeplay demotrial']);
    const type = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { type?: number }).type,
    );
    expect(type).toBe(4);
    await page.goto('/m/trail');
    await expect(page.getByTestId('trial-state')).toHaveText('Você está jogando com uma conta de teste.');
  });

  test('ENGAGE-11 MONEY-23 a trial account is turned home with free_reject at the engagement pages, and calls none of their reads', async ({
    page,
  }) => {
    await loginAs(page, 'trial1');
    const engagementCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/wps/') && /referral|rebate|mission|leaderboard|redRain|redEnvelope/i.test(path))
        engagementCalls.push(path);
    });
    for (const path of [
      '/m/inviteFriends',
      '/m/redRain',
      '/m/member/manualRebate',
      '/m/member/rebateReport',
      '/m/leaderBoard',
    ]) {
      await page.goto(path);
      await expect(page.getByText('Entre com uma conta real para usar esta função')).toBeVisible();
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.locator('[data-state="error"]')).toHaveCount(0);
    }
    expect(engagementCalls).toEqual([]);
  });

  test('ROLE-04 ERR-14 a trial account is refused deposit, withdraw and password change with free_reject, and nothing proceeds', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Jogar como teste' }).click();
    await expect(page.getByTestId('header-member')).toBeVisible();
    await page.getByTestId('header-menu-toggle').click();
    await page
      .getByTestId('header-menu')
      .getByRole('menuitem', { name: /Depositar/ })
      .click();
    await expect(page.getByText('Entre com uma conta real para usar esta função')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.getByTestId('header-menu-toggle').click();
    await page
      .getByTestId('header-menu')
      .getByRole('menuitem', { name: /Sacar|Saque/ })
      .click();
    await expect(page.getByText('Entre com uma conta real para usar esta função')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    const changes: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/member/password') changes.push(request.method());
    });
    await page.goto('/m/changePsw');
    await page.getByLabel(/^Senha antiga/).fill('Whatever1');
    await page.getByLabel(/^Nova senha/).fill('Better456');
    await page.getByLabel(/^Confirme a nova senha/).fill('Better456');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Entre com uma conta real para usar esta função')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    expect(changes).toEqual([]);
  });
});
