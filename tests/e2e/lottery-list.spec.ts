import { expect, loginAs, test } from './fixtures';
import { countCalls } from './support/accounts';
import { holdAppCode } from './support/app-code';
import { setSandboxTime } from './support/games';

test.describe('lottery list (001 §2 Lottery list screen)', () => {
  test('LOTT-01 LOTT-02 LOTT-04 LOTT-05 LOTT-07 LOTT-08 menu, items and a ticking countdown', async ({
    page,
    request,
    sandbox,
  }) => {
    // Away from any draw (70 s into a 3-minute period), so the countdowns are running rather than drawing.
    const period = 3 * 60_000;
    await setSandboxTime(request, sandbox, (Math.floor(Date.now() / period) + 1) * period + 70_000);
    await page.goto('/m/lottery');
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveText([
      'Populares',
      'Favoritos',
      'Fast lottery',
      'Vietnam lottery',
      'Keno',
    ]);
    const row = page.getByTestId('lottery-FAST3');
    await expect(row).toContainText('Fast 3 minutes');
    await expect(row).toContainText(/Sorteio \d{9,}/);
    await expect(row).toContainText(/Último resultado: \d{5}/);
    const timer = row.getByRole('timer');
    await expect(timer).toHaveText(/^\d+:\d{2}:\d{2}$/);
    const first = await timer.innerText();
    await expect(timer).not.toHaveText(first, { timeout: 3000 });
    await page.getByRole('tab', { name: 'Keno' }).click();
    await expect(page.getByTestId('lottery-KENO1')).toContainText(/Último resultado: \d{2}(?!\d)/);
  });

  test('LOTT-09 LOTT-11 LOTT-12 countdown turns near, then drawing at zero, then picks up the next issue', async ({
    page,
    request,
    sandbox,
  }) => {
    test.setTimeout(45_000);
    const minute = 60_000;
    const boundary = (Math.floor(Date.now() / minute) + 3) * minute;
    await setSandboxTime(request, sandbox, boundary - 5000 - 8000); // FAST1 locks 5 s before its draw: 8 s left
    await page.goto('/m/lottery');
    const row = page.getByTestId('lottery-FAST1');
    const issue = (await row.getByText(/Sorteio \d+/).innerText()).trim();
    await expect(row.getByRole('timer')).toHaveAttribute('data-state', 'near', { timeout: 6000 });
    await expect(row.getByRole('timer')).toHaveText('Sorteando…', { timeout: 6000 });
    await expect(row.getByText(/Sorteio \d+/)).not.toHaveText(issue, { timeout: 20_000 });
    await expect(row.getByRole('timer')).toHaveText(/^0:00:\d{2}$/);
  });

  test('LOTT-03 LOTT-15 LOTT-16 favourites toggle locally under LOTTFAV and move to the top', async ({ page }) => {
    await loginAs(page);
    await page.goto('/m/lottery');
    await page.getByRole('tab', { name: 'Vietnam lottery' }).click();
    const rows = page.getByRole('list', { name: 'Loterias' }).getByRole('listitem');
    await expect(rows.first()).toContainText('Hanoi VIP');
    await page.getByRole('button', { name: 'Adicionar Saigon VIP aos favoritos' }).click();
    await expect(rows.first()).toContainText('Saigon VIP');
    const stored = await page.evaluate(() => window.localStorage.getItem('LOTTFAV'));
    expect(stored).toContain('player1');
    await page.getByRole('tab', { name: 'Favoritos' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Saigon VIP');
  });

  test('ERR-19 a guest tapping a lottery heart is told to log in first, and nothing is stored', async ({ page }) => {
    await page.goto('/m/lottery');
    await page.getByRole('tab', { name: 'Vietnam lottery' }).click();
    await page.getByRole('button', { name: 'Adicionar Saigon VIP aos favoritos' }).click();
    await expect(page.getByRole('alert')).toHaveText('Faça login primeiro');
    await expect(page.getByRole('button', { name: 'Adicionar Saigon VIP aos favoritos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page).toHaveURL(/\/m\/lottery$/);
    expect(await page.evaluate(() => window.localStorage.getItem('LOTTFAV'))).toBeNull();
  });

  test('SPEED-29 SPEED-30 the first rows paint from the answer the shell asked for, before the app code, which asks nothing twice', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    const menuCalls = countCalls(page, '/games/game_menu');
    await page.goto('/m/lottery', { waitUntil: 'domcontentloaded' });
    const drawn = page.locator('[data-fv="lottery"] [data-fa="drawn"]');
    await expect(drawn.locator('strong').first()).toHaveText('Fast 1 minute');
    await expect(drawn).toContainText('Fast 3 minutes');
    await expect(drawn).toContainText(/Sorteio \d{9,} · Último resultado: \d{5}/);
    await expect(page.getByTestId('lottery-FAST3')).toHaveCount(0);

    release();
    // The app's own row, its countdown running (or, in the few seconds a three-minute issue is drawn, saying so).
    await expect(page.getByTestId('lottery-FAST3').getByRole('timer')).toHaveText(/^(\d+:\d{2}:\d{2}|Sorteando…)$/);
    await expect(drawn).toHaveCount(0);
    expect(menuCalls.count).toBe(1);
  });

  test('LAUNCH-01 LAUNCH-02 launching a lottery opens the returned game URL; guests go to the login', async ({
    page,
  }) => {
    await page.goto('/m/lottery');
    await page.getByTestId('lottery-FAST3').getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/login/);
    await loginAs(page);
    await page.goto('/m/lottery');
    await page.getByTestId('lottery-FAST3').getByRole('button').first().click();
    await expect(page).toHaveURL(/\/sandbox-game\/play/);
    await expect(page.getByRole('heading')).toHaveText('Lottery FAST3 (betting)');
  });
});
