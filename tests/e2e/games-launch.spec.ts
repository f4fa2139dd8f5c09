import { expect, loginAs, test } from './fixtures';

test.describe('launching (001 §2 Routes, §4, §7)', () => {
  test('ROUTE-17 LAUNCH-01 CONST-03 CONST-05 I18N-07 /m/launchGame launches with the checked query and the §7 parameters', async ({
    page,
  }) => {
    await loginAs(page);
    const launchCall = page.waitForRequest((request) => request.url().includes('/wps/game/launchGame'));
    await page.goto('/m/launchGame?playType=trad&prize_mode=Elott&code=lobby&pageBack=lottery');
    const query = Object.fromEntries(new URL((await launchCall).url()).searchParams);
    expect(query).toMatchObject({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'Elott',
      lottoView: 'lobby',
      device: 'MOBILE',
      language: 'PT',
    });
    expect(query.lottoGameCode).toBeUndefined();
    expect(query.backUrl).toMatch(/^http:\/\/[^/]+\/m\/lottery$/);
    await expect(page).toHaveURL(/\/sandbox-game\/play/);
    await expect(page.getByRole('heading', { name: 'Lottery lobby (lobby)' })).toBeVisible();
  });

  test('ROUTE-17 LAUNCH-02 hostile pageBack and code values fall back: the lottery is sent a backUrl into this app and the lobby view', async ({
    page,
  }) => {
    await loginAs(page);
    const hostile = [
      '//evil.example/phish',
      'javascript:alert(1)',
      'https://evil.example/',
      '../../etc/passwd',
      'home?next=//evil.example',
      '%2F%2Fevil.example',
      'nosuchpage',
    ];
    const origin = new URL(page.url()).origin;
    for (const pageBack of hostile) {
      const launchCall = page.waitForRequest((request) => request.url().includes('/wps/game/launchGame'));
      await page.goto(
        `/m/launchGame?prize_mode=Lott&code=${encodeURIComponent('<img src=x onerror=alert(1)>')}&pageBack=${encodeURIComponent(pageBack)}`,
      );
      const query = Object.fromEntries(new URL((await launchCall).url()).searchParams);
      expect(query.backUrl, pageBack).toBe(`${origin}/m/home`);
      expect(query.lottoView, pageBack).toBe('lobby');
      expect(query.lottoGameCode, pageBack).toBeUndefined();
      await expect(page).toHaveURL(/\/sandbox-game\/play/);
    }
  });

  test('ROUTE-17 ROLE-02 guests opening /m/launchGame log in first and come back to it', async ({ page }) => {
    await page.goto('/m/launchGame?code=lobby&pageBack=home');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FlaunchGame%3Fcode%3Dlobby%26pageBack%3Dhome$/);
  });

  test('ENGAGE-12 ROUTE-17 a failed launch stops its spinner, says so and offers a retry that opens the lottery', async ({
    page,
    sandbox,
  }) => {
    await loginAs(page);
    await sandbox.fault('/wps/game/launchGame', 'http500', { times: 1 });
    await page.goto('/m/launchGame?code=lobby&pageBack=lottery');
    const retry = page.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toBeVisible();
    await expect(page.locator('[data-state="error"]')).toHaveText('Não foi possível abrir a loteria.');
    await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
    await retry.click();
    await expect(page).toHaveURL(/\/sandbox-game\/play/);
  });

  test('ENGAGE-12 ROLE-04 a trial account opening /m/launchGame is told it needs a real account, with a way to register and none to retry', async ({
    page,
  }) => {
    await loginAs(page, 'trial1');
    const launches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/game/launchGame')) launches.push(request.url());
    });
    await page.goto('/m/launchGame?code=lobby&pageBack=home');
    await expect(page.locator('[data-state="refused"]')).toHaveText('Entre com uma conta real para usar esta função');
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Cadastrar uma conta real' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
    expect(launches).toEqual([]);
  });

  test('LOTT-17 LAUNCH-01 tapping a lottery shows the loading toast and opens the lottery', async ({
    page,
    sandbox,
  }) => {
    await loginAs(page);
    await page.goto('/m/lottery');
    const row = page.getByRole('list', { name: 'Loterias' }).getByRole('listitem').first();
    await expect(row).toBeVisible();
    // A slow answer keeps the loading toast on screen long enough to be seen.
    await sandbox.fault('/wps/game/launchGame', 'latency', { times: 1, delayMs: 1500 });
    const launchCall = page.waitForRequest((request) => request.url().includes('/wps/game/launchGame'));
    await row.getByRole('button').first().click();
    await expect(page.locator('[data-toast-type="loading"]')).toBeVisible();
    const query = Object.fromEntries(new URL((await launchCall).url()).searchParams);
    expect(query).toMatchObject({ lottoPrizeMode: 'Lott', lottoView: 'betting', launchMode: 'LOTT' });
    await expect(page).toHaveURL(/\/sandbox-game\/play/);
    await expect(
      page.getByRole('heading', { name: new RegExp(`Lottery ${query.lottoGameCode ?? ''} \\(betting\\)`) }),
    ).toBeVisible();
  });

  test('ERR-18 a failed lottery launch only hides the loading toast', async ({ page, sandbox }) => {
    await loginAs(page);
    await page.goto('/m/lottery');
    const row = page.getByRole('list', { name: 'Loterias' }).getByRole('listitem').first();
    await expect(row).toBeVisible();
    await sandbox.fault('/wps/game/launchGame', 'http500', { times: 1 });
    const failed = page.waitForResponse(
      (response) => response.url().includes('/wps/game/launchGame') && response.status() === 500,
    );
    await row.getByRole('button').first().click();
    await failed;
    await expect(page.locator('[data-toast-type]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/lottery$/);
    await expect(row).toBeVisible();
  });

  test('ROUTE-14 ROUTE-15 ROUTE-16 ROUTE-18 ENGAGE-06 the game and lottery routes exist and render a page', async ({
    page,
  }) => {
    for (const path of [
      '/m/gameList?gameType=LIVE',
      '/m/lottery',
      '/m/moreLottery',
      '/m/startLottery',
      '/m/gameLobby',
      '/m/gameCenter',
      '/m/slotsCenter',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
      await expect(page.locator('main')).not.toBeEmpty();
    }
    // ENGAGE-06: the centres the spec leaves unshown are vendor lobbies.
    await page.goto('/m/slotsCenter');
    await expect(page.getByTestId('vendor-lobby').locator('[data-vendor]')).not.toHaveCount(0);
    await page.goto('/m/gameCenter');
    await expect(page.getByTestId('vendor-lobby').locator('[data-vendor]')).not.toHaveCount(0);
  });
});
