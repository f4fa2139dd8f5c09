import { ENDPOINTS } from '../src/platform/endpoints';
import { SERVICE_WORKER_FILE } from '../src/tenant/site-files';

/** The upstream a same-origin platform is proxied to; the operator defines it once in the http block. */
export const PLATFORM_UPSTREAM = 'lobby_platform';

/**
 * The HTTP headers a tenant's site is served with (issue 7): the same CSP as
 * the page's <meta> plus `frame-ancestors` (which a <meta> cannot carry),
 * nosniff, the referrer policy, and HSTS for https. The sandbox sends them;
 * `lobby build` writes them as an nginx snippet beside each tenant's site.
 */

const FRAME_ANCESTORS = "frame-ancestors 'self'";

/**
 * Issue 16: where browsers send CSP violation reports (report-uri, which a
 * <meta> cannot carry either). The sandbox collects them; the nginx snippet
 * answers them and names where an operator forwards them. report-uri rather
 * than report-to: browsers send it at once, not in a batch minutes later.
 */
export const CSP_REPORT_PATH = '/__csp-report';

/**
 * Issue 16: what the page may use. The site needs none of these; the clipboard
 * stays allowed for the site itself. Only features Chromium knows are named:
 * an unknown one (`bluetooth`, and `web-share` on desktop builds) logs a
 * console warning on every page load. The Web Share API (invite friends)
 * needs no entry, its default is the site itself.
 */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), clipboard-write=(self)';

interface SecurityHeaders {
  readonly 'Content-Security-Policy': string;
  readonly 'X-Content-Type-Options': 'nosniff';
  readonly 'Referrer-Policy': 'strict-origin-when-cross-origin';
  /** Other sites cannot reach into this window; the game windows it opens keep working. */
  readonly 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups';
  /** The site's files are not for other sites' pages. */
  readonly 'Cross-Origin-Resource-Policy': 'same-origin';
  readonly 'Permissions-Policy': string;
}

export function securityHeaders(metaCsp: string): SecurityHeaders {
  return {
    'Content-Security-Policy': `${metaCsp}; ${FRAME_ANCESTORS}; report-uri ${CSP_REPORT_PATH}`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** Sent on https only: a plain-http sandbox must not pin browsers to https. */
const HSTS_HEADER = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const;

const quoted = (value: string): string => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * The platform's paths on the site's origin, as nginx locations: a prefix for
 * each first path segment the endpoint table uses below itself (/wps/, /lgw/,
 * /__identity/), an exact match for a one-segment path (/moreLottery).
 */
function platformLocations(): string[] {
  const paths = Object.values(ENDPOINTS).map((endpoint) => endpoint.path);
  const firsts = [...new Set(paths.map((each) => each.split('/')[1] ?? ''))].filter(Boolean).sort();
  return firsts.map((first) =>
    paths.some((each) => each.startsWith(`/${first}/`)) ? `location ^~ /${first}/` : `location = /${first}`,
  );
}

/**
 * `<out>/<merchant>/locations.conf`: what the site serves, included by the
 * server block of nginx.conf (cli/lib/nginx-server.ts). nginx drops
 * inherited add_header lines inside a location that has its own, so every
 * location repeats the security headers.
 */
export function nginxSnippet(merchant: string, metaCsp: string, apiBaseUrl: string): string {
  const headers = Object.entries(securityHeaders(metaCsp)).map(
    ([name, value]: [string, string]) => `    add_header ${name} ${quoted(value)} always;`,
  );
  const hsts = `    add_header ${HSTS_HEADER[0]} ${quoted(HSTS_HEADER[1])} always;`;
  const block = (lines: readonly string[]): string[] => [...headers, hsts, ...lines];
  const platform = apiBaseUrl
    ? [`# The platform API is at ${apiBaseUrl} (the tenant's apiBaseUrl): nothing to proxy here.`]
    : [
        `# The platform API is on this origin (apiBaseUrl is empty): its paths go to the upstream ${PLATFORM_UPSTREAM}`,
        '# (defined once in the http block), never to the site folder; nothing of it is cached.',
        ...platformLocations().flatMap((location) => [
          `${location} {`,
          `    proxy_pass http://${PLATFORM_UPSTREAM};`,
          '    proxy_set_header Host $host;',
          '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
          '    proxy_set_header X-Forwarded-Proto $scheme;',
          // One Cache-Control, ours: whatever the platform sends, nothing of a player's answers is stored on the way.
          '    proxy_hide_header Cache-Control;',
          '    add_header Cache-Control "no-store" always;',
          '}',
        ]),
      ];
  return [
    `# The locations of tenant "${merchant}", generated by \`lobby build\` (do not edit: rebuild instead).`,
    '# Included by the https server block of nginx.conf beside this file (or by a server block of your own).',
    '',
    '# Text files compressed: the speed targets (first-route JS, Lighthouse) assume gzip on the wire.',
    'gzip on;',
    'gzip_vary on;',
    'gzip_comp_level 6;',
    'gzip_types text/css application/javascript text/javascript application/json application/manifest+json image/svg+xml;',
    '',
    'location /m/assets/ {',
    ...block([
      '    add_header Cache-Control "public, max-age=31536000, immutable" always;',
      '    try_files $uri =404;',
    ]),
    '}',
    '',
    "# Debian's mime.types has no .webmanifest: without this the manifest goes out as application/octet-stream.",
    'location = /m/manifest.webmanifest {',
    ...block([
      '    default_type application/manifest+json;',
      '    add_header Cache-Control "no-cache" always;',
      '    try_files $uri =404;',
    ]),
    '}',
    '',
    '# OPS-06: the service worker is revalidated on every check (a cached copy would hold players on an old build);',
    "# a missing one is a 404, not the app's page (a worker script must never be HTML).",
    `location = /m/${SERVICE_WORKER_FILE} {`,
    ...block(['    add_header Cache-Control "no-cache" always;', '    try_files $uri =404;']),
    '}',
    '',
    'location /m/ {',
    ...block(['    add_header Cache-Control "no-cache" always;', '    try_files $uri /m/index.html;']),
    '}',
    '',
    '# CSP violation reports (report-uri in the header above): answered and counted in csp-report.log; to keep their',
    '# bodies, forward them to your collector with',
    `# proxy_pass instead of the return (the sandbox collects them at the same path).`,
    `location = ${CSP_REPORT_PATH} {`,
    '    client_max_body_size 16k;',
    '    access_log /var/log/nginx/csp-report.log;',
    '    return 204;',
    '}',
    '',
    '# The home and registration aliases outside /m/ (000 §2.1).',
    'location = / {',
    ...block(['    add_header Cache-Control "no-cache" always;', '    try_files /m/index.html =404;']),
    '}',
    'location = /register.html {',
    ...block(['    add_header Cache-Control "no-cache" always;', '    try_files /m/index.html =404;']),
    '}',
    '',
    ...platform,
    '',
  ].join('\n');
}
