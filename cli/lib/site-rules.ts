import { ENDPOINTS } from '../../src/platform/endpoints';
import { ROUTE_TABLE, SITE_ROOT } from '../../src/tenant/route-table';
import { SERVICE_WORKER_FILE } from '../../src/tenant/site-files';
import { securityHeaders } from '../../tooling/server-headers';

/**
 * What a tenant's site answers with, path by path: cache rules and security
 * headers, written once here and rendered for each kind of host (OPS-12):
 * nginx (`locations.conf`, cli/lib/nginx-locations.ts), static hosts and CDNs
 * (`_headers` for Netlify and Cloudflare Pages, and `headers.json` per path
 * for object storage: cli/lib/static-host-headers.ts). A test reads the three
 * files back and checks they say the same for every path.
 */

export type HeaderSet = Readonly<Record<string, string>>;

/** Sent on https only: a plain-http sandbox must not pin browsers to https, so only the generated configs carry it. */
export const HSTS: HeaderSet = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' };

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const NEVER_STORE = 'no-store';

/** The page's headers: its CSP (with frame-ancestors and report-uri), the other security headers and HSTS. */
export const pageHeaders = (metaCsp: string): HeaderSet => ({ ...securityHeaders(metaCsp), ...HSTS });

/**
 * REL-40: a platform answer is JSON, never a page: nothing may run or be
 * framed in it, it is not sniffed into something else, and nothing of a
 * player's answers is stored on the way. nginx drops inherited add_header
 * lines in a location with its own, so these are said in every API location.
 */
export const API_HEADERS: HeaderSet = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  ...HSTS,
  'Cache-Control': NEVER_STORE,
};

/** One rule of the static site: a path (exact) or a folder (prefix), its cache rule and, where needed, its type. */
export interface StaticRule {
  readonly path: string;
  readonly match: 'exact' | 'prefix';
  readonly cacheControl: string;
  readonly contentType?: string;
  /** Answered with the app's page when no file matches (app routes); a 404 otherwise. */
  readonly fallback?: string;
  /** Why, written beside the rule in the generated nginx file. */
  readonly why: string;
}

const APP_PAGE = `${SITE_ROOT}/index.html`;

/** The static site's rules, most specific first (the order nginx would pick them in does not depend on it). */
export const STATIC_RULES: readonly StaticRule[] = [
  {
    path: `${SITE_ROOT}/assets/`,
    match: 'prefix',
    cacheControl: IMMUTABLE,
    why: 'File names carry a content hash: a new build has new names.',
  },
  {
    path: `${SITE_ROOT}/manifest.webmanifest`,
    match: 'exact',
    cacheControl: REVALIDATE,
    contentType: 'application/manifest+json',
    why: "Debian's mime.types has no .webmanifest: without a type the manifest goes out as application/octet-stream.",
  },
  {
    path: `${SITE_ROOT}/${SERVICE_WORKER_FILE}`,
    match: 'exact',
    cacheControl: REVALIDATE,
    why: "OPS-06: a cached worker would hold players on an old build; a missing one is a 404, never the app's page.",
  },
  {
    path: `${SITE_ROOT}/`,
    match: 'prefix',
    cacheControl: REVALIDATE,
    fallback: APP_PAGE,
    why: 'The app, its routes and its files: revalidated on every visit, so a deploy reaches players at once.',
  },
  {
    path: '/',
    match: 'exact',
    cacheControl: REVALIDATE,
    fallback: APP_PAGE,
    why: 'The home alias outside /m/ (000 §2.1).',
  },
  {
    path: '/register.html',
    match: 'exact',
    cacheControl: REVALIDATE,
    fallback: APP_PAGE,
    why: 'The registration alias outside /m/ (000 §2.1).',
  },
];

/** The rule nginx picks for a site path: an exact match, else the longest prefix. */
export function staticRuleFor(path: string): StaticRule | null {
  const exact = STATIC_RULES.find((rule) => rule.match === 'exact' && rule.path === path);
  if (exact) return exact;
  const prefixes = STATIC_RULES.filter((rule) => rule.match === 'prefix' && path.startsWith(rule.path));
  return prefixes.sort((a, b) => b.path.length - a.path.length)[0] ?? null;
}

/** Every header a site path is answered with (what all three renderings must agree on). */
export function staticHeadersFor(path: string, metaCsp: string): HeaderSet | null {
  const rule = staticRuleFor(path);
  if (!rule) return null;
  return {
    ...pageHeaders(metaCsp),
    'Cache-Control': rule.cacheControl,
    ...(rule.contentType ? { 'Content-Type': rule.contentType } : {}),
  };
}

/**
 * The app's own routes (every path of the page table plus the tenant's),
 * which a host without a fallback rule (object storage) must list.
 */
export function appRoutePaths(extraRoutes: readonly { path: string }[]): string[] {
  return [...new Set([...ROUTE_TABLE.map((entry) => entry.path), ...extraRoutes.map((route) => route.path)])];
}

/**
 * REL-42: the sandbox's own test-only paths (its identity provider under
 * /__identity/, the control API, the operator page) start with `/__`; a
 * production server never forwards them, even though the endpoint table
 * lists the identity provider's calls for the sandbox.
 */
export const SANDBOX_ONLY_PREFIX = '/__';

/**
 * The platform's paths on the site's origin: a prefix for each first path
 * segment the endpoint table uses below itself (/wps/, /lgw/), an exact path
 * for a one-segment one (/moreLottery); the sandbox's own paths left out.
 */
export function platformPaths(): Array<{ readonly path: string; readonly match: 'exact' | 'prefix' }> {
  const paths = Object.values(ENDPOINTS)
    .map((endpoint) => endpoint.path)
    .filter((each) => !each.startsWith(SANDBOX_ONLY_PREFIX));
  const firsts = [...new Set(paths.map((each) => each.split('/')[1] ?? ''))].filter(Boolean).sort();
  return firsts.map((first) =>
    paths.some((each) => each.startsWith(`/${first}/`))
      ? { path: `/${first}/`, match: 'prefix' as const }
      : { path: `/${first}`, match: 'exact' as const },
  );
}

/**
 * NOTIFY-05: the platform's Server-Sent Events streams (rows marked
 * `eventStream` in the endpoint table): a proxy must pass them through
 * unbuffered and keep them open.
 */
export function eventStreamPaths(): string[] {
  return Object.values(ENDPOINTS as Readonly<Record<string, { readonly path: string; readonly eventStream?: boolean }>>)
    .filter((endpoint) => endpoint.eventStream === true)
    .map((endpoint) => endpoint.path);
}
