import { parseHex, toHex } from './color';

/**
 * Colours in the token files use the DTCG 2025.10 colour object, the format
 * Style Dictionary 5 reads: `{ "colorSpace": "srgb", "components": [r, g, b],
 * "alpha": a, "hex": "#rrggbb" }`. Components are the truth (Style Dictionary
 * converts them); `hex` is the fallback design tools show, so it must agree.
 * Helpers to write such objects (tenant new, tests) and to read them back.
 */

/** The colour spaces of DTCG 2025.10, all of which Style Dictionary 5 converts to sRGB. */
export const DTCG_COLOR_SPACES = [
  'srgb',
  'srgb-linear',
  'display-p3',
  'a98-rgb',
  'prophoto-rgb',
  'rec2020',
  'xyz-d50',
  'xyz-d65',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'hsl',
  'hwb',
] as const;

export interface DtcgColor {
  readonly colorSpace: string;
  readonly components: readonly [number, number, number];
  readonly alpha?: number;
  readonly hex?: string;
}

/** Four decimals keep every 8-bit channel exact (error ≤ 0.013 of a step) and the files readable. */
const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

/** `#f2b33d` or `#000000b3` → the DTCG colour object with the same 8-bit channels (alpha only when translucent). */
export function hexToDtcgColor(hex: string): DtcgColor {
  const { r, g, b, a } = parseHex(hex);
  const opaque = toHex({ r, g, b, a: 1 });
  return {
    colorSpace: 'srgb',
    components: [round4(r / 255), round4(g / 255), round4(b / 255)],
    ...(a < 1 ? { alpha: round4(a) } : {}),
    hex: opaque,
  };
}

/** The 8-bit #rrggbb an sRGB colour object's components round to (what Style Dictionary's color/hex writes). */
export function srgbComponentsHex(components: readonly number[]): string {
  const channel = (value: number | undefined): number => Math.round(Math.min(1, Math.max(0, value ?? 0)) * 255);
  return toHex({ r: channel(components[0]), g: channel(components[1]), b: channel(components[2]), a: 1 });
}
