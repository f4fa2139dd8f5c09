import * as z from 'zod/mini';
import { readSwitch } from '@/tenant/flag-merge';
import { DEFAULT_MOBILE_TEMPLATE, type SiteSettings, type CustomerServiceEntry } from '@/tenant/site';
import { isRecord } from '@/lib/is-record';

/**
 * Startup of 000 §4: language, then the site status, then maintenance,
 * region-blocked or the app. Pure functions here; boot.ts runs them.
 */

type StartupPhase = 'language' | 'status' | 'maintenance' | 'regionBlocked' | 'ready' | 'statusError';

type StartupEvent =
  | { readonly type: 'languageLoaded' }
  | { readonly type: 'statusLoaded'; readonly status: SystemStatus }
  | { readonly type: 'statusFailed' }
  | { readonly type: 'retry' };

export interface SystemStatus {
  readonly maintenance: boolean;
  readonly regionRestriction: boolean;
  /** Epoch ms when maintenance ends, when the platform says (contract §1.1). */
  readonly maintenanceEndsAt: number | null;
  readonly customerService: readonly CustomerServiceEntry[];
}

/** BOOT-02..05: both flags on → maintenance; region only → region-blocked. */
export function decideStartup(
  status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>,
): 'maintenance' | 'regionBlocked' | 'ready' {
  if (status.maintenance) return 'maintenance';
  if (status.regionRestriction) return 'regionBlocked';
  return 'ready';
}

export function nextPhase(phase: StartupPhase, event: StartupEvent): StartupPhase {
  switch (event.type) {
    case 'languageLoaded':
      return phase === 'language' ? 'status' : phase;
    case 'statusLoaded':
      return phase === 'status' ? decideStartup(event.status) : phase;
    case 'statusFailed':
      return phase === 'status' ? 'statusError' : phase;
    case 'retry':
      return phase === 'statusError' || phase === 'maintenance' || phase === 'regionBlocked' ? 'status' : phase;
  }
}

const customerServiceSchema = z.array(z.object({ csType: z.string(), path: z.string() }));

function readCustomerService(value: unknown): CustomerServiceEntry[] {
  if (!Array.isArray(value)) return [];
  // Keep the well-formed entries only; one broken entry does not drop the rest.
  return value.flatMap((entry) => {
    const parsed = customerServiceSchema.safeParse([entry]);
    return parsed.success ? parsed.data : [];
  });
}

const epoch = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The status `value` (shape not published: docs/decisions.md). Read field by
 * field; a missing or unreadable flag counts as off. Throws only when the
 * value is not an object at all.
 */
export function parseSystemStatus(value: unknown): SystemStatus {
  if (!isRecord(value)) throw new TypeError('system status is not an object');
  const content = isRecord(value.content) && isRecord(value.content.data) ? value.content.data : {};
  return {
    maintenance: readSwitch(value.maintenance) ?? false,
    regionRestriction: readSwitch(value.regionRestriction) ?? false,
    maintenanceEndsAt: epoch(value.endTime) ?? epoch(content.endTime),
    customerService: readCustomerService(value.customerService),
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The consolidated-settings `value` → site settings (BOOT-06..08); unreadable parts fall back to defaults. */
export function parseSiteSettings(value: unknown, customerService: readonly CustomerServiceEntry[]): SiteSettings {
  const source = isRecord(value) ? value : {};
  const template = isRecord(source.mobileTemplate) ? source.mobileTemplate : {};
  const mobileTemplate = {
    mem_cen: text(template.mem_cen) ?? DEFAULT_MOBILE_TEMPLATE.mem_cen,
    dep_func: text(template.dep_func) ?? DEFAULT_MOBILE_TEMPLATE.dep_func,
    app_background: text(template.app_background),
    app_desc: text(template.app_desc),
    app_desc_font_color: text(template.app_desc_font_color),
  };
  return {
    mobileTemplate,
    memberCentreVersion: mobileTemplate.mem_cen === '1' ? 'new' : 'base',
    depositDetailVersion: mobileTemplate.dep_func === '1' ? 'new' : 'base',
    location: text(source.location),
    currency: text(source.currency),
    customerService,
  };
}
