/**
 * Colour arithmetic for resolved theme colours (hex only, as themes require).
 * Relative luminance and contrast follow WCAG 2.x, so `lobby validate` can
 * warn about weak text/background pairs (issue 6) from the same numbers.
 */

export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  /** 0..1 */
  readonly a: number;
}

export const isHexColor = (value: unknown): value is string => typeof value === 'string' && HEX_COLOR_PATTERN.test(value);

export function parseHex(hex: string): Rgba {
  if (!HEX_COLOR_PATTERN.test(hex)) throw new Error(`not a hex colour: ${hex}`);
  const digits = hex.length === 4 ? hex.slice(1).replace(/./g, '$&$&') : hex.slice(1);
  const channel = (index: number): number => Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), a: digits.length === 8 ? channel(3) / 255 : 1 };
}

/** Paints a translucent colour over an opaque one (what the eye sees). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number): number => Math.round(a * top.a + b * (1 - top.a));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

export function relativeLuminance(color: Rgba): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/** WCAG contrast ratio (1..21) of a text colour over a background; translucent text is composited first. */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parseHex(background);
  const fg = composite(parseHex(foreground), bg);
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * A background is dark when white text contrasts with it better than black
 * text does: (1 + 0.05) / (L + 0.05) > (L + 0.05) / 0.05 ⇔ L < √0.0525 − 0.05.
 */
const DARK_LUMINANCE_LIMIT = Math.sqrt(0.0525) - 0.05;

export function isDark(background: string): boolean {
  return relativeLuminance(parseHex(background)) < DARK_LUMINANCE_LIMIT;
}
