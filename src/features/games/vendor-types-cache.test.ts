// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/platform/request', () => ({
  callPlatformParsed: () =>
    Promise.resolve([{ gameCategory: 'RNG', vendorNames: [], classify: [{ key: 'classic', displayName: 'Classic' }] }]),
}));

const { vendorTypesQuery } = await import('./api');

beforeEach(() => {
  window.localStorage.clear();
});

describe('vendor types cache', () => {
  it('SESSION-24 vendor types are cached locally and reused, then refreshed', async () => {
    expect((vendorTypesQuery('PT').initialData as () => unknown)()).toBeUndefined();
    await (vendorTypesQuery('PT').queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
      signal: new AbortController().signal,
    });
    expect((vendorTypesQuery('PT').initialData as () => Array<{ gameCategory: string }>)()).toMatchObject([
      { gameCategory: 'RNG' },
    ]);
    expect(vendorTypesQuery('PT').initialDataUpdatedAt).toBe(0);
  });
});
