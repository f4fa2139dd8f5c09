import { describe, expect, it, vi } from 'vitest';
import { configurePlatform } from '@/platform/context';
import { CONTENT_TYPES } from '@/lib/spec-constants';

const calls = vi.hoisted(() => [] as Array<{ operation: string; options: unknown }>);
const hotMatch = (nodeId: number) => ({
  homeTeam: 'Home',
  awayTeam: 'Away',
  homeTeamImageUrl: '',
  awayTeamImageUrl: '',
  matchTime: 1_700_000_000_000,
  nodeId,
});
vi.mock('@/platform/request', () => ({
  callPlatformParsed: (operation: string, _schema: unknown, options: unknown) => {
    calls.push({ operation, options });
    return Promise.resolve({ banners: [], player: [], popup: [], hot: [hotMatch(7), hotMatch(8)] });
  },
}));

const { HOME_CONTENT_TYPES, announcementsQuery } = await import('./api');
const { useHotMatchStore, setHotMatches } = await import('./hot-match-store');

describe('home announcements call', () => {
  it('CONST-02 content types are Agent A, Player PL, Banner B, Pop_Up PU and Promotion PR', () => {
    expect(CONTENT_TYPES).toEqual({ Agent: 'A', Player: 'PL', Banner: 'B', PopUp: 'PU', Promotion: 'PR' });
  });

  it('CALL-24 CALL-25 CONST-02 CONST-07 asks for banners, player notices, popups and hot matches (H) with platform M, the merchant code and the language', async () => {
    configurePlatform({
      apiBaseUrl: '',
      merchantCode: 'demo',
      trialMerchantCode: 'demotrial',
      language: () => 'PT',
      timeoutMs: 1000,
    });
    const query = announcementsQuery('PT', 'token-1');
    const queryFn = query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await queryFn({ signal: new AbortController().signal });
    expect(HOME_CONTENT_TYPES).toBe('B,PL,PU,H');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.operation).toBe('announcements');
    expect(calls[0]?.options).toMatchObject({
      query: { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M', merchantCode: 'demo', language: 'PT' },
    });
    // The token goes as the Authorization header (request layer) and keys the cache per member.
    expect(query.queryKey).toContain('token-1');
  });

  it('HOTMATCH-01 SPEED-14 the hot matches are in the common store by the time the announcements resolve, and the same matches again keep the stored list', async () => {
    useHotMatchStore.setState({ matches: [] });
    const queryFn = announcementsQuery('EN', null).queryFn as unknown as (context: {
      signal: AbortSignal;
    }) => Promise<{ hot: unknown }>;
    const answer = await queryFn({ signal: new AbortController().signal });
    const stored = useHotMatchStore.getState().matches;
    expect(stored.map((match) => match.nodeId)).toEqual([7, 8]);
    expect(stored).toBe(answer.hot);
    // A refetch with equal matches: the store keeps its list, so nothing that shows it renders again.
    setHotMatches([hotMatch(7), hotMatch(8)]);
    expect(useHotMatchStore.getState().matches).toBe(stored);
    setHotMatches([hotMatch(9)]);
    expect(useHotMatchStore.getState().matches.map((match) => match.nodeId)).toEqual([9]);
  });
});
