/** The upstream a same-origin platform is proxied to; the operator defines it once in the http block. */
export const PLATFORM_UPSTREAM = 'lobby_platform';

/**
 * The HTTP headers a tenant's site is served with (issue 7): the same CSP as
 * the page's <meta> plus `frame-ancestors` (which a <meta> cannot carry),
 * nosniff, the referrer policy. The sandbox sends them; `lobby build` writes
 * them, with HSTS, for each kind of host (cli/lib/site-rules.ts).
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
 * Issue 16: what the page may use. The clipboard stays allowed for the site
 * itself, and so do the camera and the position (issue 33): the identity
 * verification's live camera and the location check of a regulated
 * profile. `(self)` keeps every framed page (games, help sites) from them;
 * the browser still asks the player before either is used. A policy per
 * tenant would need the profile threaded through every header writer; the
 * code that asks runs only under a profile that wants it. Only features Chromium knows are named:
 * an unknown one (`bluetooth`, and `web-share` on desktop builds) logs a
 * console warning on every page load. The Web Share API (invite friends)
 * needs no entry, its default is the site itself.
 */
const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(self), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), clipboard-write=(self)';

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
