import { callPlatform } from '@/platform/request';
import { retryDelay, shouldRetryRead } from '../query-client';
import { toPlatformError, type PlatformError } from '@/platform/errors';
import { applyPlatformSwitches, applySiteSettings } from '@/tenant/site';
import { decideStartup, parseSiteSettings, parseSystemStatus, type SystemStatus } from './startup';

type BootPhase = 'maintenance' | 'regionBlocked' | 'ready' | 'statusError';

export interface BootOutcome {
  readonly phase: BootPhase;
  readonly status: SystemStatus | null;
  readonly error: PlatformError | null;
}

/** The boot reads retry like every other read: backoff with jitter, a bounded number of times. */
async function readWithRetry<T>(read: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await read();
    } catch (error) {
      if (!shouldRetryRead(failures, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(failures)));
    }
  }
}

/**
 * Runs after the language has loaded (BOOT-01). The status decides the
 * phase; whitelabel and consolidated settings load alongside and, when they
 * fail or are malformed, the tenant defaults stay in force (FLAG-04).
 */
export async function loadSite(): Promise<BootOutcome> {
  const [status, whitelabel, consolidated] = await Promise.allSettled([
    readWithRetry(() => callPlatform('systemStatus')),
    readWithRetry(() => callPlatform('whitelabel')),
    readWithRetry(() => callPlatform('consolidatedSettings')),
  ]);
  applyPlatformSwitches(
    whitelabel.status === 'fulfilled' ? whitelabel.value : undefined,
    consolidated.status === 'fulfilled' ? consolidated.value : undefined,
  );
  if (status.status === 'rejected')
    return { phase: 'statusError', status: null, error: toPlatformError(status.reason) };
  let parsed: SystemStatus;
  try {
    parsed = parseSystemStatus(status.value);
  } catch (error) {
    return { phase: 'statusError', status: null, error: toPlatformError(error) };
  }
  applySiteSettings(
    parseSiteSettings(consolidated.status === 'fulfilled' ? consolidated.value : undefined, parsed.customerService),
  );
  return { phase: decideStartup(parsed), status: parsed, error: null };
}
