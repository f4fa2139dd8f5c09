import { expect, tenantOrigin, test } from './fixtures';
import { homeCarouselOfOne, shownSlide } from './support/games';

test.describe('home banner carousel (001 §2 Home banner carousel)', () => {
  test('BANNER-01 BANNER-03 BANNER-04 BANNER-05 BANNER-06 several banners loop and autoplay with dots', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel).toHaveAttribute('data-autoplay', 'on');
    await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(3);
    await expect(carousel.locator('.swiper-slide-active img')).toHaveAttribute('src', /pt-welcome\.png$/);
    await expect.poll(() => shownSlide(carousel)).toBe('0');
    // BANNER-04: the next banner shows after 5 s, and its dot is the lit one (BANNER-06).
    await expect.poll(() => shownSlide(carousel), { timeout: 8000 }).toBe('1');
    await expect(carousel.locator('[data-swiper-slide-index="1"] img')).toHaveAttribute('src', /pt-slots\.png$/);
    await expect(carousel.locator('.swiper-pagination-bullet').nth(1)).toHaveCSS('opacity', '1');
    await expect(carousel.locator('.swiper-pagination-bullet').nth(0)).not.toHaveCSS('opacity', '1');
    // BANNER-03: after the third it loops to the first.
    await expect.poll(() => shownSlide(carousel), { timeout: 8000 }).toBe('2');
    await expect.poll(() => shownSlide(carousel), { timeout: 8000 }).toBe('0');
  });

  test('BANNER-04 BANNER-05 SPEED-03 a swipe starts from the banner shown, autoplay goes on after it, and a tap opens the banner shown', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const carousel = page.getByTestId('banner-carousel');
    // The first turn comes once the carousel's code has taken over the stamped banner: later on a busy machine.
    await expect.poll(() => shownSlide(carousel), { timeout: 15_000 }).toBe('1');
    const box = await carousel.boundingBox();
    if (!box) throw new Error('no banner carousel box');
    // A swipe towards the start: Swiper takes over from the banner shown and moves one on.
    await page.mouse.move(box.x + box.width - 30, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
    await page.mouse.move(box.x + 30, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(carousel.locator('.swiper-slide-active')).toHaveAttribute('data-swiper-slide-index', '2');
    await expect.poll(() => shownSlide(carousel)).toBe('2');
    // BANNER-05: autoplay keeps running after the swipe.
    await expect.poll(() => shownSlide(carousel), { timeout: 9000 }).toBe('0');
    await expect.poll(() => shownSlide(carousel), { timeout: 8000 }).toBe('1');
    // A tap lands on the banner the player sees (the second leads to the slots list).
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
  });

  test('BANNER-02 BANNER-07 one banner: no autoplay, no dots, a click runs its action', async ({
    page,
    request,
    sandbox,
  }) => {
    const carousel = await homeCarouselOfOne(page, request, sandbox, 'banners');
    await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Bônus de boas-vindas' }).click();
    // The banner leads to /m/rewardCenter, which asks a guest to log in first.
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FrewardCenter$/);
  });

  test('POLISH-10 each tenant shows the banners its build drew from its brand, and the dots take its brand colour', async ({
    page,
  }) => {
    const rgb = (hex: string) => {
      const value = Number.parseInt(hex.trim().slice(1, 7), 16);
      return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
    };
    for (const [origin, language] of [
      ['', 'pt'],
      [tenantOrigin('aurora'), 'en'],
    ] as const) {
      await page.goto(`${origin}/m/home`);
      const carousel = page.getByTestId('banner-carousel');
      const image = carousel.locator('.swiper-slide-active img');
      await expect(image).toHaveAttribute('src', new RegExp(`^/m/brand/banners/${language}-welcome\\.png$`));
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBe(750);
      const brand = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--lby-color-bg-brand'),
      );
      await expect(carousel.locator('.swiper-pagination-bullet-active')).toHaveCSS('background-color', rgb(brand));
    }
  });
});
