import { expect, loginAs, test } from './fixtures';
import { setAnnouncements } from './support/games';

test.describe('home widgets (001 §2 Home)', () => {
  test('NOTICE-01 NOTICE-03 the marquee shows announcement titles and opens /m/notice', async ({ page }) => {
    await page.goto('/m/home');
    const marquee = page.getByTestId('home-marquee');
    await expect(marquee).toContainText('System maintenance');
    await marquee.click();
    await expect(page).toHaveURL(/\/m\/notice$/);
  });

  test('NOTICE-02 with no announcements the marquee shows the no-announcement text', async ({
    page,
    request,
    sandbox,
  }) => {
    await setAnnouncements(request, sandbox, { marquee: false });
    await page.goto('/m/home');
    await expect(page.getByTestId('home-marquee')).toHaveText('Nenhum anúncio');
  });

  test('POPUP-01 POPUP-10 POPUP-11 POPUP-14 POPUP-15 POPUP-16 HOME-02 guest popup on home shows B entries and stays closed after closing', async ({
    page,
    request,
    sandbox,
  }) => {
    await setAnnouncements(request, sandbox, { popups: true });
    await page.goto('/m/home');
    const popup = page.getByTestId('announcement-popup');
    await expect(popup).toContainText('Daily reward');
    await expect(popup).not.toContainText('Welcome to the');
    await popup
      .getByRole('button', { name: /Fechar|Close/ })
      .first()
      .click();
    await expect(popup).toHaveCount(0);
    const stored = await page.evaluate(() => window.localStorage.getItem('SHELL_PU_B'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      show: false,
      data: [expect.stringContaining('Daily reward,') as unknown],
    });
    await page.reload();
    await expect(page.getByTestId('home-marquee')).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(popup).toHaveCount(0);
  });

  test('POPUP-07 POPUP-10 logged-in users see A entries (SHELL_PU_A) and the go-to button opens the reward centre', async ({
    page,
    request,
    sandbox,
  }) => {
    await setAnnouncements(request, sandbox, { popups: true });
    await loginAs(page);
    await page.goto('/m/home');
    const popup = page.getByTestId('announcement-popup');
    await expect(popup).toContainText('Welcome to the');
    await expect(popup.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await popup.getByRole('button', { name: 'Ir para recompensas' }).click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    expect(await page.evaluate(() => window.localStorage.getItem('SHELL_PU_A'))).toContain('"show":false');
  });

  test('POPUP-02 POPUP-03 POPUP-04 the popup pages one entry at a time, bounded, and closes with its animation', async ({
    page,
    request,
    sandbox,
  }) => {
    await setAnnouncements(request, sandbox, { popups: true, extraPopups: 2 });
    await page.goto('/m/home');
    const popup = page.getByTestId('announcement-popup');
    await expect(popup).toContainText('Daily reward');
    await expect(popup.getByTestId('announcement-popup-position')).toHaveText('1 de 3');
    await expect(popup.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await popup.getByRole('button', { name: 'Próximo' }).click();
    await expect(popup).toContainText('Extra notice number 1.');
    await popup.getByRole('button', { name: 'Próximo' }).click();
    await expect(popup).toContainText('Extra notice number 2.');
    await expect(popup.getByRole('button', { name: 'Próximo' })).toBeDisabled();
    await popup.getByRole('button', { name: 'Anterior' }).click();
    await expect(popup.getByTestId('announcement-popup-position')).toHaveText('2 de 3');
    const mask = page.getByTestId('announcement-popup-mask');
    // The closing animation is a CSS animation on the mask, named while it runs.
    const animated = mask.evaluate(
      (element) =>
        new Promise<string>((resolve) => {
          const observer = new MutationObserver(() => {
            if (element.getAttribute('data-closing') === 'true') resolve(getComputedStyle(element).animationName);
          });
          observer.observe(element, { attributes: true });
        }),
    );
    await popup
      .getByRole('button', { name: /Fechar|Close/ })
      .first()
      .click();
    expect(await animated).not.toBe('none');
    await expect(popup).toHaveCount(0);
  });

  test('POPUP-09 POPUP-13 a changed list is evaluated again and shows after an earlier close', async ({
    page,
    request,
    sandbox,
  }) => {
    await setAnnouncements(request, sandbox, { popups: true });
    await page.goto('/m/home');
    const popup = page.getByTestId('announcement-popup');
    await expect(popup).toContainText('Daily reward');
    await popup
      .getByRole('button', { name: /Fechar|Close/ })
      .first()
      .click();
    await expect(popup).toHaveCount(0);
    await setAnnouncements(request, sandbox, { extraPopups: 1 });
    // The language change refetches the announcements; the new list differs from the stored one.
    await page.getByTestId('language-switch').selectOption('EN');
    await expect(popup).toContainText('Daily reward');
    await expect(popup.getByTestId('announcement-popup-position')).toHaveText('1 of 2');
  });
});
