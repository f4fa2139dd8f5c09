import { chromium, type Page } from '@playwright/test';
import { expect, tenantOrigin, test } from './fixtures';

/**
 * OPS-06: the stamped service worker (cli/lib/service-worker.ts). Workers are
 * blocked for every other spec (playwright.config.ts); this one lets them run.
 */
test.use({ serviceWorkers: 'allow' });

/** The first visit installs the worker; it claims the page as soon as it is active. */
async function visitUntilControlled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByTestId('bottom-menu')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

test.describe('installable offline site (issue 18, item 6)', () => {
  test('OPS-06 POLISH-19 offline after a visit: a reload starts the app from the worker inside its shell, and a path it has no page for shows the branded offline page', async ({
    page,
    context,
  }) => {
    await visitUntilControlled(page, '/m/home');
    await context.setOffline(true);

    await page.reload();
    // The precached shell: the app starts and says the connection is missing, with a way to try again.
    const startFailed = page.locator('main').getByRole('alert');
    await expect(startFailed).toContainText('A conexão caiu. Verifique sua conexão e tente novamente.');
    await expect(startFailed.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    // The shell stays: the header with the logo and the bottom menu around the offline state.
    await expect(page.getByTestId('header').getByRole('img', { name: 'Lobby Demo' })).toBeVisible();
    await expect(page.getByTestId('bottom-menu')).toBeVisible();

    await page.goto('/m/no-such-page');
    await expect(page.getByRole('heading', { name: 'Você está sem conexão' })).toBeVisible();
    await expect(page.getByText('Lobby Demo', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tentar novamente' })).toBeVisible();

    // Back online, the offline page's link loads the address again.
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Tentar novamente' }).click();
    await expect(page.getByTestId('bottom-menu')).toBeVisible();
  });

  test("OPS-06 the offline page speaks the tenant's default language (Aurora: EN) and carries its name", async ({
    page,
    context,
  }) => {
    await visitUntilControlled(page, `${tenantOrigin('aurora')}/m/home`);
    await context.setOffline(true);
    await page.goto(`${tenantOrigin('aurora')}/m/no-such-page`);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('Aurora Bet', { exact: true })).toBeVisible();
  });

  test("OPS-06 the platform's answers never come from the worker, the shell's files do", async ({ page }) => {
    await visitUntilControlled(page, '/m/home');
    const platform: boolean[] = [];
    const shell: boolean[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/^\/(wps|lgw)\//.test(pathname)) platform.push(response.fromServiceWorker());
      else if (/^\/m\/assets\/main-[^/]+\.js$/.test(pathname)) shell.push(response.fromServiceWorker());
    });
    await page.reload();
    await expect(page.getByTestId('bottom-menu')).toBeVisible();
    expect(platform.length).toBeGreaterThan(0);
    expect(platform.every((fromWorker) => !fromWorker)).toBe(true);
    // The entry is two files: a one-line facade and the chunk it imports (src/app/boot/libraries-first.ts).
    expect(shell.length).toBeGreaterThan(0);
    expect(shell.every((fromWorker) => fromWorker)).toBe(true);
  });

  test('OPS-06 Chromium finds the site installable (manifest, icons, worker)', async ({ baseURL }, testInfo) => {
    // A test's own context is incognito, where Chromium never offers to install: a profile on disk instead.
    const { launchOptions, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
    const profile = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      ...launchOptions,
      ...{ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch },
      serviceWorkers: 'allow',
    });
    try {
      const page = profile.pages()[0] ?? (await profile.newPage());
      await visitUntilControlled(page, '/m/home');
      const cdp = await profile.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await profile.close();
    }
  });
});
