import { imageSize as readImageSize } from 'image-size';

/**
 * Intrinsic sizes of brand images (issue 18: read by the kept `image-size` package), read from the file itself, so the stamped
 * shell can give every <img> explicit width and height (no layout shift) and
 * validation can check that app icons have the size the manifest claims.
 */

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** Reads the size from the bytes of any image format the `image-size` package knows (PNG, SVG, JPEG, WebP, ICO…). */
export function imageSize(_file: string, bytes: Buffer): ImageSize | null {
  try {
    const size = readImageSize(new Uint8Array(bytes));
    return size.width && size.height ? { width: size.width, height: size.height } : null;
  } catch {
    return null;
  }
}

export const pngSize = (bytes: Buffer): ImageSize | null => imageSize('image.png', bytes);

/** The size of SVG text (width/height, else the viewBox). */
export const svgSize = (text: string): ImageSize | null => imageSize('image.svg', Buffer.from(text));

/**
 * SVG brand assets are served from the site's own origin, where a script
 * inside one would run with the site's rights when opened directly (a CSP
 * <meta> does not cover SVG documents). Refuse anything active.
 */
export function activeSvgContent(text: string): string | null {
  if (/<script\b/i.test(text)) return 'contains a <script> element';
  if (/<foreignObject\b/i.test(text)) return 'contains a <foreignObject> element';
  if (/\son[a-z]+\s*=/i.test(text)) return 'contains an event-handler attribute (on…=)';
  if (/javascript\s*:/i.test(text)) return 'contains a javascript: URL';
  if (/<!ENTITY/i.test(text)) return 'declares XML entities';
  return null;
}
