import { describe, expect, it, vi } from 'vitest';
import { configurePlatform } from '@/platform/context';
import { CONTENT_TYPES } from '@/lib/spec-constants';

const calls = vi.hoisted(() => [] as Array<{ operation: string; options: unknown }>);
vi.mock('@/platform/request', () => ({
  callPlatformParsed: (operation: string, _schema: unknown, options: unknown) => {
    calls.push({ operation, options });
    return Promise.resolve({});
  },
}));

const { HOME_CONTENT_TYPES, announcementsQuery } = await import('./api');

describe('home announcements call', () => {
  it('CONST-02 content types are Agent A, Player PL, Banner B, Pop_Up PU and Promotion PR', () => {
    expect(CONTENT_TYPES).toEqual({ Agent: 'A', Player: 'PL', Banner: 'B', PopUp: 'PU', Promotion: 'PR' });
  });

  it('CALL-24 CALL-25 CONST-02 CONST-07 asks for banners, player notices, popups and hot matches (H) with platform M, the merchant code and the language', async () => {
    configurePlatform({ apiBaseUrl: '', merchantCode: 'demo', trialMerchantCode: 'demotrial', language: () => 'PT', timeoutMs: 1000 });
    const query = announcementsQuery('PT', 'token-1');
    const queryFn = query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await queryFn({ signal: new AbortController().signal });
    expect(HOME_CONTENT_TYPES).toBe('B,PL,PU,H');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.operation).toBe('announcements');
    expect(calls[0]?.options).toMatchObject({ query: { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M', merchantCode: 'demo', language: 'PT' } });
    // The token goes as the Authorization header (request layer) and keys the cache per member.
    expect(query.queryKey).toContain('token-1');
  });
});
