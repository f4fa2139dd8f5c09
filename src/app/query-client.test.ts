import { describe, expect, it } from 'vitest';
import { PlatformError } from '@/platform/errors';
import { retryDelay, shouldRetryRead } from './query-client';

const failure = (
  kind: ConstructorParameters<typeof PlatformError>[0]['kind'],
  operation: 'gameList' | 'login' = 'gameList',
) => new PlatformError({ kind, operation });

describe('read retries', () => {
  it('retries reads after connection and server failures, a bounded number of times', () => {
    expect(shouldRetryRead(0, failure('network'))).toBe(true);
    expect(shouldRetryRead(1, failure('http'))).toBe(true);
    expect(shouldRetryRead(2, failure('timeout'))).toBe(false);
  });

  it('never retries writes, business refusals, session ends or offline (offline waits for the connection)', () => {
    expect(shouldRetryRead(0, failure('network', 'login'))).toBe(false);
    expect(shouldRetryRead(0, failure('business'))).toBe(false);
    expect(shouldRetryRead(0, failure('unauthorized'))).toBe(false);
    expect(shouldRetryRead(0, failure('offline'))).toBe(false);
  });

  it('backs off exponentially with jitter', () => {
    expect(retryDelay(0, () => 0)).toBe(250);
    expect(retryDelay(0, () => 1)).toBe(500);
    expect(retryDelay(1, () => 1)).toBe(1000);
    expect(retryDelay(2, () => 0.5)).toBe(1500);
    expect(retryDelay(10, () => 1)).toBe(8000);
  });
});
