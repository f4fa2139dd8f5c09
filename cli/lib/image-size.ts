/**
 * Intrinsic sizes of brand images, read from the file itself, so the stamped
 * shell can give every <img> explicit width and height (no layout shift) and
 * validation can check that app icons have the size the manifest claims.
 */

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1];

/** width/height attributes in px (or unitless), else the viewBox. */
export function svgSize(text: string): ImageSize | null {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return null;
  const length = (value: string | undefined): number | null => {
    const match = value === undefined ? null : /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/.exec(value);
    return match?.[1] ? Number(match[1]) : null;
  };
  const width = length(attribute(tag, 'width'));
  const height = length(attribute(tag, 'height'));
  if (width && height) return { width, height };
  const box = attribute(tag, 'viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0) {
    return { width: box[2] ?? 0, height: box[3] ?? 0 };
  }
  return null;
}

export function imageSize(file: string, bytes: Buffer): ImageSize | null {
  if (file.endsWith('.png')) return pngSize(bytes);
  if (file.endsWith('.svg')) return svgSize(bytes.toString('utf8'));
  return null;
}

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
