import { expect, loginAs, test } from './fixtures';
import { expectSameDocument, markDocument } from './support/hardening';

test.describe('app shell (000 §2.2)', () => {
  test('CHROME-03 CHROME-10 the login page hides the bottom menu and the standard header', async ({ page }) => {
    await page.goto('/m/login');
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByTestId('bottom-menu')).toHaveCount(0);
    await expect(page.getByTestId('header')).toHaveCount(0);
  });

  test('CHROME-06 the bottom menu leads to its five targets', async ({ page }) => {
    await page.goto('/m/home');
    const menu = page.getByTestId('bottom-menu');
    await expect(menu.getByRole('link')).toHaveText(['Início', 'Promoções', 'Depósito', 'Suporte', 'Membro']);
    await menu.getByRole('link', { name: 'Promoções' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
  });

  test('CHROME-11 CHROME-12 CHROME-14 back arrow, title and history', async ({ page }) => {
    await page.goto('/m/home');
    await page.goto('/m/notice');
    await expect(page.getByTestId('header')).toHaveAttribute('data-variant', 'back');
    await expect(page.getByTestId('header')).toContainText('Anúncio');
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('CHROME-13 back with no history replaces the location with /m/home', async ({ page }) => {
    await page.goto('/m/gameCenter');
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('CHROME-08 pages fade in; the page a visit starts on replaces the static shell without a fade', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('page-frame')).toHaveAttribute('data-animate', 'none');
    await page.getByTestId('bottom-menu').getByRole('link', { name: 'Promoções' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.getByTestId('page-frame')).toHaveAttribute('data-animate', 'fade');
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('page-frame')).toHaveAttribute('data-animate', 'fade');
  });

  test('ROUTE-01 unknown paths go home', async ({ page }) => {
    await page.goto('/m/does-not-exist');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('CHROME-20 CHROME-21 ERR-16 a page that fails to load shows the error and retry loads it', async ({ page }) => {
    let failed = false;
    await page.route(/\/m\/assets\/login-page-[^/]+\.js$/, async (route) => {
      if (!failed) {
        failed = true;
        await route.abort();
      } else await route.continue();
    });
    await page.goto('/m/home');
    await page.getByTestId('header-guest').getByRole('link', { name: 'Entrar' }).click();
    await expect(page.getByText('Algo deu errado')).toBeVisible();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  });

  test('POLISH-12 CHROME-20 a page whose code is still on its way shows the loading sign, then the page', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/m\/assets\/service-page-[^/]+\.js(\?.*)?$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/m/home');
    await page.getByTestId('bottom-menu').getByRole('link', { name: 'Suporte' }).click();
    await expect(page.locator('main').getByRole('status').filter({ hasText: 'Carregando…' })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/m\/service$/);
    await expect(page.locator('main').getByRole('status').filter({ hasText: 'Carregando…' })).toHaveCount(0);
  });

  test('POLISH-12 when a retry inside the page fails too, the next retry reloads the page and it loads', async ({
    page,
  }) => {
    // The chunk fails on its first load and on the in-document retry (as when a shared chunk it imports failed).
    let tries = 0;
    await page.route(/\/m\/assets\/login-page-[^/]+\.js(\?.*)?$/, async (route) => {
      tries += 1;
      if (tries <= 2) await route.abort();
      else await route.continue();
    });
    await page.goto('/m/home');
    await page.getByTestId('header-guest').getByRole('link', { name: 'Entrar' }).click();
    await expect(page.getByText('Algo deu errado')).toBeVisible();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByText('Algo deu errado')).toBeVisible();
    expect(tries).toBe(2);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('I18N-05 the language switch changes the UI without a reload', async ({ page }) => {
    await page.goto('/m/home');
    await markDocument(page);
    await page.getByTestId('language-switch').selectOption('EN');
    await expect(page.getByTestId('bottom-menu').getByRole('link').first()).toHaveText('Home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectSameDocument(page);
  });

  test('CALL-01 SESSION-01 the encrypted login fills the session and the header shows the member', async ({ page }) => {
    await loginAs(page);
    const session = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as Record<string, unknown>,
    );
    expect(session).toMatchObject({ merchantCode: 'demo', userName: 'player1', type: 0 });
    expect(String(session.token)).toMatch(/^[0-9a-f]{32}$/);
    await expect(page.getByTestId('header-balance')).toHaveText(/\d+[.,]\d{2}$/);
  });

  test('a 401 ends the session, says so and opens login with a way back', async ({ page, sandbox }) => {
    await loginAs(page);
    await page.goto('/m/gameCenter');
    // The fault must meet the next page's calls, not a late call of this one (which would end the session while unloading).
    await page.waitForLoadState('networkidle');
    await sandbox.fault('/wps/member/info', 'unauthorized', { times: 1 });
    await page.goto('/m/home');
    await expect(page.getByText('Conta desconectada, faça login novamente')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fhome$/);
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });
});
