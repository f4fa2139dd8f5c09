import { expect, test } from './fixtures';
import { setAnnouncements } from './support/games';

test.describe('home banner carousel (001 §2 Home banner carousel)', () => {
  test('BANNER-01 BANNER-03 BANNER-04 BANNER-05 BANNER-06 several banners loop and autoplay with dots', async ({ page }) => {
    await page.goto('/m/home');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel).toHaveAttribute('data-autoplay', 'on');
    await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(3);
    await expect(carousel.locator('.swiper-slide-active img')).toHaveAttribute('src', /welcome\.svg$/);
    await expect(carousel.locator('.swiper-slide-active img')).toHaveAttribute('src', /slots\.svg$/, { timeout: 8000 });
  });

  test('BANNER-02 BANNER-07 one banner: no autoplay, no dots, a click runs its action', async ({ page, request, sandbox }) => {
    await setAnnouncements(request, sandbox, { banners: 1 });
    await page.goto('/m/home');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Welcome bonus' }).click();
    // The banner leads to /m/rewardCenter, which asks a guest to log in first.
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FrewardCenter$/);
  });
});
