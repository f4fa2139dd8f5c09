import { expect, test } from './fixtures';
import { expectLoadedGames, gameTiles, loadedGameCount, loginAsFreshPlayer } from './support/games';

const filterButton = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /^(Provedores|Providers)$/ });
const panel = (page: import('@playwright/test').Page) => page.getByTestId('game-filter');
const tileIcons = (page: import('@playwright/test').Page) =>
  gameTiles(page)
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));

test.describe('game filter panel (001 §2 Game filter panel)', () => {
  test('GLIST-18 GLIST-19 GLIST-21 GLIST-22 GLIST-24 RNG: vendor chips with icons, game type and minimum bet; submit reloads from page 1', async ({
    page,
  }) => {
    await page.goto('/m/gameList?gameType=RNG');
    await expectLoadedGames(page, 26);
    await filterButton(page).click();
    const vendors = panel(page).getByRole('group', { name: 'Provedores' });
    await expect(vendors.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    await expect(vendors.getByRole('button', { name: 'PG Star' }).locator('img')).toHaveAttribute(
      'src',
      '/m/cdn/vendors/PGS.png',
    );
    await expect(vendors.getByRole('button', { name: 'Evo Live' })).toHaveCount(0);
    await expect(panel(page).getByRole('group', { name: 'Aposta mínima' }).getByRole('button')).toHaveText([
      'Todos',
      '0.01',
      '0.05',
      '0.1',
      '0.5',
      '0.75',
    ]);
    await expect(panel(page).getByRole('group', { name: 'Tipo de jogo' }).getByRole('button')).toHaveText([
      'Todos',
      'Slots',
      'Megaways',
      'Jackpot',
      'Classic',
    ]);
    await vendors.getByRole('button', { name: 'PG Star' }).click();
    await panel(page).getByRole('group', { name: 'Aposta mínima' }).getByRole('button', { name: '0.5' }).click();
    const reload = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        url.pathname.endsWith('GCSGAME_gameList') &&
        url.searchParams.get('vassalage') === 'PGS' &&
        url.searchParams.get('minBet') === '0.5' &&
        url.searchParams.get('pageNo') === '1'
      );
    });
    await panel(page).getByRole('button', { name: 'Aplicar' }).click();
    await reload;
    await expect(panel(page)).toHaveCount(0);
    // The chosen vendor's icon (mobileSmallIcon of the filter state) marks the button.
    await expect(filterButton(page).locator('img')).toHaveAttribute('src', '/m/cdn/vendors/PGS.png');
    await expect(gameTiles(page).first()).toBeVisible();
    // SPEED-15: the icons below the first rows start one a frame.
    await expect(async () =>
      expect((await tileIcons(page)).every((src) => src.includes('/PGS-RNG-'))).toBe(true),
    ).toPass();
  });

  test('GLIST-20 GLIST-23 a selected chip toggles off; reset restores all vendors, types and bets', async ({
    page,
  }) => {
    await page.goto('/m/gameList?gameType=RNG');
    await filterButton(page).click();
    const chip = panel(page).getByRole('button', { name: 'Jili Lite' });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(
      panel(page).getByRole('group', { name: 'Provedores' }).getByRole('button', { name: 'Todos' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await chip.click();
    await panel(page).getByRole('group', { name: 'Tipo de jogo' }).getByRole('button', { name: 'Jackpot' }).click();
    await panel(page).getByRole('group', { name: 'Aposta mínima' }).getByRole('button', { name: '0.05' }).click();
    await panel(page).getByRole('button', { name: 'Redefinir' }).click();
    for (const group of ['Provedores', 'Tipo de jogo', 'Aposta mínima']) {
      await expect(
        panel(page).getByRole('group', { name: group }).getByRole('button', { name: 'Todos' }),
      ).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
  });

  test('GLIST-25 GLIST-26 other games list every category but ELOTT; LOTT opens the lottery, others their list; non-RNG chips apply at once', async ({
    page,
  }) => {
    await page.goto('/m/gameList?gameType=LIVE');
    await filterButton(page).click();
    await expect(panel(page).getByRole('group', { name: 'Tipo de jogo' })).toHaveCount(0);
    const others = panel(page).getByRole('navigation', { name: 'Outros jogos' }).getByRole('link');
    await expect(others).toHaveText([
      'Slots',
      'Pesca',
      'Cassino ao vivo',
      'Cartas',
      'Esportes',
      'Esports',
      'Loteria',
      'Jogos da casa',
      'Rinha de galo',
    ]);
    await panel(page).getByRole('button', { name: 'Evo Live' }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(gameTiles(page).first()).toBeVisible();
    // SPEED-15: the icons below the first rows start one a frame.
    await expect(async () =>
      expect((await tileIcons(page)).every((src) => src.includes('/EVO-LIVE-'))).toBe(true),
    ).toPass();
    await filterButton(page).click();
    await panel(page).getByRole('link', { name: 'Pesca' }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=FISH$/);
    await expect(gameTiles(page).first().locator('img')).toHaveAttribute('src', /-FISH-/);
    await filterButton(page).click();
    await panel(page).getByRole('link', { name: 'Loteria' }).click();
    await expect(page).toHaveURL(/\/m\/lottery$/);
  });

  test('GLIST-17 CALL-27 I18N-07 the hot-only variant loads hot games with the provider filter', async ({ page }) => {
    const hotCall = page.waitForRequest((request) => request.url().includes('GCSGAME_hotGamesV2'));
    await page.goto('/m/gameList?gameType=RNG&hot=1');
    const query = new URL((await hotCall).url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      isPlatform: '2',
      platform: 'html5',
      gameType: 'RNG',
      language: 'PT',
    });
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(gameTiles(page).first()).toBeVisible();
    const all = await loadedGameCount(page);
    await filterButton(page).click();
    await panel(page).getByRole('button', { name: 'BG Soft' }).click();
    await panel(page).getByRole('button', { name: 'Aplicar' }).click();
    await expect(async () => {
      const icons = await tileIcons(page);
      expect(icons.length).toBeGreaterThan(0);
      expect(icons.length).toBeLessThan(all);
      expect(icons.every((src) => src.includes('/BGS-RNG-'))).toBe(true);
    }).toPass();
  });

  test('GLIST-05 CONST-04 CALL-28 each tab runs its query: All list, New isNew, Favorites the favourite list, Hot the hot games', async ({
    page,
    sandbox,
  }) => {
    await loginAsFreshPlayer(page, sandbox);
    const listCall = page.waitForRequest((request) => request.url().includes('GCSGAME_gameList'));
    await page.goto('/m/gameList?gameType=RNG');
    expect(new URL((await listCall).url()).searchParams.get('isNew')).toBeNull();
    const newCall = page.waitForRequest(
      (request) =>
        request.url().includes('GCSGAME_gameList') && new URL(request.url()).searchParams.get('isNew') === 'true',
    );
    await page.getByRole('tab', { name: 'Novos' }).click();
    await newCall;
    const favouriteCall = page.waitForRequest((request) => request.url().includes('MCSFE_getFavoriteGamesList'));
    await page.getByRole('tab', { name: 'Favoritos' }).click();
    const favouriteQuery = new URL((await favouriteCall).url()).searchParams;
    expect(Object.fromEntries(favouriteQuery)).toMatchObject({
      pageNo: '1',
      pageSize: '26',
      gameType: 'RNG',
      language: 'PT',
    });
    const hotCall = page.waitForRequest((request) => request.url().includes('GCSGAME_hotGamesV2'));
    await page.getByRole('tab', { name: 'Populares' }).click();
    await hotCall;
    await expect(gameTiles(page).first()).toBeVisible();
  });

  test('ERR-17 GLIST-14 a failed page stops the pagination and says nothing; a single page never asks for more', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/m/gameList?gameType=RNG');
    await expectLoadedGames(page, 26);
    await sandbox.fault('/wps/relay/GCSGAME_gameList', 'http500', { times: 1 });
    const failed = page.waitForResponse(
      (response) => response.url().includes('GCSGAME_gameList') && response.status() === 500,
    );
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await failed;
    let later = 0;
    page.on('request', (request) => {
      if (request.url().includes('GCSGAME_gameList')) later += 1;
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(1500);
    expect(later).toBe(0);
    await expectLoadedGames(page, 26);
    await expect(page.locator('[data-toast-type]')).toHaveCount(0);

    // A search answering one page: scrolling to the bottom asks for nothing more (hasMore false).
    const name = (await gameTiles(page).first().getByRole('button').first().innerText()).trim();
    await page.getByRole('searchbox').fill(name);
    await page.getByRole('searchbox').press('Enter');
    await expect(gameTiles(page).first()).toContainText(name);
    await expect(async () => expect(await loadedGameCount(page)).toBeLessThan(26)).toPass();
    later = 0;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(1500);
    expect(later).toBe(0);
  });

  test('SESSION-21 SESSION-22 vendors and hot games are kept under allVasslage and gameHot and reused when the calls fail', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/m/gameList?gameType=RNG&hot=1');
    await expect(gameTiles(page).first()).toBeVisible();
    const hotCount = await loadedGameCount(page);
    await expect
      .poll(() => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('gameHot') ?? '{}') as object)))
      .toContain('RNG');
    await expect
      .poll(() =>
        page.evaluate(() =>
          (JSON.parse(localStorage.getItem('allVasslage') ?? '[]') as { vassalage: string }[]).map(
            (vendor) => vendor.vassalage,
          ),
        ),
      )
      .toContain('PGS');
    await sandbox.fault('/wps/relay/GCSGAME_getVassalage', 'http500', { times: 50 });
    await sandbox.fault('/wps/relay/GCSGAME_hotGamesV2', 'http500', { times: 50 });
    await page.reload();
    await expectLoadedGames(page, hotCount);
    await filterButton(page).click();
    await expect(panel(page).getByRole('button', { name: 'PG Star' })).toBeVisible();
  });

  test('GLIST-09 LAUNCH-03 LAUNCH-04 a tapped tile launches with the loading toast and joins the recent games', async ({
    page,
    sandbox,
  }) => {
    await loginAsFreshPlayer(page, sandbox);
    await page.goto('/m/gameList?gameType=PVP');
    const first = gameTiles(page).first();
    const name = (await first.getByRole('button').first().innerText()).trim();
    await sandbox.fault('/wps/game/launchGame', 'latency', { times: 1, delayMs: 1500 });
    const launchCall = page.waitForRequest((request) => request.url().includes('/wps/game/launchGame'));
    const recentCall = page.waitForRequest((request) => request.url().includes('GCS_recentGame?'));
    await first.getByRole('button').first().click();
    await expect(page.locator('[data-toast-type="loading"]')).toContainText('Carregando jogo');
    const launchQuery = new URL((await launchCall).url()).searchParams;
    expect(launchQuery.get('nodeId')).toMatch(/-PVP-/);
    expect(launchQuery.get('vendor')).toBeTruthy();
    expect(launchQuery.get('roomId')).toBeTruthy();
    await recentCall;
    await expect(page).toHaveURL(/\/sandbox-game\/play/);
    await page.goto('/m/home');
    await expect(page.getByRole('list', { name: 'Jogados recentemente' })).toContainText(name);
  });

  test('ROLE-02 a guest tapping a game tile goes to the login', async ({ page }) => {
    await page.goto('/m/gameList?gameType=FISH');
    await gameTiles(page).first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  });
});
