import { describe, expect, it } from 'vitest';
import { ENDPOINTS, mayRetry, type Operation } from '@/platform/endpoints';
import { PlatformError, type FailureKind } from '@/platform/errors';
import { createQueryClient, MAX_READ_RETRIES, retryDelay, shouldRetryRead } from './query-client';

/** Issue 7: reads retry with exponential backoff and jitter; writes never retry on their own. */

const WRITES: readonly Operation[] = [
  'login',
  'register',
  'registerMobile',
  'addFavourite',
  'removeFavourite',
  'changePassword',
  'setPasswordByPhone',
  'logout',
];
const RETRYABLE_KINDS: readonly FailureKind[] = ['network', 'timeout', 'http', 'malformed'];
const ALL_KINDS: readonly FailureKind[] = [...RETRYABLE_KINDS, 'offline', 'unauthorized', 'business'];

describe('retry policy (issue 7)', () => {
  it('no write (login, register, favourites, password) retries, whatever the failure', () => {
    for (const operation of WRITES) {
      expect(ENDPOINTS[operation].method, operation).not.toBe('GET');
      expect(mayRetry(operation), operation).toBe(false);
      for (const kind of ALL_KINDS)
        expect(shouldRetryRead(0, new PlatformError({ kind, operation })), `${operation} ${kind}`).toBe(false);
    }
  });

  it('every GET read retries connection, server and malformed failures up to the limit, and nothing else', () => {
    const reads = (Object.keys(ENDPOINTS) as Operation[]).filter(mayRetry);
    expect(reads.length).toBeGreaterThan(20);
    for (const operation of reads) {
      for (const kind of ALL_KINDS) {
        const error = new PlatformError({ kind, operation });
        expect(shouldRetryRead(0, error), `${operation} ${kind}`).toBe(RETRYABLE_KINDS.includes(kind));
        expect(shouldRetryRead(MAX_READ_RETRIES, error)).toBe(false);
      }
    }
    expect(shouldRetryRead(0, new Error('not a platform failure'))).toBe(false);
  });

  it('the backoff doubles per attempt, is capped, and its jitter spreads each delay over the upper half', () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const ceiling = Math.min(500 * 2 ** attempt, 8000);
      const samples = Array.from({ length: 50 }, () => retryDelay(attempt));
      for (const delay of samples) {
        expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
        expect(delay).toBeLessThanOrEqual(ceiling);
      }
      expect(new Set(samples).size, 'jitter varies the delay').toBeGreaterThan(1);
    }
    expect(retryDelay(1, () => 0)).toBe(2 * retryDelay(0, () => 0));
  });

  it('the query client wires it: reads use the policy, mutations never retry nor wait for the network', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetryRead);
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.mutations?.networkMode).toBe('always');
  });
});
