import { expect, test } from './fixtures';

/** Issue 17: the login page's own logo and back; no back action leaves the site. */
test.describe('login page brand and back (issue 17)', () => {
  test('POLISH-05 the login page shows the tenant logo linking home; back from a direct link lands on home, inside the site', async ({
    page,
  }) => {
    await page.goto('/m/login');
    const bar = page.getByTestId('login-top-bar');
    await expect(bar.getByRole('img', { name: 'Lobby Demo' })).toBeVisible();
    await expect(bar.getByRole('link')).toHaveAttribute('href', '/m/home');
    await page.getByTestId('login-back').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header')).toBeVisible();
  });

  test("POLISH-05 CHROME-11 opened from another page, the login page's back goes home as the header's arrow does", async ({
    page,
  }) => {
    await page.goto('/m/help');
    await page.getByRole('link', { name: 'Entrar' }).first().click();
    await expect(page).toHaveURL(/\/m\/login/);
    await page.getByTestId('login-back').click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('POLISH-05 FORGOT-08 the e-mail reset opened by a direct link goes back to home, not out of the site', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('consolidated', { CHNGPASSVERIF3: false });
    await page.goto('/m/forget');
    await page.getByLabel('Nome de usuário').fill('player1');
    await page.getByLabel('E-mail').fill('player1@example.com');
    await page.getByRole('button', { name: 'Recuperar senha' }).click();
    await expect(page.getByText('Um e-mail de redefinição de senha foi enviado')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
