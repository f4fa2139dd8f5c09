import { expect, tenantOrigin, test } from './fixtures';
import { homeCarouselOfOne } from './support/games';

test.describe('home banner carousel (001 §2 Home banner carousel)', () => {
  test('BANNER-01 BANNER-03 BANNER-04 BANNER-05 BANNER-06 several banners loop and autoplay with dots', async ({ page }) => {
    await page.goto('/m/home');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel).toHaveAttribute('data-autoplay', 'on');
    await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(3);
    await expect(carousel.locator('.swiper-slide-active img')).toHaveAttribute('src', /pt-welcome\.png$/);
    await expect(carousel.locator('.swiper-slide-active img')).toHaveAttribute('src', /pt-slots\.png$/, { timeout: 8000 });
  });

  test('BANNER-02 BANNER-07 one banner: no autoplay, no dots, a click runs its action', async ({ page, request, sandbox }) => {
    const carousel = await homeCarouselOfOne(page, request, sandbox, 'banners');
    await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Bônus de boas-vindas' }).click();
    // The banner leads to /m/rewardCenter, which asks a guest to log in first.
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FrewardCenter$/);
  });

  test('POLISH-10 each tenant shows the banners its build drew from its brand, and the dots take its brand colour', async ({ page }) => {
    const rgb = (hex: string) => {
      const value = Number.parseInt(hex.trim().slice(1, 7), 16);
      return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
    };
    for (const [origin, language] of [['', 'pt'], [tenantOrigin('aurora'), 'en']] as const) {
      await page.goto(`${origin}/m/home`);
      const carousel = page.getByTestId('banner-carousel');
      const image = carousel.locator('.swiper-slide-active img');
      await expect(image).toHaveAttribute('src', new RegExp(`^/m/brand/banners/${language}-welcome\\.png$`));
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(750);
      const brand = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--lby-color-bg-brand'));
      await expect(carousel.locator('.swiper-pagination-bullet-active')).toHaveCSS('background-color', rgb(brand));
    }
  });
});
