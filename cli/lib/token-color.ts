import { formatHex, formatHex8, toGamut, type Color } from 'culori';
import { parseHex, toHex } from './color';

/**
 * Colours in the token files use the DTCG 2025.10 colour object, the format
 * Style Dictionary 5 reads (Lobby's Style Dictionary 4 reads it through
 * dtcgColorHex below): `{ "colorSpace": "srgb", "components": [r, g, b],
 * "alpha": a, "hex": "#rrggbb" }`. Components are the truth (Style Dictionary
 * converts them); `hex` is the fallback design tools show, so it must agree.
 * Helpers to write such objects (tenant new, tests) and to read them back.
 */

/** The colour spaces of DTCG 2025.10, all converted to sRGB by dtcgColorHex below. */
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

/** culori's mode for each DTCG colour space, and the scale of its components where DTCG writes percentages. */
const CULORI_MODES: Record<
  (typeof DTCG_COLOR_SPACES)[number],
  { mode: string; keys: readonly string[]; scale: readonly number[] }
> = {
  srgb: { mode: 'rgb', keys: ['r', 'g', 'b'], scale: [1, 1, 1] },
  'srgb-linear': { mode: 'lrgb', keys: ['r', 'g', 'b'], scale: [1, 1, 1] },
  'display-p3': { mode: 'p3', keys: ['r', 'g', 'b'], scale: [1, 1, 1] },
  'a98-rgb': { mode: 'a98', keys: ['r', 'g', 'b'], scale: [1, 1, 1] },
  'prophoto-rgb': { mode: 'prophoto', keys: ['r', 'g', 'b'], scale: [1, 1, 1] },
  rec2020: { mode: 'rec2020', keys: ['r', 'g', 'b'], scale: [1, 1, 1] },
  'xyz-d50': { mode: 'xyz50', keys: ['x', 'y', 'z'], scale: [1, 1, 1] },
  'xyz-d65': { mode: 'xyz65', keys: ['x', 'y', 'z'], scale: [1, 1, 1] },
  lab: { mode: 'lab', keys: ['l', 'a', 'b'], scale: [1, 1, 1] },
  lch: { mode: 'lch', keys: ['l', 'c', 'h'], scale: [1, 1, 1] },
  oklab: { mode: 'oklab', keys: ['l', 'a', 'b'], scale: [1, 1, 1] },
  oklch: { mode: 'oklch', keys: ['l', 'c', 'h'], scale: [1, 1, 1] },
  // DTCG writes saturation, lightness, whiteness and blackness from 0 to 100; culori reads 0 to 1.
  hsl: { mode: 'hsl', keys: ['h', 's', 'l'], scale: [1, 0.01, 0.01] },
  hwb: { mode: 'hwb', keys: ['h', 'w', 'b'], scale: [1, 0.01, 0.01] },
};

const isDtcgColorSpace = (space: unknown): space is (typeof DTCG_COLOR_SPACES)[number] =>
  typeof space === 'string' && (DTCG_COLOR_SPACES as readonly string[]).includes(space);

/**
 * A DTCG colour object as CSS hex: `#rrggbb`, or `#rrggbbaa` when translucent. A colour outside sRGB is brought
 * into it by CSS Color 4's gamut mapping (in OKLCH, keeping lightness and hue); a "none" component counts as 0.
 * Null when the value is not a colour object of a known space (validate names those before a build gets here).
 */
export function dtcgColorHex(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('colorSpace' in value) || !('components' in value)) return null;
  const { colorSpace, components } = value;
  const alpha = 'alpha' in value && typeof value.alpha === 'number' ? value.alpha : 1;
  if (!isDtcgColorSpace(colorSpace) || !Array.isArray(components)) return null;
  const { mode, keys, scale } = CULORI_MODES[colorSpace];
  const color: Record<string, unknown> = { mode, alpha };
  keys.forEach((key, index) => {
    const part: unknown = components[index];
    color[key] = typeof part === 'number' ? part * (scale[index] ?? 1) : 0;
  });
  const srgb = toGamut('rgb', 'oklch')(color as unknown as Color);
  return alpha < 1 ? formatHex8(srgb) : formatHex(srgb);
}
