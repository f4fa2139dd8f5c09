import * as z from 'zod/mini';
import { IMAGE_CDN_FALLBACKS } from './spec-constants';

/** A CDN entry picked at random from the fallback list (CONST-09: one entry today, more when an operator adds them). */
export function pickImageCdn(random: () => number = Math.random): string {
  const index = Math.min(IMAGE_CDN_FALLBACKS.length - 1, Math.floor(random() * IMAGE_CDN_FALLBACKS.length));
  return IMAGE_CDN_FALLBACKS[index] ?? IMAGE_CDN_FALLBACKS[0];
}

/**
 * The address of an image named by platform data. Full https addresses and
 * site paths are used as they are; a bare CDN path (the platform's
 * `TCG_PROD_IMAGES/…` form, contract §1) needs a CDN host, picked at random.
 * Anything else (another scheme) is dropped.
 */
export function imageSource(value: string | null | undefined, random: () => number = Math.random): string {
  const source = (value ?? '').trim();
  if (source === '' || source.includes('\\')) return '';
  // https only: the page's CSP (img-src 'self' data: https:) refuses an http image from another host (REL-07).
  if (/^https:\/\//i.test(source) || (source.startsWith('/') && !source.startsWith('//'))) return source;
  if (/^[a-z][a-z0-9+.-]*:/i.test(source) || source.startsWith('//')) return '';
  return `${pickImageCdn(random)}/${source.replace(/^\.?\/*/, '')}`;
}

/**
 * REL-11: an image address in an answer, resolved once as it is read
 * (`imageSource`: https, a site path or a bare CDN path); '' when there is
 * none it may load, so a render only checks for ''.
 */
export const imageAddress = z.pipe(
  z.catch(z.optional(z.nullable(z.string())), undefined),
  z.transform((value) => imageSource(value)),
);
