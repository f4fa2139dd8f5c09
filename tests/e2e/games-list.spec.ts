import { expect, loginAs, test } from './fixtures';
import { countCalls } from './support/accounts';
import { holdAppCode } from './support/app-code';
import { expectLoadedGames, gameTiles, loginAsFreshPlayer, scrollUntilLoaded } from './support/games';

test.describe('game list (001 §2 Slot / fishing game list)', () => {
  test('GLIST-01 GLIST-02 GLIST-03 GLIST-04 classify tabs per type', async ({ page }) => {
    await page.goto('/m/gameList?gameType=RNG');
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveText([
      'Todos',
      'Novos',
      'Favoritos',
      'Populares',
      'Slots',
      'Megaways',
      'Jackpot',
      'Classic',
    ]);
    await page.goto('/m/gameList?gameType=PVP');
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveText(['Todos', 'Favoritos', 'Populares']);
    await page.goto('/m/gameList?gameType=FISH');
    await expect(gameTiles(page).first()).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
  });

  test('SPEED-29 SPEED-30 a member first tiles paint from the answer the shell asked for with the session, before the app code, which asks nothing twice', async ({
    page,
  }) => {
    await loginAs(page);
    const release = await holdAppCode(page);
    const listCalls = countCalls(page, '/GCSGAME_gameList');
    // The address home's and the menu's links open (the type in the address, as the app reads it).
    await page.goto('/m/gameList?gameType=RNG', { waitUntil: 'domcontentloaded' });
    const drawn = page.locator('[data-fv="gameList"] [data-fa="drawn"]');
    await expect(drawn.locator('.lby-fa-tile')).toHaveCount(9);
    await expect(drawn.locator('.lby-fa-tile').first()).toHaveText('Hot 777 Deluxe');
    await expect(drawn.locator('img').first()).toHaveAttribute('src', /\/m\/cdn\/games\/.+\.png$/);
    await expect(gameTiles(page)).toHaveCount(0);

    release();
    await expect(gameTiles(page).first()).toContainText('Hot 777 Deluxe');
    await expect(drawn).toHaveCount(0);
    expect(listCalls.count).toBe(1);
    // An address asking for another list (FIND-03: searched for words) is left to the app.
    await page.goto('/m/gameList?gameType=RNG&gameName=Lucky');
    await expect(gameTiles(page).first()).toContainText('Lucky Gems');
    await expect(page.locator('[data-fa="drawn"]')).toHaveCount(0);
  });

  test('GLIST-08 GLIST-10 GLIST-11 GLIST-12 infinite scroll appends pages of 26 through at least 3 pages', async ({
    page,
  }) => {
    await page.goto('/m/gameList?gameType=RNG');
    await expectLoadedGames(page, 26);
    await expect(gameTiles(page).first().locator('img')).toHaveAttribute('src', /\/m\/cdn\/games\/.+\.png$/);
    for (const count of [52, 78]) await scrollUntilLoaded(page, count);
  });

  test('SPEED-15 every icon on screen shows, on the first screen and after a scroll; icons start in their turn, not with their rows', async ({
    page,
  }) => {
    // What a player sees: each tile in view shows its drawn icon, not an empty box.
    const iconsInView = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('[role="list"] [role="listitem"] img')]
          .filter((icon) => {
            const box = icon.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          })
          .map((icon) => ({ shown: icon.complete && icon.naturalWidth > 0, src: icon.getAttribute('src') ?? '' })),
      );
    await page.goto('/m/gameList?gameType=RNG');
    await expectLoadedGames(page, 26);
    await expect(async () => {
      const icons = await iconsInView();
      expect(icons.length).toBeGreaterThan(6);
      expect(icons.every((icon) => icon.shown && /\/m\/cdn\/games\/.+\.png$/.test(icon.src))).toBe(true);
    }).toPass();
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 1800);
    await expect(async () => {
      const icons = await iconsInView();
      expect(icons.length).toBeGreaterThan(6);
      expect(icons.every((icon) => icon.shown)).toBe(true);
    }).toPass();
    // The pacer starts them in turn: the rows a scroll brings in have no icon started in the task that renders them.
    const startedWithTheirRows = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const list = document.querySelector('[role="list"]');
          if (!list) return resolve(-1);
          const before = new Set(list.querySelectorAll('img'));
          const watcher = new MutationObserver(() => {
            const added = [...list.querySelectorAll('img')].filter((icon) => !before.has(icon));
            if (added.length < 3) return;
            watcher.disconnect();
            resolve(added.filter((icon) => icon.getAttribute('src') !== null).length);
          });
          watcher.observe(list, { childList: true, subtree: true });
          window.scrollBy(0, 900);
        }),
    );
    expect(startedWithTheirRows).toBe(0);
  });

  test('GLIST-06 GLIST-07 GLIST-15 search on Enter, empty state, tab change clears the search', async ({ page }) => {
    await page.goto('/m/gameList?gameType=RNG');
    await expectLoadedGames(page, 26);
    const search = page.getByRole('searchbox');
    await search.fill('zzzz-no-such-game');
    await expectLoadedGames(page, 26);
    await search.press('Enter');
    await expect(page.getByText(/Sem dados|No data/)).toBeVisible();
    await search.fill('Dragon');
    await search.press('Enter');
    await expect(gameTiles(page).first()).toContainText('Dragon');
    await page.getByRole('tab', { name: 'Populares' }).click();
    await expect(search).toHaveValue('');
    await expect(gameTiles(page).first()).toBeVisible();
  });

  test('FAV-01 FAV-02 guests are sent to the login', async ({ page }) => {
    await page.goto('/m/gameList?gameType=RNG');
    await gameTiles(page)
      .first()
      .getByRole('button', { name: /favoritos|favourites/ })
      .click();
    await expect(page).toHaveURL(/\/m\/login/);
    await page.goto('/m/gameList?gameType=RNG');
    await page.getByRole('tab', { name: 'Favoritos' }).click();
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test('FAV-03 FAV-05 FAV-06 FAV-07 FAV-08 add and remove favourites', async ({ page, sandbox }) => {
    await loginAsFreshPlayer(page, sandbox);
    await page.goto('/m/gameList?gameType=LIVE');
    const first = gameTiles(page).first();
    const name = (await first.getByRole('button').first().innerText()).trim();
    await first.getByRole('button', { name: /Adicionar .* aos favoritos/ }).click();
    await expect(page.getByText('Adicionado aos favoritos')).toBeVisible();
    await expect(first.getByRole('button', { name: /Remover/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('tab', { name: 'Favoritos' }).click();
    await expectLoadedGames(page, 1);
    await expect(gameTiles(page).first()).toContainText(name);
    await gameTiles(page)
      .first()
      .getByRole('button', { name: /Remover/ })
      .click();
    await expect(page.getByText('Removido dos favoritos')).toBeVisible();
    await expect(gameTiles(page)).toHaveCount(0);
  });

  test('LAUNCH-03 tapping a game launches it to the sandbox game page', async ({ page }) => {
    await loginAs(page);
    await page.goto('/m/gameList?gameType=FISH');
    const first = gameTiles(page).first();
    const name = (await first.getByRole('button').first().innerText()).trim();
    await first.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/sandbox-game\/play/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
  });
});
