import { createHash } from 'node:crypto';
import { cspHostSources } from '../../src/tenant/trusted-hosts';

/**
 * The Content-Security-Policy the stamped index.html declares (ARCHITECTURE §2,
 * issue 7). Scripts come from the site itself plus the hash of each inline
 * script; styles allow inline because styled-components injects <style>
 * elements at run time. The sandbox and generated server snippets can send
 * the same string as a header (adding frame-ancestors, which a <meta> cannot).
 */

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

interface CspInput {
  /** Exact text of every executable inline script. */
  readonly inlineScripts: readonly string[];
  /** Tenant apiBaseUrl ('' = same origin). */
  readonly apiBaseUrl: string;
  /** OPS-14: the real-user monitoring collector (a site path needs nothing; another origin joins connect-src). */
  readonly collectorUrl?: string;
  /** Issue 16: the tenant's trusted hosts (trusted-hosts.ts), the only pages it may frame besides its own. */
  readonly frameHosts?: readonly string[];
}

export function contentSecurityPolicy(input: CspInput): string {
  const connect = ["'self'"];
  if (input.apiBaseUrl) connect.push(new URL(input.apiBaseUrl).origin);
  if (input.collectorUrl && /^https?:/.test(input.collectorUrl)) {
    const origin = new URL(input.collectorUrl).origin;
    if (!connect.includes(origin)) connect.push(origin);
  }
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...input.inlineScripts.map(sha256Source)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Issue 16: no plain-http images (mixed content on an https site).
    ['img-src', ["'self'", 'data:', 'https:']],
    ['connect-src', connect],
    ['font-src', ["'self'", 'data:']],
    // OPS-06: the tenant's service worker (/m/sw.js), said outright rather than left to the script-src fallback.
    ['worker-src', ["'self'"]],
    ['frame-src', ["'self'", ...cspHostSources(input.frameHosts ?? [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
