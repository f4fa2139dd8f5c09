import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_WARMER_WAIT_MS, intlWarmed, warmIntlInWorker } from './intl-warmer';

/** A stand-in worker that records what it was sent and whether it was ended. */
function fakeWorker() {
  const worker = {
    sent: [] as unknown[],
    ended: false,
    onmessage: null as Worker['onmessage'],
    onerror: null as Worker['onerror'],
    postMessage(message: unknown) {
      worker.sent.push(message);
    },
    terminate() {
      worker.ended = true;
    },
  };
  return worker;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the ICU warmer (issue 35, TBT)', () => {
  it('SPEED-25: sends the page language and resolves true when the worker reports, ending it', async () => {
    const worker = fakeWorker();
    const warmed = warmIntlInWorker(() => worker, 'pt-BR');
    expect(worker.sent).toEqual(['pt-BR']);
    worker.onmessage?.call(worker as unknown as Worker, new MessageEvent('message', { data: 'warm' }));
    await expect(warmed).resolves.toBe(true);
    expect(worker.ended).toBe(true);
  });

  it('SPEED-25: resolves false when the worker fails or cannot start, so the main thread loads the data itself', async () => {
    const worker = fakeWorker();
    const failed = warmIntlInWorker(() => worker, 'en-US');
    worker.onerror?.call(worker as unknown as Worker, new Event('error') as ErrorEvent);
    await expect(failed).resolves.toBe(false);
    expect(worker.ended).toBe(true);
    const refused = warmIntlInWorker(() => {
      throw new DOMException('blocked by the content security policy', 'SecurityError');
    }, 'en-US');
    await expect(refused).resolves.toBe(false);
  });

  it('SPEED-25: gives up on a worker slower than the wait, and ends it', async () => {
    vi.useFakeTimers();
    const worker = fakeWorker();
    const slow = warmIntlInWorker(() => worker, 'ar-EG');
    vi.advanceTimersByTime(INTL_WARMER_WAIT_MS);
    await expect(slow).resolves.toBe(false);
    expect(worker.ended).toBe(true);
  });

  it('SPEED-25: outside a browser (no Worker) the start does not wait', async () => {
    await expect(intlWarmed).resolves.toBe(false);
  });
});
