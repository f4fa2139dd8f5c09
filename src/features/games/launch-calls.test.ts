import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@/platform/endpoints';

const calls = vi.hoisted(() => [] as Array<{ operation: string; options: unknown }>);
vi.mock('@/platform/request', () => ({
  callPlatformParsed: (operation: string, _schema: unknown, options: unknown) => {
    calls.push({ operation, options });
    return Promise.resolve({ gameUrl: 'https://games.example/play', content: [] });
  },
}));

const { addRecentGame, DEFAULT_FILTER, gameListQuery, launchGameUrl, recentGamesQuery } = await import('./api');

beforeEach(() => {
  calls.length = 0;
});

describe('game launch and recent-game calls', () => {
  it('CALL-37 LAUNCH-03 launch game sends vendor, the game id as roomId and nodeId to /wps/game/launchGame', async () => {
    await expect(launchGameUrl({ nodeId: 7, vassalage: 'PG', roomId: 'room-9', gameId: 'g1' })).resolves.toBe(
      'https://games.example/play',
    );
    expect(ENDPOINTS.launchGame.path).toBe('/wps/game/launchGame');
    expect(calls).toEqual([
      { operation: 'launchGame', options: { query: { vendor: 'PG', roomId: 'room-9', nodeId: '7' } } },
    ]);
  });

  it('CALL-31 recent games: adding is a GET with the game, the list is a GET returning content', async () => {
    await addRecentGame({ nodeId: 7, vassalage: 'PG' });
    expect(ENDPOINTS.addRecentGame.method).toBe('GET');
    expect(ENDPOINTS.recentGames.method).toBe('GET');
    expect(calls[0]).toEqual({ operation: 'addRecentGame', options: { query: { nodeId: '7', vendor: 'PG' } } });
    const query = recentGamesQuery('token-1');
    const queryFn = query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await expect(queryFn({ signal: new AbortController().signal })).resolves.toEqual([]);
    expect(calls[1]?.operation).toBe('recentGames');
  });

  it('CONST-07 game calls send platform html5', async () => {
    const query = gameListQuery({ gameType: 'RNG', mode: 'ALL', filter: DEFAULT_FILTER, language: 'PT', token: null });
    const queryFn = query.queryFn as (context: { pageParam: number; signal: AbortSignal }) => Promise<unknown>;
    await queryFn({ pageParam: 1, signal: new AbortController().signal });
    expect(calls.at(-1)).toMatchObject({
      operation: 'gameList',
      options: { query: { platform: 'html5', gameType: 'RNG', pageNo: 1, pageSize: 26 } },
    });
  });
});
