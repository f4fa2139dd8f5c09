/**
 * Checks for every URL taken from data before the app navigates to it or
 * opens it (ARCHITECTURE §6): http(s) only, never javascript:/data:, and for
 * in-app paths only routes the app has (no open redirects).
 */

/** Drops what browsers ignore inside URLs: whitespace and C0/C1 control characters ("java\tscript:"). */
function compact(value: string): string {
  let result = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) result += char;
  }
  return result;
}

/** An absolute http(s) URL, or null. `allowHttp` only where the spec asks for it. */
export function safeExternalUrl(value: unknown, options: { allowHttp?: boolean } = {}): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = compact(value);
  if (!cleaned) return null;
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && options.allowHttp) return url.href;
  return null;
}

/**
 * An in-app path (with its query) that the route table knows, or null.
 * Refuses protocol-relative and absolute URLs, so "//evil.example" cannot
 * leave the site.
 */
export function safeInternalPath(value: unknown, isKnownRoute: (path: string) => boolean): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = compact(value);
  if (!cleaned.startsWith('/') || cleaned.startsWith('//') || cleaned.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(cleaned, 'https://app.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://app.invalid' || !isKnownRoute(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
