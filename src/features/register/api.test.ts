import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@/platform/endpoints';

const calls = vi.hoisted(() => [] as Array<{ operation: string; options: unknown }>);
vi.mock('@/platform/request', () => ({
  callPlatformParsed: (operation: string, schema: { parse: (value: unknown) => unknown }, options: unknown) => {
    calls.push({ operation, options });
    return Promise.resolve().then(() =>
      schema.parse({ banners: [{ url: '/m/cdn/banner-1.svg', title: 'Welcome' }, null, { url: '', title: 'empty' }] }),
    );
  },
  callPlatform: () => Promise.resolve({}),
}));

const { registerAnnouncementsQuery } = await import('./api');

describe('registration announcements', () => {
  it('CALL-17 REG-28 GET MCSFE_getListAnnouncements with types B, groupName m_reg, platform M, the merchant code and the language', async () => {
    expect(ENDPOINTS.announcements).toMatchObject({ method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements' });
    const query = registerAnnouncementsQuery('EN', 'demo');
    const queryFn = query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    const banners = await queryFn({ signal: new AbortController().signal });
    expect(calls[0]?.operation).toBe('announcements');
    expect(calls[0]?.options).toMatchObject({
      query: { types: 'B', groupName: 'm_reg', platform: 'M', merchantCode: 'demo', language: 'EN' },
    });
    // Broken or empty entries are dropped rather than rendered.
    expect(banners).toEqual([{ url: '/m/cdn/banner-1.svg', title: 'Welcome' }]);
  });
});
