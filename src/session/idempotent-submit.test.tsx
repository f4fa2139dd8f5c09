// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import common from '@/i18n/locales/en/common.json';
import { PlatformError } from '@/platform/errors';
import { useIdempotentSubmit } from './idempotent-submit';

/** MONEY-46: the one submit of every money write whose answer may be lost. */

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common' });
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}

function submitWith(
  send: (input: string, requestId: string) => Promise<string>,
  recover: (id: string) => Promise<string | null>,
) {
  const onDone = vi.fn<(result: string, recovered: boolean) => void>();
  const hook = renderHook(() => useIdempotentSubmit({ send, recover, onDone }), { wrapper });
  return { hook, onDone };
}

describe('the idempotent submit', () => {
  it('MONEY-46 sends once while in flight, one request id per attempt', async () => {
    let release: (value: string) => void = () => undefined;
    const send = vi.fn<(input: string, id: string) => Promise<string>>(
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    const { hook, onDone } = submitWith(send, () => Promise.resolve(null));
    act(() => {
      hook.result.current.submit('a');
      hook.result.current.submit('a');
    });
    await waitFor(() => expect(hook.result.current.busy).toBe(true));
    act(() => hook.result.current.submit('a'));
    expect(send).toHaveBeenCalledTimes(1);
    act(() => release('done'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('done', false));
    act(() => hook.result.current.submit('b'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]?.[1]).not.toBe(send.mock.calls[0]?.[1]);
  });

  it('MONEY-46 a lost answer is read back by its request id and reported as what really happened', async () => {
    const send = vi.fn(() => Promise.reject(new PlatformError({ kind: 'network' })));
    const recover = vi.fn((id: string) => Promise.resolve(`found ${id}`));
    const { hook, onDone } = submitWith(send, recover);
    act(() => hook.result.current.submit('x'));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const sentId = send.mock.calls[0] as unknown as [string, string];
    expect(recover).toHaveBeenCalledWith(sentId[1]);
    expect(onDone).toHaveBeenCalledWith(`found ${sentId[1]}`, true);
    expect(hook.result.current.recovered).toBe(true);
    expect(hook.result.current.error).toBeNull();
  });

  it('MONEY-46 a failure that did not go through keeps the attempt for "try again"; a refusal starts a new one', async () => {
    const send = vi
      .fn<(input: string, id: string) => Promise<string>>()
      .mockRejectedValueOnce(new PlatformError({ kind: 'network' }))
      .mockRejectedValueOnce(new PlatformError({ kind: 'business', errorCode: 'amount.below.minimum' }))
      .mockResolvedValue('ok');
    const { hook, onDone } = submitWith(send, () => Promise.resolve(null));
    act(() => hook.result.current.submit('x'));
    await waitFor(() => expect(hook.result.current.error).not.toBeNull());
    act(() => hook.result.current.submit('x'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    act(() => hook.result.current.submit('x'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('ok', false));
    const ids = send.mock.calls.map((call) => call[1]);
    // The retry after a dropped connection is the same attempt; after a refusal a new one.
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });
});
