import * as z from 'zod/mini';

/**
 * OPS-13: the real-user monitoring beacon, as the site sends it
 * (src/app/rum/) and a collector reads it (sandbox/routes/rum.ts): one JSON
 * document per `navigator.sendBeacon`, sent as text/plain so another origin
 * needs no preflight. It carries no personal data: the merchant, the build,
 * page ids of the page table (never a URL with its query), measured values,
 * and error texts with numbers and e-mail addresses masked.
 */

export const RUM_VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type RumVital = (typeof RUM_VITALS)[number];

/** web.dev's thresholds: good up to the first number, poor above the second (ms; CLS has no unit). */
export const VITAL_THRESHOLDS: Readonly<Record<RumVital, { good: number; poor: number; unit: 'ms' | '' }>> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
};

export const RUM_MAX_EVENTS = 50;
export const RUM_BODY_LIMIT = 16 * 1024;
const TEXT_LIMIT = 300;

const text = (max: number) => z.string().check(z.maxLength(max));
const pageId = text(40);

export const rumEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('vital'),
    page: pageId,
    name: z.enum(RUM_VITALS),
    value: z.number().check(z.gte(0), z.lte(600_000)),
  }),
  z.strictObject({ kind: z.literal('error'), page: pageId, message: text(TEXT_LIMIT), source: text(TEXT_LIMIT) }),
  z.strictObject({ kind: z.literal('csp'), page: pageId, directive: text(100), blocked: text(TEXT_LIMIT) }),
]);
export type RumEvent = z.infer<typeof rumEventSchema>;

export const rumBeaconSchema = z.strictObject({
  v: z.literal(1),
  merchant: z.string().check(z.regex(/^[a-z0-9]{3,16}$/)),
  build: text(32),
  events: z.array(rumEventSchema).check(z.minLength(1), z.maxLength(RUM_MAX_EVENTS)),
});
export type RumBeacon = z.infer<typeof rumBeaconSchema>;

/** Masks what could name a person in an error text: e-mail addresses and runs of 4+ digits (phones, ids, amounts). */
export function scrubText(value: string): string {
  return value
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, '[email]')
    .replace(/\d{4,}/g, '#')
    .replace(/([?#])[^\s)]*/g, '')
    .slice(0, TEXT_LIMIT);
}

/**
 * Where something came from, without its query or fragment: a path on the
 * site itself, the origin of another site, or a CSP keyword (inline, eval).
 */
export function sourceOf(address: string, siteOrigin: string): string {
  if (address === '' || /^[a-z-]+$/.test(address)) return address;
  try {
    const url = new URL(address, siteOrigin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.protocol.replace(':', '');
    return url.origin === siteOrigin ? url.pathname : url.origin;
  } catch {
    return 'unknown';
  }
}
