import { formatHex8, parseHex as culoriParseHex, wcagContrast, wcagLuminance, type Rgb } from 'culori';

/**
 * Colour for resolved theme colours (hex only, as themes require), on
 * culori (issue 18: colour maths from a kept library): parsing, alpha
 * compositing, WCAG relative luminance and contrast, so `lobby validate`'s
 * contrast gate and the stamp's dark/light choice use the same numbers.
 */

export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  /** 0..1 */
  readonly a: number;
}

export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && HEX_COLOR_PATTERN.test(value);

const toCulori = (color: Rgba): Rgb => ({
  mode: 'rgb',
  r: color.r / 255,
  g: color.g / 255,
  b: color.b / 255,
  alpha: color.a,
});

export function parseHex(hex: string): Rgba {
  const parsed = HEX_COLOR_PATTERN.test(hex) ? culoriParseHex(hex) : undefined;
  if (!parsed) throw new Error(`not a hex colour: ${hex}`);
  const channel = (value: number): number => Math.round(value * 255);
  return { r: channel(parsed.r), g: channel(parsed.g), b: channel(parsed.b), a: parsed.alpha ?? 1 };
}

/** Paints a translucent colour over an opaque one (what the eye sees), in 8-bit channels. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number): number => Math.round(a * top.a + b * (1 - top.a));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function relativeLuminance(color: Rgba): number {
  return wcagLuminance(toCulori({ ...color, a: 1 }));
}

/** WCAG contrast ratio (1..21) of a text colour over a background; translucent text is composited first. */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parseHex(background);
  const fg = composite(parseHex(foreground), bg);
  return wcagContrast(toCulori(fg), toCulori({ ...bg, a: 1 }));
}

/**
 * A background is dark when white text contrasts with it better than black
 * text does: (1 + 0.05) / (L + 0.05) > (L + 0.05) / 0.05 ⇔ L < √0.0525 − 0.05.
 */
const DARK_LUMINANCE_LIMIT = Math.sqrt(0.0525) - 0.05;

export function isDark(background: string): boolean {
  return relativeLuminance(parseHex(background)) < DARK_LUMINANCE_LIMIT;
}

/** An Rgba as #rrggbb (or #rrggbbaa when translucent). */
export function toHex(color: Rgba): string {
  const hex = formatHex8(toCulori(color));
  return color.a >= 1 ? hex.slice(0, 7) : hex;
}
