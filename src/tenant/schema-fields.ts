import * as z from 'zod/mini';
import { FLAG_CODES, PROMOTION_CODES } from './flags';
import { LANGUAGES } from '../lib/languages';

/** The value kinds the tenant file's keys are made of (src/tenant/schema.ts composes them). */

export const described = <S extends z.ZodMiniType>(schema: S, description: string): S =>
  schema.check(z.describe(description));

/** Becomes a folder name and a header value: lower-case letters and digits only. */
export const MERCHANT_CODE_PATTERN = /^[a-z0-9]{3,16}$/;
export const merchantCode = z
  .string()
  .check(z.regex(MERCHANT_CODE_PATTERN, 'must be 3-16 lower-case letters or digits (it becomes a folder name)'));

/** Relative to tenants/assets/<merchant>/; never leaves that folder. */
export const ASSET_PATH_PATTERN =
  /^(?!.*\.\.)(?!.*\/\/)[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*\.(svg|png|jpg|jpeg|webp|ico)$/;
export const assetPath = z
  .string()
  .check(
    z.maxLength(200),
    z.regex(
      ASSET_PATH_PATTERN,
      'must be a relative path inside the tenant asset folder ending in .svg, .png, .jpg, .webp or .ico (no "..")',
    ),
  );

/** An HTML document in the tenant asset folder (the user agreement); sanitised when shown. */
export const DOCUMENT_PATH_PATTERN =
  /^(?!.*\.\.)(?!.*\/\/)[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*\.html$/;
export const documentPath = z
  .string()
  .check(
    z.maxLength(200),
    z.regex(DOCUMENT_PATH_PATTERN, 'must be a relative path inside the tenant asset folder ending in .html (no "..")'),
  );

/** A language the tenant may offer: one with a pack. Any other code is refused with the way to add its pack. */
export const packLanguage = z.enum(LANGUAGES, {
  error: (issue) =>
    `"${String(issue.input)}" has no language pack (packs: ${LANGUAGES.join(', ')}); add one with \`lobby lang add <code>\``,
});

export const httpUrl = z.string().check(
  z.maxLength(2000),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL'),
);

export const flagDefaults = z.partialRecord(z.enum(FLAG_CODES as [string, ...string[]]), z.boolean());
export const promotionDefaults = z.partialRecord(z.enum(PROMOTION_CODES as [string, ...string[]]), z.boolean());

/** OPS-14: where the real-user monitoring beacons go; a site path (/__rum) or an http(s) URL. */
export const RUM_SITE_PATH_PATTERN = /^\/[A-Za-z0-9_\-/]{1,100}$/;

export const monitoringField = z._default(
  described(
    z.strictObject({
      collectorUrl: z._default(
        described(
          z.union([
            z.literal(''),
            z.string().check(z.regex(RUM_SITE_PATH_PATTERN, 'must be a site path (/__rum) or an http(s) URL')),
            httpUrl,
          ]),
          'Where the site sends Core Web Vitals, uncaught errors and CSP violations (navigator.sendBeacon): a path on the site (the sandbox collects at /__rum) or an http(s) URL. Empty: nothing is sent.',
        ),
        '',
      ),
      sampleRate: z._default(
        described(
          z.number().check(z.gte(0), z.lte(1)),
          'Share of page views that report (0 to 1); the rest send nothing.',
        ),
        0.1,
      ),
    }),
    'Real-user monitoring (docs/monitoring.md): no personal data is sent, and nothing at all without a collector URL.',
  ),
  { collectorUrl: '', sampleRate: 0.1 },
);
