import { SITE_ROOT } from '@/tenant/route-table';
import { platformContext } from './context';

/**
 * A text file of the stamped site itself (the tenant's user agreement under
 * /m/brand/), not a platform call: same origin, no platform headers, a time
 * limit, and a failure thrown so the page shows its error with retry.
 */
export async function fetchStaticText(path: string, signal?: AbortSignal): Promise<string> {
  if (!path.startsWith(`${SITE_ROOT}/`)) throw new Error(`not a site path: ${path}`);
  const response = await fetch(path, {
    signal: signal ?? AbortSignal.timeout(platformContext().timeoutMs),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
  return response.text();
}
