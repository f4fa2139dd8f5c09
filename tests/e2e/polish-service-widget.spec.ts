import type { Locator } from '@playwright/test';
import { expect, tenantOrigin, test } from './fixtures';

/** WCAG contrast of an element's text over its own background (both opaque here). */
async function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(node);
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}

test.describe('the service widget (issue 17)', () => {
  test('POLISH-06 open on home, folded to one button on other pages; the player folds and unfolds it for the visit', async ({
    page,
  }) => {
    const widget = page.getByTestId('service-widget');
    const toggle = page.getByTestId('service-widget-toggle');
    const chat = widget.getByRole('button', { name: 'Chat ao vivo' });
    await page.goto('/m/home');
    await expect(chat).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await page.goto('/m/gameList?gameType=RNG');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(chat).toHaveCount(0);
    await toggle.click();
    await expect(chat).toBeVisible();
    await toggle.click();
    await expect(chat).toHaveCount(0);
    // The choice holds for the visit, home included.
    await page.getByTestId('bottom-menu').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('POLISH-14 open on home it covers none of home: the hot-match card and the popular tabs stay uncovered wherever they are scrolled', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const widget = page.getByTestId('service-widget');
    await expect(widget.getByRole('button', { name: 'Chat ao vivo' })).toBeVisible();
    for (const content of [
      page.getByTestId('hot-match-carousel').locator('.swiper-slide-active'),
      page.getByTestId('popular-games').getByRole('tablist'),
    ]) {
      await expect(content).toBeVisible();
      for (const block of ['end', 'center', 'start'] as const) {
        await content.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
        const [box, cover] = await Promise.all([content.boundingBox(), widget.boundingBox()]);
        if (!box || !cover) throw new Error('not on screen');
        const overlaps =
          box.x < cover.x + cover.width &&
          cover.x < box.x + box.width &&
          box.y < cover.y + cover.height &&
          cover.y < box.y + box.height;
        expect(overlaps, `the open widget over ${block}-scrolled content`).toBe(false);
      }
    }
  });

  for (const merchant of ['demo', 'aurora'] as const) {
    test(`POLISH-06 its links and buttons read at 4.5:1 or better (${merchant})`, async ({ page }) => {
      await page.goto(`${tenantOrigin(merchant)}/m/home`);
      const widget = page.getByTestId('service-widget');
      await expect(page.getByTestId('service-widget-toggle')).toBeVisible();
      const controls = await widget.locator('a, button').all();
      expect(controls.length).toBeGreaterThan(1);
      for (const control of controls) expect(await contrastOf(control)).toBeGreaterThanOrEqual(4.5);
    });
  }

  test('POLISH-06 a tenant with no service channel shows no widget button that leads nowhere (jaguar)', async ({
    page,
  }) => {
    const info = page.waitForResponse((response) => response.url().includes('WPSCORE_getCustomerServiceScript'));
    await page.goto(`${tenantOrigin('jaguar')}/m/home`);
    await info;
    await expect(page.getByTestId('service-widget')).toBeAttached();
    await expect(page.getByTestId('service-widget-toggle')).toHaveCount(0);
  });
});
