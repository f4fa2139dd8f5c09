import * as z from 'zod/mini';
import type { Tenant } from './schema';
import { LANGUAGES } from '../lib/languages';
import { likelyRegion, type TenantLocale } from '../lib/locale';
import { DOWNLOAD_RESOURCE_TYPES, SERVICE_LINK_TYPES } from './link-types';
import { PAGE_IDS } from './page-ids';
import { JURISDICTION_IDS } from './jurisdictions';
import { trustedHostsOf } from './trusted-hosts';
import { sitePath } from './route-table';

/**
 * The tenant's runtime configuration as the stamped index.html carries it:
 * `<script type="application/json" id="lobby-config">` (a data block, so no
 * script runs and no CSP hash is needed). Asset paths are already public URLs.
 */

export const RUNTIME_CONFIG_ELEMENT_ID = 'lobby-config';
/** Public folder of tenant assets inside dist/<merchant>/m/. */
export const BRAND_ASSET_BASE = sitePath('brand/');

const switches = z.record(z.string(), z.boolean());

/** 000 §3 Config: the platform this front end is (CONST-07). */
export const CONFIG_PLATFORM = 'mobile';

export const runtimeConfigSchema = z.object({
  platform: z.literal(CONFIG_PLATFORM),
  merchantCode: z.string(),
  trialMerchantCode: z.string(),
  displayName: z.string(),
  shortName: z.string(),
  theme: z.string(),
  languages: z.object({ default: z.enum(LANGUAGES), supported: z.array(z.enum(LANGUAGES)) }),
  /** Issue 37: the market the app formats for (src/lib/locale.ts); older stamps without it format for the default language's region. */
  locale: z.optional(z.object({ region: z.string(), numerals: z.enum(['latn', 'native']) })),
  apiBaseUrl: z.string(),
  assets: z.object({
    logo: z.string(),
    favicon: z.string(),
    appIcon192: z.optional(z.string()),
    appIcon512: z.optional(z.string()),
    fallbackBanner: z.optional(z.string()),
  }),
  /** The tenant's user agreement per language (public URLs); a language without one shows the generic agreement. */
  agreement: z._default(z.partialRecord(z.enum(LANGUAGES), z.string()), {}),
  flags: switches,
  promotions: switches,
  downloadLinks: z.array(z.object({ resourceType: z.enum(DOWNLOAD_RESOURCE_TYPES), url: z.string() })),
  serviceLinks: z.array(z.object({ type: z.enum(SERVICE_LINK_TYPES), url: z.string() })),
  /** Issue 16: hosts linked to without the "you are leaving" notice (trusted-hosts.ts). */
  trustedHosts: z._default(z.array(z.string()), []),
  routes: z.array(z.object({ path: z.string(), page: z.enum(PAGE_IDS) })),
  /** Issue 33: the jurisdiction profile (src/tenant/jurisdictions.ts); stamps made before it read as "none". */
  jurisdiction: z._default(z.enum(JURISDICTION_IDS), 'none'),
  /** OPS-13: real-user monitoring; an empty collector URL sends nothing. */
  monitoring: z._default(z.object({ collectorUrl: z.string(), sampleRate: z.number() }), {
    collectorUrl: '',
    sampleRate: 0,
  }),
  /** Identifies the compile the stamp was made from. */
  buildId: z.string(),
  /** Whether the theme gallery (/m/__gallery) is included: a designer's or a test's build, which also honours the test pseudo-locales (src/lib/pseudo-locale.ts). */
  gallery: z.boolean(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

const assetUrl = (file: string): string => `${BRAND_ASSET_BASE}${file}`;

/** The tenant's trusted hosts with those of the links it lists (used by the runtime config and the CSP). */
function tenantTrustedHosts(tenant: Tenant): string[] {
  const linkUrls = [
    ...tenant.downloadLinks.map((link) => link.url),
    ...tenant.serviceLinks.map((link) => link.url),
    ...tenant.responsibleGambling.helpLinks.map((link) => link.url),
  ];
  return trustedHostsOf({ trustedHosts: tenant.trustedHosts, linkUrls });
}

/** The tenant's market: its region (else where its default language is most spoken) and digits. */
export function tenantLocaleOf(tenant: Pick<Tenant, 'region' | 'numerals' | 'languages'>): TenantLocale {
  return { region: tenant.region ?? likelyRegion(tenant.languages.default), numerals: tenant.numerals };
}

/** The runtime view of a validated tenant (used by the CLI's stamp). */
export function runtimeConfigFromTenant(tenant: Tenant, options: { buildId: string; gallery: boolean }): RuntimeConfig {
  return {
    platform: CONFIG_PLATFORM,
    merchantCode: tenant.merchantCode,
    trialMerchantCode: tenant.trialMerchantCode,
    displayName: tenant.displayName,
    shortName: tenant.shortName ?? tenant.displayName,
    theme: tenant.theme,
    languages: { default: tenant.languages.default, supported: tenant.languages.supported },
    locale: tenantLocaleOf(tenant),
    apiBaseUrl: tenant.apiBaseUrl,
    assets: {
      logo: assetUrl(tenant.assets.logo),
      favicon: assetUrl(tenant.assets.favicon ?? tenant.assets.logo),
      ...(tenant.assets.appIcon192 ? { appIcon192: assetUrl(tenant.assets.appIcon192) } : {}),
      ...(tenant.assets.appIcon512 ? { appIcon512: assetUrl(tenant.assets.appIcon512) } : {}),
      ...(tenant.assets.fallbackBanner ? { fallbackBanner: assetUrl(tenant.assets.fallbackBanner) } : {}),
    },
    agreement: Object.fromEntries(
      Object.entries(tenant.agreement).map(([language, file]) => [language, assetUrl(file)]),
    ),
    flags: tenant.flags as Record<string, boolean>,
    promotions: tenant.promotions as Record<string, boolean>,
    downloadLinks: tenant.downloadLinks,
    serviceLinks: tenant.serviceLinks,
    trustedHosts: tenantTrustedHosts(tenant),
    routes: tenant.routes,
    jurisdiction: tenant.jurisdiction,
    monitoring: tenant.monitoring,
    buildId: options.buildId,
    gallery: options.gallery,
  };
}

/**
 * Serialises for embedding inside <script type="application/json">: `<`
 * is escaped so a value can never close the element (`</script>` in a
 * display name stays text).
 */
export function serialiseRuntimeConfig(config: RuntimeConfig): string {
  return JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Reads the inline config; throws with a clear message when it is missing or broken. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element?.textContent)
    throw new Error(`Missing #${RUNTIME_CONFIG_ELEMENT_ID}: this page was not stamped by "lobby build".`);
  const parsed = runtimeConfigSchema.safeParse(JSON.parse(element.textContent));
  if (!parsed.success)
    throw new Error(`Invalid #${RUNTIME_CONFIG_ELEMENT_ID}: ${parsed.error.issues[0]?.message ?? 'unknown'}`);
  return parsed.data;
}
