import { expect, tenantOrigin, test } from './fixtures';
import { memberControl } from './support/members';
import type { Page, Response } from '@playwright/test';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const iosUa = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${version} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version.replace('_', '.')} Mobile/15E148 Safari/604.1`;

const LINKS = [
  { resourceType: 'Android', url: 'https://example.com/dl/app.apk' },
  { resourceType: 'IOS', url: 'https://example.com/dl/ios' },
  { resourceType: 'MOBILECONFIG', url: 'https://example.com/dl/profile.mobileconfig' },
  { resourceType: 'AppDownloadIcon', url: 'https://example.com/dl/icon.png' },
];

/** The home of the demo tenant (its configured links include Android and IOS). */
const home = (page: Page) => page.goto(`${tenantOrigin('demo')}/m/home`);

/** The home, opened once the version info call (the download links) has answered; its answer. */
async function homeAfterVersionInfo(page: Page): Promise<Response> {
  const versionInfo = page.waitForResponse((response) => response.url().includes('/wps/system/versionInfo'));
  await home(page);
  return versionInfo;
}

/** The page is up and shows no download bar. */
async function expectNoDownloadBar(page: Page): Promise<void> {
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(page.getByTestId('download-bar')).toHaveCount(0);
}

test.describe('downloads on Android', () => {
  test.use({ userAgent: ANDROID_UA });

  test('DL-01 DL-02 DL-06 DL-08 SESSION-20 CALL-49 CONST-10 HOME-02 on home the bar (claiming over 600 games) shows until closed, the popup offers the Android link, links are cached under down_link', async ({
    page,
    sandbox,
    request,
  }) => {
    await memberControl(request, sandbox, 'downloads', { resources: LINKS });
    const body = (await (await homeAfterVersionInfo(page)).json()) as {
      value: { pathList: unknown[]; resources: unknown[] };
    };
    expect(body.value.resources).toHaveLength(4);
    const bar = page.getByTestId('download-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Mais de 600 jogos');
    await bar.getByRole('button', { name: 'Baixar' }).click();
    const popup = page.getByTestId('download-popup');
    await expect(popup.locator('a[data-link]')).toHaveCount(1);
    await expect(popup.locator('a[data-link="Android"]')).toHaveAttribute('href', 'https://example.com/dl/app.apk');
    await popup
      .getByRole('button', { name: /Fechar|Close/ })
      .first()
      .click();

    const cached = await page.evaluate(
      () => JSON.parse(localStorage.getItem('down_link') ?? 'null') as { resourceType: string }[] | null,
    );
    expect(cached?.map((link) => link.resourceType)).toEqual(['Android', 'IOS', 'MOBILECONFIG', 'AppDownloadIcon']);

    await bar.getByRole('button', { name: 'Fechar a barra de download' }).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).not.toBeNull();
    await page.reload();
    await expectNoDownloadBar(page);
  });

  test('SESSION-20 the cached down_link is used when the call fails', async ({ page, sandbox }) => {
    // The first visit's own answer writes down_link too: let it land before the test replaces it.
    await page.goto(`${tenantOrigin('jaguar')}/m/home`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('down_link'))).not.toBeNull();
    await page.evaluate(() =>
      localStorage.setItem(
        'down_link',
        JSON.stringify([{ resourceType: 'Android', url: 'https://example.com/cached.apk' }]),
      ),
    );
    await sandbox.fault('/wps/system/versionInfo', 'http500');
    await page.reload();
    await page.getByTestId('download-bar').getByRole('button', { name: 'Baixar' }).click();
    await expect(page.getByTestId('download-popup').locator('a[data-link="Android"]')).toHaveAttribute(
      'href',
      'https://example.com/cached.apk',
    );
  });

  test('DL-04 the bar is hidden when the platform has no link for Android', async ({ page, sandbox, request }) => {
    await memberControl(request, sandbox, 'downloads', {
      resources: [{ resourceType: 'IOS', url: 'https://example.com/dl/ios' }],
    });
    await homeAfterVersionInfo(page);
    await expectNoDownloadBar(page);
  });

  test('DL-03 the bar is hidden in an installed web app', async ({ page, sandbox, request }) => {
    await memberControl(request, sandbox, 'downloads', { resources: LINKS });
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => {
        const result = original(query);
        return query.includes('display-mode: standalone')
          ? Object.defineProperty(result, 'matches', { value: true })
          : result;
      };
    });
    await homeAfterVersionInfo(page);
    await expectNoDownloadBar(page);
  });
});

test.describe('downloads on iOS 12.1', () => {
  test.use({ userAgent: iosUa('12_1') });

  test('DL-07 the popup offers the configuration profile and the iOS link', async ({ page, sandbox, request }) => {
    await memberControl(request, sandbox, 'downloads', { resources: LINKS });
    await home(page);
    await page.getByTestId('download-bar').getByRole('button', { name: 'Baixar' }).click();
    const popup = page.getByTestId('download-popup');
    await expect(popup.locator('a[data-link]')).toHaveCount(2);
    await expect(popup.locator('a[data-link="MOBILECONFIG"]')).toHaveAttribute(
      'href',
      'https://example.com/dl/profile.mobileconfig',
    );
    await expect(popup.locator('a[data-link="IOS"]')).toHaveAttribute('href', 'https://example.com/dl/ios');
  });

  test('DL-05 on an iOS web clip the bar shows only with an IOS link', async ({ page, sandbox, request }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
    await memberControl(request, sandbox, 'downloads', {
      resources: [{ resourceType: 'MOBILECONFIG', url: 'https://example.com/dl/profile.mobileconfig' }],
    });
    await homeAfterVersionInfo(page);
    await expectNoDownloadBar(page);
    await memberControl(request, sandbox, 'downloads', { resources: LINKS });
    await page.evaluate(() => localStorage.removeItem('down_link'));
    await page.reload();
    await expect(page.getByTestId('download-bar')).toBeVisible();
  });

  test('ROUTE-10 DL-09 DL-11 DL-12 DL-13 the download page: guides, the 12.4 note, the iOS tip below 12.2 and the profile button', async ({
    page,
    sandbox,
    request,
  }) => {
    await memberControl(request, sandbox, 'downloads', { resources: LINKS });
    await page.goto(`${tenantOrigin('aurora')}/m/download`);
    await expect(page.getByTestId('guide-android').getByRole('heading')).toHaveText('Android guide');
    await expect(page.getByTestId('guide-ios').getByRole('heading')).toHaveText('iOS guide');
    await expect(page.getByTestId('ios-min-version')).toHaveText('Installing the app needs iOS 12.4 or later.');
    await expect(page.getByTestId('ios-tip')).toBeVisible();
    const profile = page.getByTestId('profile-button');
    await expect(profile).toHaveAttribute('href', 'https://example.com/dl/profile.mobileconfig');
    await expect(profile).toHaveAttribute('download', '');
  });
});

test.describe('downloads on iOS 11', () => {
  test.use({ userAgent: iosUa('11_4') });

  test('DL-10 the add-to-home-screen tip shows on iOS 11', async ({ page }) => {
    await page.goto(`${tenantOrigin('aurora')}/m/download`);
    await expect(page.getByTestId('ios-tip')).toBeVisible();
  });
});

test.describe('downloads on iOS 12.2', () => {
  test.use({ userAgent: iosUa('12_2') });

  test('DL-09 no add-to-home-screen tip from iOS 12.2', async ({ page }) => {
    await page.goto(`${tenantOrigin('aurora')}/m/download`);
    await expect(page.getByTestId('guide-home-screen')).toBeVisible();
    await expect(page.getByTestId('ios-tip')).toHaveCount(0);
  });
});
