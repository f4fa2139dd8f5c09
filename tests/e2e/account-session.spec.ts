import { expect, loginAs, test } from './fixtures';
import { createMember } from './support/accounts';

test.describe('header and sign-out (000 §2.2, §2.7, §4)', () => {
  test('HDR-03 HDR-04 HDR-05 HDR-06 HDR-08 HDR-09 nickname, balance to 2 decimals, hide/show and the dropdown entries', async ({
    page,
    request,
    sandbox,
  }) => {
    await createMember(request, sandbox, {
      username: 'hdr_user',
      password: 'Secret123',
      type: 0,
      nickname: 'Lucky Ana',
      balance: 1234.5,
    });
    await loginAs(page, 'hdr_user');
    await expect(page.getByTestId('header-name')).toHaveText('Lucky Ana');
    // The currency as Intl writes it (symbol or code, a no-break space, marks in RTL), then the amount to 2 decimals.
    await expect(page.getByTestId('header-balance')).toHaveText(/^\D*1[.,]?234[.,]50$/);
    await page.getByTestId('header-menu-toggle').click();
    const menu = page.getByTestId('header-menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      /Depositar/,
      /Sacar|Saque/,
      /Atualizar/,
      /Ocultar/,
      /Ajuda|Central/,
      /Sair/,
    ]);
    await menu.getByRole('menuitem').nth(3).click();
    await expect(page.getByTestId('header-balance')).toHaveText('***');
    await page.getByTestId('header-menu-toggle').click();
    await page.getByTestId('header-menu').getByRole('menuitem').nth(3).click();
    await expect(page.getByTestId('header-balance')).toHaveText(/234[.,]50$/);
    await page.getByTestId('header-menu-toggle').click();
    await page.getByTestId('header-menu').getByRole('menuitem').first().click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  });

  test('HDR-10 SESSION-12 SESSION-13 SESSION-14 SESSION-15 SESSION-16 SESSION-18 header sign-out confirms, calls logout with the token, clears and opens login', async ({
    page,
    sandbox,
  }) => {
    await loginAs(page);
    await sandbox.fault('/wps/session/logout', 'latency', { delayMs: 1500, times: 1 });
    await page.goto('/m/home');
    const token = await page.evaluate(
      () => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token,
    );
    await page.getByTestId('header-menu-toggle').click();
    await page.getByTestId('header-menu').getByRole('menuitem', { name: 'Sair' }).click();
    const dialog = page.getByTestId('sign-out-dialog');
    await expect(dialog).toContainText('Deseja sair da conta?');
    // Cancel leaves the session untouched.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByTestId('header-member')).toBeVisible();
    await page.getByTestId('header-menu-toggle').click();
    await page.getByTestId('header-menu').getByRole('menuitem', { name: 'Sair' }).click();
    const logoutCall = page.waitForRequest((request) => request.url().includes('/wps/session/logout'));
    await page.getByTestId('sign-out-dialog').getByRole('button', { name: 'Confirmar' }).click();
    expect((await logoutCall).headers().authorization).toBe(token);
    await expect(page.getByText('Aguarde…')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    const storage = await page.evaluate(() => ({
      session: sessionStorage.length,
      autoLogin: localStorage.getItem('autoLogin'),
      member: localStorage.getItem('memberInfo'),
    }));
    expect(storage).toEqual({ session: 0, autoLogin: '0', member: null });
  });

  test('SET-01 SET-02 SET-03 SESSION-18 settings: change-password item, sign-out to /m/home, guests redirected home', async ({
    page,
  }) => {
    await page.goto('/m/set');
    await expect(page).toHaveURL(/\/m\/home$/);
    await loginAs(page);
    await page.goto('/m/set');
    await expect(page.getByRole('link', { name: 'Alterar senha' })).toHaveAttribute('href', '/m/changePsw');
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await page.getByTestId('sign-out-dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-guest')).toBeVisible();
  });
});
