import { expect, loginAs, test } from './fixtures';
import { createMember } from './support/accounts';

test.describe('session state and the guest header (000 §2.2, §3, §4)', () => {
  test('HDR-01 FLAG-09 logged out, the home header offers login (to /m/login) and register per DIRECTREG3', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('consolidated', { DIRECTREG3: false });
    await page.goto('/m/home');
    const guest = page.getByTestId('header-guest');
    await expect(guest.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(guest.getByRole('link', { name: 'Registrar' })).toHaveCount(0);
    await sandbox.flags('consolidated', { DIRECTREG3: true });
    await page.reload();
    await expect(page.getByTestId('header-guest').getByRole('link', { name: 'Registrar' })).toHaveAttribute(
      'href',
      '/m/register',
    );
    await page.getByTestId('header-guest').getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });

  test('SESSION-04 SESSION-05 the session lives in sessionStorage; logged in exactly while its token is non-empty', async ({
    page,
  }) => {
    await loginAs(page);
    const stored = await page.evaluate(() => ({
      session: sessionStorage.getItem('MC_SESSION_INFO'),
      local: localStorage.getItem('MC_SESSION_INFO'),
    }));
    expect(stored.local).toBeNull();
    const token = (JSON.parse(stored.session ?? '{}') as { token?: string }).token ?? '';
    expect(token).not.toBe('');
    // SESSION-05: member calls take the token from there.
    const walletCall = page.waitForRequest((request) => request.url().includes('/wps/wallets/balance'));
    await page.reload();
    expect((await walletCall).headers().authorization).toBe(token);
    await expect(page.getByTestId('header-member')).toBeVisible();
    // SESSION-04: session info with an empty token counts as logged out.
    await page.evaluate(() => {
      const info = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as Record<string, unknown>;
      sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ ...info, token: '' }));
    });
    await page.reload();
    await expect(page.getByTestId('header-guest')).toBeVisible();
    await page.goto('/m/set');
    await expect(page).toHaveURL(/\/m\/home$/);
    // And without any session info, too.
    await page.evaluate(() => sessionStorage.removeItem('MC_SESSION_INFO'));
    await page.reload();
    await expect(page.getByTestId('header-guest')).toBeVisible();
  });

  test('ROUTE-07 SESSION-17 signing out from settings clears the saved auto-login credentials and the bank list', async ({
    page,
  }) => {
    await loginAs(page);
    await page.evaluate(() => {
      localStorage.setItem('autoLoginInfo', JSON.stringify({ username: 'player1' }));
      localStorage.setItem('bankList', JSON.stringify([{ bankName: 'Banco', cardNo: '1234' }]));
    });
    await page.goto('/m/set');
    await expect(page.getByRole('link', { name: 'Alterar senha' })).toBeVisible();
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await page.getByTestId('sign-out-dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByTestId('header-guest')).toBeVisible();
    const left = await page.evaluate(() => ({
      autoLoginInfo: localStorage.getItem('autoLoginInfo'),
      bankList: localStorage.getItem('bankList'),
    }));
    expect(left).toEqual({ autoLoginInfo: null, bankList: null });
  });

  test('HDR-07 refresh balance hides the amount until the wallet has reloaded, then shows the new amount', async ({
    page,
    request,
    sandbox,
  }) => {
    await createMember(request, sandbox, { username: 'hdr_refresh', password: 'Secret123', type: 0, balance: 100 });
    await loginAs(page, 'hdr_refresh');
    await expect(page.getByTestId('header-balance')).toHaveText(/100[.,]00$/);
    // Home renews the wallet when it opens after the login (HOME-04): let that read land before the balance changes.
    await page.waitForLoadState('networkidle');
    await createMember(request, sandbox, { username: 'hdr_refresh', password: 'Secret123', type: 0, balance: 250.75 });
    await sandbox.fault('/wps/wallets/balance', 'latency', { delayMs: 1500, times: 1 });
    await page.getByTestId('header-menu-toggle').click();
    const reload = page.waitForResponse((response) => response.url().includes('/wps/wallets/balance'));
    await page
      .getByTestId('header-menu')
      .getByRole('menuitem', { name: /Atualizar/ })
      .click();
    await expect(page.getByTestId('header-balance')).toHaveText('***');
    await reload;
    await expect(page.getByTestId('header-balance')).toHaveText(/250[.,]75$/);
  });
});
