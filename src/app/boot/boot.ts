import { callPlatform } from '@/platform/request';
import { toPlatformError, type PlatformError } from '@/platform/errors';
import { applyPlatformSwitches, applySiteSettings } from '@/tenant/site';
import { decideStartup, parseSiteSettings, parseSystemStatus, type SystemStatus } from './startup';

export type BootPhase = 'maintenance' | 'regionBlocked' | 'ready' | 'statusError';

export interface BootOutcome {
  readonly phase: BootPhase;
  readonly status: SystemStatus | null;
  readonly error: PlatformError | null;
}

/**
 * Runs after the language has loaded (BOOT-01). The status decides the
 * phase; whitelabel and consolidated settings load alongside and, when they
 * fail or are malformed, the tenant defaults stay in force (FLAG-04).
 */
export async function loadSite(): Promise<BootOutcome> {
  const [status, whitelabel, consolidated] = await Promise.allSettled([
    callPlatform('systemStatus'),
    callPlatform('whitelabel'),
    callPlatform('consolidatedSettings'),
  ]);
  applyPlatformSwitches(
    whitelabel.status === 'fulfilled' ? whitelabel.value : undefined,
    consolidated.status === 'fulfilled' ? consolidated.value : undefined,
  );
  if (status.status === 'rejected') return { phase: 'statusError', status: null, error: toPlatformError(status.reason) };
  let parsed: SystemStatus;
  try {
    parsed = parseSystemStatus(status.value);
  } catch (error) {
    return { phase: 'statusError', status: null, error: toPlatformError(error) };
  }
  applySiteSettings(parseSiteSettings(consolidated.status === 'fulfilled' ? consolidated.value : undefined, parsed.customerService));
  return { phase: decideStartup(parsed), status: parsed, error: null };
}
