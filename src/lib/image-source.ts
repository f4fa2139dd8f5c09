/**
 * The address of an image named by platform data, given the CDN hosts to
 * pick from. Full https addresses and site paths are used as they are; a bare
 * CDN path (the platform's `TCG_PROD_IMAGES/…` form, contract §1) needs a CDN
 * host, picked at random. Anything else (another scheme) is dropped ('').
 * Free of imports: the shell's first-answer script (src/app/first-answer)
 * checks addresses with it before the app's code has loaded.
 */
export function imageSourceFrom(
  value: string | null | undefined,
  cdns: readonly [string, ...string[]],
  random: () => number = Math.random,
): string {
  const source = (value ?? '').trim();
  if (source === '' || source.includes('\\')) return '';
  // https only: the page's CSP (img-src 'self' data: https:) refuses an http image from another host (REL-07).
  if (/^https:\/\//i.test(source) || (source.startsWith('/') && !source.startsWith('//'))) return source;
  if (/^[a-z][a-z0-9+.-]*:/i.test(source) || source.startsWith('//')) return '';
  return `${pickCdn(cdns, random)}/${source.replace(/^\.?\/*/, '')}`;
}

/** One of the CDN hosts, at random (CONST-09: one entry today, more when an operator adds them). */
export function pickCdn(cdns: readonly [string, ...string[]], random: () => number = Math.random): string {
  const index = Math.min(cdns.length - 1, Math.floor(random() * cdns.length));
  return cdns[index] ?? cdns[0];
}
