import { describe, expect, it } from 'vitest';
import { GAME_CATALOGUE } from '../seed/games.ts';
import { envelope, sandboxForFile } from '../test-support.ts';

const sandbox = sandboxForFile();

interface Item {
  nodeId: string;
  gameName: string;
  vassalage: string;
  gameType: string;
  displayName: string;
  rtp: number | null;
  volatility: string | null;
  demo: boolean;
  jackpotId: string | null;
  isNew: boolean;
  isHot: boolean;
}

interface Search {
  keyword: string;
  totalCount: number;
  groups: { gameType: string; totalCount: number; games: Item[] }[];
  vendors: { vassalage: string; displayName: string; gameCount: number; mobileSmallIcon: string }[];
  suggestions: { keywords: string[]; games: Item[] };
}

const search = async (keyword: string, extra = '') =>
  envelope<Search>(
    await sandbox.call({ url: `/wps/relay/GCSGAME_searchGames?keyword=${encodeURIComponent(keyword)}${extra}` }),
  );

describe('search across every game type and vendor (issue 34)', () => {
  it('FIND-01 FIND-02 finds a game by a part of its name without accents or case, grouped by type', async () => {
    const answer = await search('PESCARIA dour');
    expect(answer.success).toBe(true);
    const fishing = answer.value.groups.find((group) => group.gameType === 'FISH');
    expect(fishing?.games.map((game) => game.gameName)).toContain('Pescária Dourada');
    // Every group holds only its type; the best match comes first.
    for (const group of answer.value.groups)
      expect(group.games.every((game) => game.gameType === group.gameType)).toBe(true);
    expect(answer.value.groups[0]?.games[0]?.gameName).toBe('Pescária Dourada');
    const plain = await search('pescaria');
    const names = plain.value.groups.flatMap((group) => group.games.map((game) => game.gameName));
    expect(names.length).toBeGreaterThan(1);
    expect(names.every((name) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes('pescaria'))).toBe(
      true,
    );
  });

  it('FIND-03 searches across vendors: a vendor by name, and a vendor with a word of a game', async () => {
    const vendor = await search('jili');
    expect(vendor.value.vendors.map((hit) => hit.vassalage)).toEqual(['JLI']);
    expect(vendor.value.vendors[0]?.mobileSmallIcon).toBe('/m/cdn/vendors/JLI.png');
    expect(vendor.value.groups.map((group) => group.gameType).sort()).toEqual(['FISH', 'PVP', 'RNG']);
    const narrowed = await search('jili pescaria');
    const games = narrowed.value.groups.flatMap((group) => group.games);
    expect(games.map((game) => game.gameName)).toContain('Pescária do Rei');
    expect(games.every((game) => game.vassalage === 'JLI' && game.gameType === 'FISH')).toBe(true);
  });

  it('FIND-01 answers at most `limit` games a type with the count of all of them, and a tile’s metadata', async () => {
    const answer = await search('golden', '&limit=3');
    const slots = answer.value.groups.find((group) => group.gameType === 'RNG');
    expect(slots?.games).toHaveLength(3);
    expect(slots?.totalCount).toBeGreaterThan(3);
    expect(answer.value.totalCount).toBe(answer.value.groups.reduce((sum, group) => sum + group.totalCount, 0));
    const game = slots?.games[0];
    expect(typeof game?.displayName).toBe('string');
    expect(typeof game?.demo).toBe('boolean');
    expect(game?.rtp).toBeGreaterThanOrEqual(94);
    expect(['LOW', 'MEDIUM', 'HIGH']).toContain(game?.volatility);
  });

  it('FIND-04 an empty result suggests what the query may have meant and popular games', async () => {
    const misspelt = await search('pescarai');
    expect(misspelt.value.totalCount).toBe(0);
    expect(misspelt.value.groups).toEqual([]);
    expect(misspelt.value.suggestions.keywords).toContain('pescaria');
    expect(misspelt.value.suggestions.games.length).toBeGreaterThan(2);
    const nonsense = await search('qxzqxz');
    expect(nonsense.value.suggestions.keywords).toEqual([]);
    expect(nonsense.value.suggestions.games.every((game) => game.isHot)).toBe(true);
    // A query that finds something suggests nothing.
    expect((await search('tigre')).value.suggestions).toEqual({ keywords: [], games: [] });
  });

  it('FIND-01 a query under two letters finds nothing without searching; one over 64 characters is refused', async () => {
    expect((await search(' a ')).value).toMatchObject({ totalCount: 0, groups: [], vendors: [] });
    const long = await sandbox.call({ url: `/wps/relay/GCSGAME_searchGames?keyword=${'x'.repeat(65)}` });
    expect(long.statusCode).toBe(400);
    expect(envelope(long).errorCode).toBe('request_param_err');
  });
});

describe('catalogue metadata, demo play and jackpots (issue 34)', () => {
  it('FIND-07 every game states its vendor name; slots their RTP and volatility; sports and lottery none', async () => {
    const page = envelope<{ games: Item[] }>(
      await sandbox.call({ url: '/wps/relay/GCSGAME_gameList?gameType=ALL&pageSize=200' }),
    ).value;
    expect(page.games.every((game) => game.displayName.length > 0)).toBe(true);
    const sports = GAME_CATALOGUE.filter((game) => game.gameType === 'SPORTS');
    expect(sports.every((game) => game.rtp === null && game.volatility === null && !game.demo)).toBe(true);
    const slots = GAME_CATALOGUE.filter((game) => game.gameType === 'RNG');
    expect(slots.every((game) => game.rtp !== null && game.rtp >= 94 && game.rtp < 98)).toBe(true);
    expect(new Set(slots.map((game) => game.volatility))).toEqual(new Set(['LOW', 'MEDIUM', 'HIGH']));
    expect(slots.some((game) => game.jackpotId !== null)).toBe(true);
  });

  it('FIND-10 a guest opens a demo without a session; the game page says it is a demo; no demo where the vendor has none', async () => {
    const demo = envelope<{ gameUrl: string }>(
      await sandbox.call({ url: '/wps/relay/GCS_gameTrialLaunch?nodeId=BGS-FISH-001&vendor=BGS' }),
    );
    expect(demo.success).toBe(true);
    const url = new URL(demo.value.gameUrl);
    expect(url.pathname).toBe('/sandbox-game/play');
    expect(url.searchParams.get('mode')).toBe('demo');
    const page = await sandbox.call({ url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('<h1>Pescária Dourada</h1>');
    expect(page.body).toContain('DEMO');
    for (const nodeId of ['EVO-LIVE-001', 'SXB-SPORTS-001', 'NO-SUCH-GAME']) {
      const refused = envelope(await sandbox.call({ url: `/wps/relay/GCS_gameTrialLaunch?nodeId=${nodeId}` }));
      expect(refused.success, nodeId).toBe(false);
      expect(refused.errorCode, nodeId).toBe('game.demo.unavailable');
    }
  });

  it('FIND-13 MONEY-51 jackpot pools answer amounts and growth in major units (whole cents) that grow with the clock', async () => {
    interface Pools {
      currency: string;
      readAt: number;
      pools: { jackpotId: string; name: string; amount: number; growthPerSecond: number; gameCount: number }[];
    }
    const scope = `jackpots-${String(Date.now())}`;
    const read = async () =>
      envelope<Pools>(await sandbox.call({ url: '/wps/relay/GCSGAME_jackpots', cookies: { lobby_scope: scope } }))
        .value;
    const first = await read();
    expect(first.currency).toBe('BRL');
    expect(first.pools.length).toBeGreaterThanOrEqual(4);
    for (const pool of first.pools) {
      // The wire's major units, like every amount: whole cents, a seed of 20,000.00 to 500,000.00.
      for (const amount of [pool.amount, pool.growthPerSecond])
        expect(Math.abs(amount * 100 - Math.round(amount * 100))).toBeLessThan(1e-6);
      expect(pool.growthPerSecond).toBeGreaterThan(0);
      // Seeds of 20,000.00 to 500,000.00, won at three to five times the seed.
      expect(pool.amount).toBeGreaterThanOrEqual(20_000);
      expect(pool.amount).toBeLessThanOrEqual(2_500_000);
      expect(pool.gameCount).toBeGreaterThan(0);
    }
    expect(first.pools.map((pool) => pool.amount)).toEqual(
      [...first.pools.map((pool) => pool.amount)].sort((a, b) => b - a),
    );
    await sandbox.control('POST', 'clock', { offsetMs: 60_000 }, scope);
    const later = await read();
    expect(later.readAt - first.readAt).toBeGreaterThanOrEqual(60_000);
    for (const pool of first.pools) {
      const after = later.pools.find((candidate) => candidate.jackpotId === pool.jackpotId);
      // A minute later each pool has grown by its rate (a pool won in that minute starts again from its seed).
      const grownCents = Math.round(((after?.amount ?? 0) - pool.amount) * 100);
      if (grownCents > 0) expect(grownCents).toBeGreaterThanOrEqual(Math.round(pool.growthPerSecond * 100) * 60);
    }
    expect(
      later.pools.some((pool) => pool.amount > (first.pools.find((p) => p.jackpotId === pool.jackpotId)?.amount ?? 0)),
    ).toBe(true);
  });
});
