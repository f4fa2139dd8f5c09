// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface Call {
  readonly keyword: string;
  readonly signal: AbortSignal;
  readonly answer: (value: unknown) => void;
}

/** Every search request the hook made, each answered only when the test says so. */
const platform = vi.hoisted(() => ({ calls: [] as Call[] }));

vi.mock('@/i18n', () => ({ useLanguage: () => 'EN' }));
vi.mock('@/platform/request', () => ({
  callPlatformParsed: (
    _operation: string,
    _schema: unknown,
    options: { query: { keyword: string }; signal: AbortSignal },
  ) =>
    new Promise((resolve, reject) => {
      options.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      platform.calls.push({ keyword: options.query.keyword, signal: options.signal, answer: resolve });
    }),
}));

const { SEARCH_DEBOUNCE_MS, useGameSearch } = await import('./use-game-search');

const empty = { totalCount: 0, groups: [], vendors: [], suggestions: { keywords: [], games: [] } };

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ term }: { term: string }) => useGameSearch(term), { wrapper, initialProps: { term: '' } });
}

/** Answers a request; React Query hands the answer over on its own timer. */
async function answer(call: Call | undefined) {
  await act(async () => {
    call?.answer(empty);
    await Promise.resolve();
  });
}

const inFlight = () => platform.calls.filter((call) => !call.signal.aborted);
const requestCount = async (count: number) => {
  await waitFor(() => expect(platform.calls).toHaveLength(count));
};

describe('search as the player types (issue 34)', () => {
  beforeEach(() => {
    platform.calls = [];
  });
  afterEach(cleanup);

  it('FIND-01 waits for typing to pause, then sends one search for what was typed last', async () => {
    const { rerender, result } = setUp();
    // Five keys in a row, with no pause between them.
    for (const term of ['p', 'pe', 'pes', 'pesc', 'pesca']) rerender({ term });
    expect(platform.calls).toEqual([]);
    expect(result.current.stale).toBe(true);
    await requestCount(1);
    expect(platform.calls.map((call) => call.keyword)).toEqual(['pesca']);
    await answer(platform.calls[0]);
    await waitFor(() => expect(result.current.data).toEqual(empty));
    expect(result.current.keyword).toBe('pesca');
    expect(result.current.stale).toBe(false);
    // Nothing more is sent once typing has stopped.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));
    expect(platform.calls).toHaveLength(1);
  });

  it('FIND-01 a newer query aborts the request still in flight: never two searches at once', async () => {
    const { rerender, result } = setUp();
    rerender({ term: 'tig' });
    await requestCount(1);
    rerender({ term: 'tigre' });
    await requestCount(2);
    expect(platform.calls.map((call) => call.keyword)).toEqual(['tig', 'tigre']);
    expect(platform.calls[0]?.signal.aborted).toBe(true);
    expect(inFlight().map((call) => call.keyword)).toEqual(['tigre']);
    rerender({ term: 'tigre dou' });
    await requestCount(3);
    expect(inFlight().map((call) => call.keyword)).toEqual(['tigre dou']);
    await answer(inFlight()[0]);
    await waitFor(() => expect(result.current.data).toEqual(empty));
    expect(result.current.keyword).toBe('tigre dou');
  });

  it('FIND-01 a query under two letters, or spaces added around one, sends nothing new', async () => {
    const { rerender, result } = setUp();
    rerender({ term: ' a ' });
    rerender({ term: 'koi' });
    await requestCount(1);
    await answer(platform.calls[0]);
    await waitFor(() => expect(result.current.data).toEqual(empty));
    rerender({ term: ' a ' });
    await waitFor(() => expect(result.current.keyword).toBe(''));
    rerender({ term: ' koi  ' });
    await waitFor(() => expect(result.current.keyword).toBe('koi'));
    expect(platform.calls.map((call) => call.keyword)).toEqual(['koi']);
  });
});
