import * as z from 'zod/mini';
import { FLAG_CODES } from './flags';
import { LANGUAGES } from '../lib/languages';
import { PAGE_IDS } from './page-ids';
import { DOWNLOAD_RESOURCE_TYPES } from './link-types';
import { JURISDICTION_IDS } from './jurisdictions';
import {
  MERCHANT_CODE_PATTERN,
  assetPath,
  described,
  flagDefaults,
  httpUrl,
  merchantCode,
  monitoringField,
  packLanguage,
  promotionDefaults,
} from './schema-fields';
import {
  agreementField,
  bannersField,
  domainsField,
  downloadLinksField,
  serviceLinksField,
  trustedHostsField,
} from './schema-links';

/**
 * The tenant file contract: one schema, with a description and default per
 * key, shared by the CLI (validation, build), the app (runtime config types)
 * and the sandbox (which merchants exist). tenants/tenant.schema.json is
 * generated from it (`npm run gen`), and a test fails when that file drifts.
 * The value kinds its keys are made of live in schema-fields.ts; its hosts
 * and links in schema-links.ts.
 */

export { LANGUAGES, type Language } from '../lib/languages';
export { DOWNLOAD_RESOURCE_TYPES, MERCHANT_CODE_PATTERN };

/** Issue 37: a supported pack must translate at least this share of the EN texts unless the tenant says otherwise. */
export const DEFAULT_MIN_COMPLETENESS = 95;

export const tenantSchema = z.strictObject({
  $schema: z.optional(
    described(z.string().check(z.maxLength(200)), 'Path to tenant.schema.json, for editor completion.'),
  ),
  merchantCode: described(
    merchantCode,
    'Main merchant code, sent as the Merchant header on every call. Must equal the file name.',
  ),
  trialMerchantCode: described(merchantCode, 'Merchant code used for free-play (trial) logins (000 §3, §6).'),
  displayName: described(
    z.string().check(z.minLength(1), z.maxLength(60)),
    'Brand name shown in the title, the manifest and the header when the logo cannot load.',
  ),
  shortName: z.optional(
    described(
      z.string().check(z.minLength(1), z.maxLength(16)),
      'Short name for the home-screen icon; defaults to the display name.',
    ),
  ),
  theme: described(
    z.string().check(z.regex(/^[a-z0-9-]{2,32}$/, 'must be a theme file name (lower-case letters, digits, dashes)')),
    'Theme (design tokens) to use: themes/<theme>.tokens.json.',
  ),
  languages: z._default(
    described(
      z.strictObject({
        default: z._default(described(packLanguage, 'Language shown before the player picks one.'), 'PT'),
        supported: described(
          z.array(packLanguage).check(z.minLength(1), z.maxLength(LANGUAGES.length)),
          'Languages offered in the switch: EN and PT (000 §1), or any language with a pack in src/i18n/packs.json (`lobby lang add <code>`).',
        ),
        minCompleteness: z._default(
          described(
            z.number().check(z.gte(0), z.lte(100)),
            'Least share (percent) of the EN texts a supported language pack must translate: lobby validate and lobby build refuse a pack below it (a missing text shows in EN).',
          ),
          DEFAULT_MIN_COMPLETENESS,
        ),
      }),
      'Default and supported languages (PT unless set).',
    ),
    { default: 'PT', supported: ['PT', 'EN'], minCompleteness: DEFAULT_MIN_COMPLETENESS },
  ),
  region: z.optional(
    described(
      z.string().check(z.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 country code in capitals (BR, US, EG)')),
      "The tenant's market: the dialing code the phone fields start at, and the region of dates and numbers. Defaults to the region where the default language is most spoken (PT: BR, EN: US, AR: EG).",
    ),
  ),
  numerals: z._default(
    described(
      z.enum(['latn', 'native']),
      "Digits for languages that have their own (Arabic): latn shows 0–9, native the script's own (٠–٩). Latin unless set.",
    ),
    'latn',
  ),
  apiBaseUrl: z._default(
    described(
      z.union([z.literal(''), httpUrl]),
      'Base URL of the platform API; empty means the same origin as the site (the sandbox, or an operator reverse proxy).',
    ),
    '',
  ),
  domains: domainsField,
  assets: described(
    z.strictObject({
      logo: described(assetPath, 'Header logo (SVG or PNG), shown on home-like pages.'),
      favicon: z.optional(described(assetPath, 'Browser tab icon; defaults to the logo.')),
      appIcon192: z.optional(described(assetPath, '192 px PNG for the web-app manifest.')),
      appIcon512: z.optional(described(assetPath, '512 px PNG for the web-app manifest.')),
      fallbackBanner: z.optional(described(assetPath, 'Banner shown while no banner has arrived from the platform.')),
    }),
    'Brand images, relative to tenants/assets/<merchant>/.',
  ),
  flags: z._default(
    described(
      flagDefaults,
      `Default whitelabel flags (${FLAG_CODES.length} codes, see docs/flags.md); the platform overrides them.`,
    ),
    {},
  ),
  promotions: z._default(
    described(promotionDefaults, 'Default promotion switches (REFERRAL, MISSION); the platform overrides them.'),
    {},
  ),
  downloadLinks: downloadLinksField,
  serviceLinks: serviceLinksField,
  trustedHosts: trustedHostsField,
  agreement: agreementField,
  banners: bannersField,
  responsibleGambling: z._default(
    described(
      z.strictObject({
        helpLinks: z._default(
          described(
            z
              .array(z.strictObject({ label: z.string().check(z.minLength(1), z.maxLength(80)), url: httpUrl }))
              .check(z.maxLength(6)),
            'Help organisations shown beside the limits and exclusion (per jurisdiction).',
          ),
          [],
        ),
        realityCheckMinutes: z._default(
          described(
            z.number().check(z.int(), z.gte(0), z.lte(240)),
            'Reality-check interval when the player has not chosen one (0: off).',
          ),
          60,
        ),
      }),
      'Responsible gambling per jurisdiction: help organisations and the default reality check (the limits themselves are enforced by the platform).',
    ),
    { helpLinks: [], realityCheckMinutes: 60 },
  ),
  jurisdiction: z._default(
    described(
      z.enum(JURISDICTION_IDS, {
        error: (issue) =>
          `"${String(issue.input)}" is not a jurisdiction profile (profiles: ${JURISDICTION_IDS.join(', ')}; see docs/jurisdictions.md)`,
      }),
      'Jurisdiction profile (src/tenant/jurisdictions.ts, docs/jurisdictions.md): which identity checks, gates, payment, location and privacy rules apply. "none": no checks.',
    ),
    'none',
  ),
  monitoring: monitoringField,
  routes: z._default(
    described(
      z
        .array(
          z.strictObject({
            path: z.string().check(z.regex(/^\/m\/[A-Za-z0-9_/-]{1,80}$/, 'must be a path under /m/')),
            page: z.enum(PAGE_IDS),
          }),
        )
        .check(z.maxLength(50)),
      'Extra routes for existing pages (000 §2.1 "configured route list").',
    ),
    [],
  ),
});

export type TenantInput = z.input<typeof tenantSchema>;
export type Tenant = z.output<typeof tenantSchema>;

interface TenantProblem {
  /** Dotted path of the field, '' for the whole file. */
  readonly path: string;
  readonly message: string;
}

function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join('.');
}

/** Pass 1: shape. */
export function parseTenant(
  input: unknown,
): { tenant: Tenant; problems: [] } | { tenant: null; problems: TenantProblem[] } {
  const result = tenantSchema.safeParse(input);
  if (result.success) return { tenant: result.data, problems: [] };
  return {
    tenant: null,
    problems: result.error.issues.map((issue) => ({
      path: formatIssuePath(issue.path),
      message: issue.code === 'unrecognized_keys' ? `unknown key(s): ${issue.keys.join(', ')}` : issue.message,
    })),
  };
}

/** Pass 2: rules across fields that need no file system. */
function crossFieldProblems(tenant: Tenant, fileMerchant: string): TenantProblem[] {
  const problems: TenantProblem[] = [];
  if (tenant.merchantCode !== fileMerchant) {
    problems.push({ path: 'merchantCode', message: `must equal the file name "${fileMerchant}"` });
  }
  if (!tenant.languages.supported.includes(tenant.languages.default)) {
    problems.push({
      path: 'languages.default',
      message: `"${tenant.languages.default}" is not among the supported languages`,
    });
  }
  if (new Set(tenant.languages.supported).size !== tenant.languages.supported.length) {
    problems.push({ path: 'languages.supported', message: 'lists a language twice' });
  }
  const seenPaths = new Set<string>();
  tenant.routes.forEach((route, index) => {
    if (seenPaths.has(route.path))
      problems.push({ path: `routes.${index}.path`, message: `"${route.path}" is listed twice` });
    seenPaths.add(route.path);
  });
  return problems;
}

/**
 * The one tenant loader's core (issue 19), shared by the CLI and the
 * sandbox: shape, then the cross-field rules. The CLI adds what needs the
 * file system (theme, assets); the sandbox skips a tenant with problems.
 */
export function tenantFromJson(
  json: unknown,
  fileMerchant: string,
): { tenant: Tenant | null; problems: TenantProblem[] } {
  const parsed = parseTenant(json);
  if (!parsed.tenant) return { tenant: null, problems: parsed.problems };
  return { tenant: parsed.tenant, problems: crossFieldProblems(parsed.tenant, fileMerchant) };
}
