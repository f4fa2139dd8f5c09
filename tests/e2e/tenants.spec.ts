import { expect, tenantOrigin, test } from './fixtures';

test.describe('tenants built by one command (issue 2, TENANT-11, THEME-04)', () => {
  test('TENANT-06 TENANT-11 THEME-04 I18N-02 two tenants show their own name, logo, colours and default language', async ({
    page,
  }) => {
    const seen: Array<{ title: string; logo: string; brand: string; lang: string; home: string }> = [];
    for (const merchant of ['demo', 'aurora']) {
      await page.goto(`${tenantOrigin(merchant)}/m/home`);
      await expect(page.getByTestId('header')).toBeVisible();
      seen.push({
        title: await page.title(),
        // Each tenant serves its own file at the same public path: compare what is drawn.
        logo: (await page.getByTestId('header').getByRole('img').first().screenshot()).toString('base64'),
        brand: await page
          .locator('html')
          .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name).trim(), '--lby-color-bg-brand'),
        lang: (await page.locator('html').getAttribute('lang')) ?? '',
        home: (await page.getByTestId('bottom-menu').getByRole('link').first().textContent()) ?? '',
      });
    }
    const [demo, aurora] = seen;
    expect(demo?.title).not.toBe(aurora?.title);
    expect(demo?.logo).not.toBe(aurora?.logo);
    expect(demo?.brand).not.toBe(aurora?.brand);
    expect(demo?.lang).toBe('pt-BR');
    expect(aurora?.lang).toBe('en');
    expect(demo?.home).toContain('Início');
    expect(aurora?.home).toContain('Home');
  });

  test('THEME-06 the first paint is themed and shows the chrome before any JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    await page.goto(`${tenantOrigin('demo')}/m/home`);
    await expect(page.locator('header').first()).toBeVisible();
    // The bottom menu; the home's first view also stamps the header's strip of links, a navigation of its own.
    await expect(page.getByRole('navigation').filter({ hasText: 'Início' })).toBeVisible();
    const background = await page.locator('body').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await context.close();
  });

  test('THEME-06 on a slow start the login page shows its heading before the app code has arrived', async ({
    page,
  }) => {
    // The app's entry never answers: what shows is the stamped HTML and its inline script alone.
    await page.route(/\/m\/assets\/main-[^/]+\.js$/, () => new Promise<void>(() => undefined));
    // Module scripts are deferred: DOMContentLoaded waits for the entry, so only the commit is awaited.
    await page.goto(`${tenantOrigin('demo')}/m/login`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cadastro' })).toBeHidden();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
