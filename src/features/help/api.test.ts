import { describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as Array<{ operation: string; options: unknown }>);
vi.mock('@/platform/request', () => ({
  callPlatformParsed: (operation: string, schema: { parse: (value: unknown) => unknown }, options: unknown) => {
    calls.push({ operation, options });
    return Promise.resolve().then(() =>
      schema.parse([{ title: 'How do I deposit?', content: '<p>…</p>' }, null, { title: '', content: 'untitled' }]),
    );
  },
}));

const { helpListQuery, helpListSchema } = await import('./api');

describe('help list call', () => {
  it('CALL-43 CONST-07 asks the help centre with device MOBILE and keeps the titled entries', async () => {
    const queryFn = helpListQuery('EN').queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await expect(queryFn({ signal: new AbortController().signal })).resolves.toEqual([
      { title: 'How do I deposit?', content: '<p>…</p>' },
    ]);
    expect(calls).toEqual([
      { operation: 'helpCenter', options: expect.objectContaining({ query: { device: 'MOBILE' } }) as unknown },
    ]);
  });

  it('REL-11 an answer with no entry to show is unreadable, not an empty help centre', () => {
    expect(helpListSchema.safeParse([{ title: 7, content: 1 }, null, { title: '' }]).success).toBe(false);
    expect(helpListSchema.safeParse({ title: 'not a list' }).success).toBe(false);
    expect(helpListSchema.parse(null)).toEqual([]);
  });
});
