import { expect, test } from './fixtures';

/**
 * The route table (ROUTE-01..04) as a visitor meets it: every path, its
 * visible header or heading, and its access rule (all four are public: a
 * guest gets the page itself, not the login screen or a dialog). Demo's
 * default language is PT.
 */

const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const;

test.describe('route table', () => {
  for (const alias of HOME_ALIASES) {
    test(`ROUTE-01 CHROME-01 CHROME-27 ${alias} renders the home page for a guest, with the logo header and the copyright footer`, async ({
      page,
    }) => {
      await page.goto(alias);
      await expect(page.getByTestId('header')).toHaveAttribute('data-variant', 'home');
      await expect(page.getByTestId('home-banner')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Jogos' })).toBeVisible();
      await expect(page.locator('footer').filter({ hasText: '2018-2023' })).toBeVisible();
      await expect(page.getByTestId('login-dialog')).toHaveCount(0);
      expect(new URL(page.url()).pathname).not.toBe('/m/login');
    });
  }

  test('CHROME-01 /m/help shows the top header and the banner area; /m/helpDetail a back header without it', async ({
    page,
  }) => {
    await page.goto('/m/help');
    await expect(page.getByTestId('header')).toHaveAttribute('data-variant', 'home');
    await expect(page.getByTestId('home-banner')).toBeVisible();
    await expect(page.locator('[data-page="help"]')).toBeVisible();
    await page.goto('/m/helpDetail?i=0');
    await expect(page.locator('[data-page="help"]')).toBeVisible();
    await expect(page.getByTestId('header')).not.toHaveAttribute('data-variant', 'home');
    await expect(page.getByTestId('home-banner')).toHaveCount(0);
  });

  test('ROUTE-02 /m/login renders the login screen for a guest, without the standard header', async ({ page }) => {
    await page.goto('/m/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(page.getByLabel(/^Nome de usuário/)).toBeVisible();
    await expect(page.getByTestId('header')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  for (const path of ['/m/register', '/m/register.html', '/register.html']) {
    test(`ROUTE-03 ${path} renders the registration screen for a guest and keeps the query string`, async ({
      page,
    }) => {
      await page.goto(`${path}?affiliateCode=AFF123`);
      await expect(page.getByRole('heading', { level: 1, name: /^(Registrar|Cadastr)/ })).toBeVisible();
      const url = new URL(page.url());
      expect(url.pathname).toBe(path);
      expect(url.searchParams.get('affiliateCode')).toBe('AFF123');
    });
  }

  test("ROUTE-04 /m/forget renders the forgot-password page with its header title, and is the login screen's forgot link", async ({
    page,
  }) => {
    await page.goto('/m/forget');
    await expect(page.getByTestId('header')).toHaveAttribute('data-variant', 'back');
    await expect(page.getByTestId('header')).toContainText('Esqueci a senha');
    await page.goto('/m/login');
    await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
    await expect(page).toHaveURL(/\/m\/forget$/);
    await expect(page.getByTestId('header')).toContainText('Esqueci a senha');
  });
});
