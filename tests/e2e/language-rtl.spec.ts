import { expect, tenantOrigin, test } from './fixtures';
import { expectSameDocument, markDocument } from './support/hardening';

/**
 * Issue 18: a right-to-left language pack. Sahara Play starts in Arabic (the
 * machine-drafted AR pack) and also offers English: the page turns
 * right-to-left before its first paint and back when the player switches.
 */
const sahara = tenantOrigin('sahara');

test.describe('right-to-left (AR pack)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('OPS-09 an Arabic tenant renders right-to-left: the chrome mirrors, texts come from the AR pack, directional icons turn', async ({
    page,
  }, testInfo) => {
    await page.goto(`${sahara}/m/home`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const menu = page.getByTestId('bottom-menu').getByRole('link');
    await expect(menu.first()).toHaveText('الرئيسية');
    // The first menu entry (home) sits at the right edge, the last at the left.
    const width = page.viewportSize()?.width ?? 0;
    const first = await menu.first().boundingBox();
    const last = await menu.last().boundingBox();
    expect(first && last && first.x > last.x && first.x > width / 2).toBe(true);
    await testInfo.attach('home-rtl', { body: await page.screenshot(), contentType: 'image/png' });

    await page.goto(`${sahara}/m/login`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
    // The back arrow points right, the way back in a right-to-left page.
    await expect(page.locator('.lby-directional').first()).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
    await expect(page.locator('main')).toHaveScreenshot('login-rtl.png', { maxDiffPixelRatio: 0.02 });
  });

  test('OPS-09 switching from Arabic to English turns the page left-to-right without a reload', async ({ page }) => {
    await page.goto(`${sahara}/m/home`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await markDocument(page);
    await page.getByTestId('language-switch').selectOption('EN');
    await expect(page.getByTestId('bottom-menu').getByRole('link').first()).toHaveText('Home');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expectSameDocument(page);

    // The choice is remembered, and the next visit turns the page before the app starts.
    await page.goto(`${sahara}/m/login`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
