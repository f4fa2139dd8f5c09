// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@/platform/session';
import { configureTestPlatform } from '@/platform/test-platform.testing';
import { accountKeys, payoutKeys } from '@/session';
import { cashierKeys } from './api';
import { prefetch as depositPrefetch } from './deposit-page';
import { prefetch as withdrawPrefetch } from './withdraw-page';

/** SPEED-31: the money pages' first reads start with the page's code, under the keys the pages read. */

const TOKEN = 'member-token';
let client: QueryClient;
const calls: string[] = [];

beforeEach(() => {
  configureTestPlatform();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  calls.length = 0;
  // The platform never answers within the test: what matters is which reads went out, under which keys.
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL | Request) => {
      calls.push(new URL(input instanceof Request ? input.url : input, 'http://demo.localhost').pathname);
      return new Promise<Response>(() => undefined);
    }),
  );
});

afterEach(() => {
  client.clear();
  endSession('signOut');
  vi.unstubAllGlobals();
});

const context = (token: string | null) => ({
  queryClient: client,
  search: new URLSearchParams(),
  language: 'PT',
  token,
});
const fetching = (key: readonly unknown[]) => client.getQueryState(key)?.fetchStatus;

describe('money pages start their reads before React renders them (SPEED-31)', () => {
  it('SPEED-31 the deposit asks for its options and the wallet under the keys the page and its balance read', async () => {
    startSession({ token: TOKEN, merchantCode: 'demo', userName: 'player1', type: 0 });
    depositPrefetch(context(TOKEN));
    expect(fetching(cashierKeys.deposit(TOKEN))).toBe('fetching');
    expect(fetching(accountKeys.wallet(TOKEN))).toBe('fetching');
    await vi.waitFor(() =>
      expect([...calls].sort()).toEqual([
        '/wps/relay/DPST_depositBanks',
        '/wps/relay/DPST_promoList',
        '/wps/relay/MCSFE_getDepositSettings',
        '/wps/wallets/balance',
      ]),
    );
  });

  it('SPEED-31 the withdrawal asks for its settings, payout accounts, password state and the wallet', () => {
    withdrawPrefetch(context(TOKEN));
    for (const key of [
      cashierKeys.withdraw(TOKEN),
      payoutKeys.accounts(TOKEN),
      payoutKeys.password(TOKEN),
      accountKeys.wallet(TOKEN),
    ])
      expect(fetching(key), JSON.stringify(key)).toBe('fetching');
  });

  it('SPEED-31 without a session nothing is asked', async () => {
    depositPrefetch(context(null));
    withdrawPrefetch(context(null));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(calls).toEqual([]);
  });
});
