// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/platform/request', () => ({
  // The real codec runs on the answer, as callPlatformParsed does.
  callPlatformParsed: (_operation: string, schema: { parse: (value: unknown) => unknown }) =>
    Promise.resolve().then(() =>
      schema.parse({
        player: [{ id: 1, title: 'Maintenance tonight', content: '<p>02:00</p>' }, null],
        agent: [{ id: 2, title: 'Agents only', content: '' }],
      }),
    ),
}));

const { noticeListQuery } = await import('./api');

const run = (query: ReturnType<typeof noticeListQuery>) =>
  (query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal: new AbortController().signal });
const initial = (query: ReturnType<typeof noticeListQuery>) => (query.initialData as () => unknown)();

beforeEach(() => {
  window.localStorage.clear();
});

describe('announcement notice cache', () => {
  it('SESSION-24 the announcement notice is cached locally and reused for the same language', async () => {
    expect(initial(noticeListQuery('player', 'PT', null))).toBeUndefined();
    await run(noticeListQuery('player', 'PT', null));
    expect(initial(noticeListQuery('player', 'PT', null))).toEqual([
      { id: 1, title: 'Maintenance tonight', content: '<p>02:00</p>' },
    ]);
    // Another language or the agent list does not reuse it.
    expect(initial(noticeListQuery('player', 'EN', null))).toBeUndefined();
    await run(noticeListQuery('agent', 'PT', 'token-1'));
    expect(initial(noticeListQuery('agent', 'PT', 'token-1'))).toBeUndefined();
  });
});
