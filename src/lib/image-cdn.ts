import * as z from 'zod/mini';
import { imageSourceFrom, pickCdn } from './image-source';
import { IMAGE_CDN_FALLBACKS } from './spec-constants';

/** A CDN entry picked at random from the spec's fallback list. */
export const pickImageCdn = (random: () => number = Math.random): string => pickCdn(IMAGE_CDN_FALLBACKS, random);

/** The address of an image named by platform data (image-source.ts), from the spec's CDN hosts. */
export function imageSource(value: string | null | undefined, random: () => number = Math.random): string {
  return imageSourceFrom(value, IMAGE_CDN_FALLBACKS, random);
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
