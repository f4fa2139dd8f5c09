import { describe, expect, it } from 'vitest';
import { envelope, sandboxForFile } from '../test-support.ts';
import { GAME_CATALOGUE, GAME_CATEGORIES, VENDORS } from '../seed/games.ts';
import { LOTTERIES } from '../seed/lotteries.ts';
import { lotteryItem } from './lottery.ts';

const sandbox = sandboxForFile();

interface GamePage {
  games: { nodeId: string; gameName: string; vassalage: string; gameType: string; iconUrl: string; isNew: boolean }[];
  pageNum: number;
  totalPages: number;
}

describe('game catalogue (CALL-24, GLIST-10)', () => {
  it('holds at least 600 games across at least 12 vendors and every category', () => {
    expect(GAME_CATALOGUE.length).toBeGreaterThanOrEqual(600);
    expect(VENDORS.length).toBeGreaterThanOrEqual(12);
    for (const category of GAME_CATEGORIES)
      expect(GAME_CATALOGUE.some((game) => game.gameType === category)).toBe(true);
  });

  it('GLIST-10 pages the game list by 26 with pageNum and totalPages and filters by type, vendor, name and isNew', async () => {
    const first = envelope<GamePage>(
      await sandbox.call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=26' }),
    ).value;
    expect(first.games).toHaveLength(26);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBeGreaterThanOrEqual(3);
    expect(first.games.every((game) => game.gameType === 'RNG')).toBe(true);
    const second = envelope<GamePage>(
      await sandbox.call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=2&pageSize=26' }),
    ).value;
    expect(second.games[0]?.nodeId).not.toBe(first.games[0]?.nodeId);
    const vendor = envelope<GamePage>(
      await sandbox.call({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PGS&isNew=true' }),
    ).value;
    expect(vendor.games.length).toBeGreaterThan(0);
    expect(vendor.games.every((game) => game.vassalage === 'PGS' && game.isNew)).toBe(true);
    const name = first.games[0]?.gameName ?? '';
    const search = envelope<GamePage>(
      await sandbox.call({ url: `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(name)}` }),
    ).value;
    expect(search.games.map((game) => game.gameName)).toContain(name);
  });

  it('REL-06 answers the hot games of a type as JSON, the same text at every request', async () => {
    const url = '/wps/relay/GCSGAME_hotGamesV2?gameType=RNG';
    const first = await sandbox.call({ url });
    const again = await sandbox.call({ url });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const hot = envelope<GamePage['games']>(first).value;
    const expected = GAME_CATALOGUE.filter((game) => game.isHot && game.gameType === 'RNG');
    expect(hot.map((game) => game.nodeId)).toEqual(expected.map((game) => game.nodeId));
    expect(again.body).toBe(first.body);
  });

  it('serves a generated, cacheable PNG icon per game', async () => {
    const game = GAME_CATALOGUE[0];
    expect(game?.iconUrl).toMatch(/\.png$/);
    const response = await sandbox.call({ url: game?.iconUrl ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('max-age');
  });
});

describe('favourites, recent games and launch (FAV-03, FAV-04, LAUNCH-03, LAUNCH-04)', () => {
  it('FAV-03 FAV-04 adds and removes a favourite per member and answers success', async () => {
    const headers = { authorization: await sandbox.token() };
    const add = await sandbox.call({
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      method: 'POST',
      headers,
      payload: { nodeId: 'PGS-RNG-001', vendor: 'PGS' },
    });
    expect(envelope(add).value).toEqual({ success: true });
    const ids = envelope<string[]>(await sandbox.call({ url: '/wps/relay/MCSFE_getFavoriteGames', headers })).value;
    expect(ids).toContain('PGS-RNG-001');
    const list = envelope<{ content: { nodeId: string }[] }>(
      await sandbox.call({ url: '/wps/relay/MCSFE_getFavoriteGamesList?gameType=RNG', headers }),
    ).value;
    expect(list.content.map((game) => game.nodeId)).toContain('PGS-RNG-001');
    const remove = await sandbox.call({
      url: '/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=PGS-RNG-001&vendor=PGS',
      method: 'DELETE',
      headers,
    });
    expect(envelope(remove).value).toEqual({ success: true });
    const again = await sandbox.call({
      url: '/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=PGS-RNG-001&vendor=PGS',
      method: 'DELETE',
      headers,
    });
    expect(envelope(again).value).toEqual({ success: false });
  });

  it('FAV-01 refuses favourites without a session', async () => {
    const response = await sandbox.call({
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      method: 'POST',
      payload: { nodeId: 'PGS-RNG-001' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('LAUNCH-03 LAUNCH-04 launches to an http sandbox game page and records the recent game', async () => {
    const headers = { authorization: await sandbox.token() };
    const launch = envelope<{ gameUrl: string }>(
      await sandbox.call({ url: '/wps/game/launchGame?nodeId=BGS-FISH-002&vendor=BGS&roomId=x', headers }),
    ).value;
    expect(launch.gameUrl).toMatch(/^http:\/\/.+\/sandbox-game\/play\?/);
    const page = await sandbox.call({ url: new URL(launch.gameUrl).pathname + new URL(launch.gameUrl).search });
    expect(page.body).toContain('<h1>');
    await sandbox.call({ url: '/wps/relay/GCS_recentGame?nodeId=BGS-FISH-002', headers });
    const recent = envelope<{ content: { nodeId: string }[] }>(
      await sandbox.call({ url: '/wps/relay/GCS_recentGameList', headers }),
    ).value;
    expect(recent.content[0]?.nodeId).toBe('BGS-FISH-002');
  });
});

describe('lottery clock (LOTT-04, LOTT-06, LOTT-11)', () => {
  it('advances the issue number and remaining time with the clock', () => {
    const game = LOTTERIES[0];
    if (!game) throw new Error('no lottery');
    const t0 = Date.UTC(2026, 0, 1, 10, 0, 10);
    const a = lotteryItem(game, t0);
    const b = lotteryItem(game, t0 + game.periodMs);
    expect(b.numero).not.toBe(a.numero);
    expect(a.remainTime).toBe(game.periodMs - 10_000 - game.lockMs);
    expect(a.previousWinningNumber).toContain('~');
  });

  it('LOTT-06 answers the lottery menu by category and moves with the control clock', async () => {
    type Menu = { labelName: string; gameMenus: { gameCode: string; numero: string; remainTime: number }[] }[];
    const before = envelope<Menu>(
      await sandbox.call({ url: '/lgw/vn/games/game_menu?prizeMode=Lott', cookies: { lobby_scope: 'lott' } }),
    ).value;
    expect(before.length).toBeGreaterThanOrEqual(3);
    await sandbox.control('POST', 'clock', { offsetMs: 10 * 60_000 }, 'lott');
    const after = envelope<Menu>(
      await sandbox.call({ url: '/lgw/vn/games/game_menu?prizeMode=Lott', cookies: { lobby_scope: 'lott' } }),
    ).value;
    const fast = (menu: Menu) => menu.flatMap((group) => group.gameMenus).find((game) => game.gameCode === 'FAST1');
    expect(fast(after)?.numero).not.toBe(fast(before)?.numero);
  });

  it('answers banners, marquee, popups (off in test mode until a scope turns them on) and hot matches', async () => {
    type Popups = { popup: unknown[] };
    expect(
      envelope<Popups>(
        await sandbox.call({ url: '/wps/relay/MCSFE_getListAnnouncements', cookies: { lobby_scope: 'ann' } }),
      ).value.popup,
    ).toEqual([]);
    await sandbox.control('POST', 'announcements', { popups: true }, 'ann');
    const { value } = envelope<{
      banners: unknown[];
      player: unknown[];
      popup: { execution: string }[];
      hot: unknown[];
    }>(
      await sandbox.call({
        url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,H',
        cookies: { lobby_scope: 'ann' },
      }),
    );
    expect(value.banners.length).toBeGreaterThan(1);
    expect(value.player.length).toBeGreaterThan(0);
    expect(value.popup.map((item) => item.execution).sort()).toEqual(['A', 'B', 'F']);
    expect(value.hot.length).toBeGreaterThan(1);
  });
});

describe('popular games, lobby news and announcement controls (CALL-46)', () => {
  it('CALL-46 /lgw/games/popular answers the hot lotteries of both kinds and GLS2_lobbyNews the news titles', async () => {
    const popular = envelope<{ gameCode: string; prizeMode: string; numero: string }[]>(
      await sandbox.call({ url: '/lgw/games/popular?language=PT' }),
    ).value;
    expect(popular.map((game) => game.gameCode).sort()).toEqual(
      LOTTERIES.filter((game) => game.hot)
        .map((game) => game.gameCode)
        .sort(),
    );
    expect(new Set(popular.map((game) => game.prizeMode))).toEqual(new Set(['Lott', 'Elott']));
    const news = envelope<{ id: number; title: string; publishTime: number }[]>(
      await sandbox.call({ url: '/wps/relay/GLS2_lobbyNews?language=PT' }),
    ).value;
    expect(news.length).toBeGreaterThan(0);
    expect(news.every((item) => item.title !== '' && Number.isFinite(item.publishTime))).toBe(true);
  });

  it('extraPopups adds guest popups and hotMatches limits the matches, per scope (the lobby_scope cookie of platform calls)', async () => {
    const scope = 'games-controls';
    expect(
      (await sandbox.control('POST', 'announcements', { popups: true, extraPopups: 2, hotMatches: 1 }, scope))
        .statusCode,
    ).toBe(200);
    const answer = envelope<{ popup: { execution: string }[]; hot: unknown[] }>(
      await sandbox.call({
        url: '/wps/relay/MCSFE_getListAnnouncements?types=PU,H',
        headers: { cookie: `lobby_scope=${scope}` },
      }),
    ).value;
    expect(answer.popup.filter((popup) => popup.execution === 'B')).toHaveLength(3);
    expect(answer.hot).toHaveLength(1);
    expect((await sandbox.control('POST', 'announcements', { extraPopups: 99 }, scope)).statusCode).toBe(400);
  });
});
