/**
 * Issue 16: the hosts a tenant's site may frame and link to without the
 * "you are leaving" interstitial. The tenant file lists them (`trustedHosts`);
 * the hosts of the links the operator wrote into the tenant file itself are
 * trusted too. Links the platform sends at run time to any other host are
 * shown behind the interstitial. The CLI writes the same list into the CSP's
 * frame-src; the app reads it from the runtime config.
 *
 * A pattern is a host name ("t.me": that host only) or "*." and a domain
 * ("*.example.com": any subdomain, not the domain itself), as CSP reads them.
 */

export const TRUSTED_HOST_PATTERN =
  /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** Whether `host` (lower case, no port) matches one of the patterns. */
export function hostMatches(host: string, patterns: readonly string[]): boolean {
  const name = host.toLowerCase();
  return patterns.some((pattern) =>
    pattern.startsWith('*.') ? name.endsWith(pattern.slice(1)) && name.length > pattern.length - 1 : name === pattern,
  );
}

/** The https host of a URL, or null when it is not an absolute http(s) URL. */
function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Whether following `url` from a page at `siteOrigin` needs no warning: the
 * site itself, or an http(s) host on the list. Anything else that is not
 * http(s) is never "trusted" (the URL guard refuses it before this runs).
 */
export function isTrustedUrl(url: string, patterns: readonly string[], siteOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, siteOrigin);
  } catch {
    return false;
  }
  if (parsed.origin === siteOrigin) return true;
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  return hostMatches(parsed.hostname, patterns);
}

/** The tenant's list plus the hosts of the links in the tenant file, sorted and without repeats. */
export function trustedHostsOf(tenant: {
  readonly trustedHosts: readonly string[];
  readonly linkUrls: readonly string[];
}): string[] {
  const hosts = new Set(tenant.trustedHosts.map((host) => host.toLowerCase()));
  for (const url of tenant.linkUrls) {
    const host = hostOf(url);
    if (host) hosts.add(host);
  }
  return [...hosts].sort();
}

/** CSP sources for the hosts: https only (no plain-http frames on an https site). */
export function cspHostSources(patterns: readonly string[]): string[] {
  return patterns.map((pattern) => `https://${pattern}`);
}
