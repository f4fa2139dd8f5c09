import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { currentLanguage } from '@/i18n';
import { formatDateTime } from '@/lib/formats';
import { showGateRefusal } from '@/session';
import { isPlatformError, toPlatformError, type PlatformError } from '@/platform/errors';
import { mayRetry } from '@/platform/endpoints';
import { toast } from '@/ui';

/**
 * Server state defaults. Reads retry with exponential backoff and jitter;
 * writes never retry on their own. A failed call shows its catalogue message
 * unless the query or mutation says `meta: { silent: true }` (for example the
 * game list, whose failure only stops paging: ERR-17).
 */

export const MAX_READ_RETRIES = 2;

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_READ_RETRIES || !isPlatformError(error)) return false;
  if (error.operation && !mayRetry(error.operation)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'http' || error.kind === 'malformed';
}

/** Exponential backoff (500 ms, 1 s, 2 s… capped at 8 s) with full jitter in its upper half. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(500 * 2 ** attempt, 8000);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** RG-06: a cool-off or self-exclusion names its end (the platform sends it in value.until). */
function exclusionEnd(failure: PlatformError): number | null {
  const value = failure.value;
  if (failure.errorCode !== 'member.excluded' || typeof value !== 'object' || value === null) return null;
  const until = (value as { until?: unknown }).until;
  return typeof until === 'number' && Number.isFinite(until) ? until : null;
}

function reportFailure(error: unknown): void {
  const failure = toPlatformError(error);
  // Session ends are announced by the shell's session watcher; a jurisdiction gate's refusal by its prompt (issue 33).
  if (failure.kind === 'unauthorized' || showGateRefusal(failure)) return;
  const until = exclusionEnd(failure);
  if (until !== null) {
    toast.fail('errors.excludedUntil', {
      values: { time: formatDateTime(until, currentLanguage()) },
      durationMs: 6000,
    });
    return;
  }
  if (failure.kind === 'offline') toast.offline(failure.messageKey);
  else toast.fail(failure.messageKey);
}

interface FailureMeta {
  readonly silent?: boolean;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!(query.meta as FailureMeta | undefined)?.silent) reportFailure(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!(mutation.meta as FailureMeta | undefined)?.silent) reportFailure(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay: (attempt) => retryDelay(attempt),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      // Writes never retry and never wait for the network: offline, they fail at once with the offline message (issue 7).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
