import { isHexColor } from './color';
import { DTCG_COLOR_SPACES, hexToDtcgColor, srgbComponentsHex } from './token-color';
import type { Json, TokenType } from './token-files';

/**
 * What each DTCG 2025.10 token type may hold (the format Style Dictionary 5
 * reads; Lobby builds it with Style Dictionary 4 and transforms of its own): the value checks of the theme loader (cli/lib/themes.ts), run on
 * values with their aliases resolved, before Style Dictionary turns them into
 * CSS. Every value that reaches the page's <style> passed one of these.
 */

/** Font names reach a <style> element: a safe alphabet keeps them from closing it. */
const FONT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,63}$/;
/** DTCG font-weight keywords (the CSS transform turns them into numbers). */
export const FONT_WEIGHT_NAMES: Readonly<Record<string, number>> = {
  thin: 100,
  hairline: 100,
  'extra-light': 200,
  'ultra-light': 200,
  light: 300,
  normal: 400,
  regular: 400,
  book: 400,
  medium: 500,
  'semi-bold': 600,
  'demi-bold': 600,
  bold: 700,
  'extra-bold': 800,
  'ultra-bold': 800,
  black: 900,
  heavy: 900,
  'extra-black': 950,
  'ultra-black': 950,
};

const isObject = (value: unknown): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

function dimensionProblem(value: Json, units: readonly string[]): string | null {
  if (
    !isObject(value) ||
    typeof value.value !== 'number' ||
    !Number.isFinite(value.value) ||
    typeof value.unit !== 'string'
  ) {
    return `must be { "value": number, "unit": ${units.map((unit) => `"${unit}"`).join(' | ')} }, not ${show(value)}`;
  }
  if (!units.includes(value.unit)) return `unit ${show(value.unit)} is not one of ${units.join(', ')}`;
  const extra = Object.keys(value).filter((key) => key !== 'value' && key !== 'unit');
  return extra.length > 0 ? `unexpected key(s) ${extra.join(', ')}` : null;
}

const HEX6_PATTERN = /^#[0-9a-fA-F]{6}$/;
const isUnitNumber = (value: Json | undefined): boolean => typeof value === 'number' && value >= 0 && value <= 1;

/** A DTCG 2025.10 colour object; an old-style hex string is refused with the object to write instead. */
function colorProblem(value: Json): string | null {
  if (typeof value === 'string') {
    return isHexColor(value)
      ? `${show(value)} is the older hex-string format; write the DTCG colour object ${JSON.stringify(hexToDtcgColor(value))}`
      : `${show(value)} is not a DTCG colour object ({ "colorSpace": "srgb", "components": [r, g, b], "hex": "#rrggbb" })`;
  }
  if (!isObject(value))
    return `must be a DTCG colour object ({ "colorSpace": "srgb", "components": [r, g, b], "hex": "#rrggbb" }), not ${show(value)}`;
  const { colorSpace, components, alpha, hex } = value;
  if (typeof colorSpace !== 'string' || !(DTCG_COLOR_SPACES as readonly string[]).includes(colorSpace)) {
    return `colorSpace ${show(colorSpace)} is not one of ${DTCG_COLOR_SPACES.join(', ')}`;
  }
  if (
    !Array.isArray(components) ||
    components.length !== 3 ||
    !components.every((part) => part === 'none' || (typeof part === 'number' && Number.isFinite(part)))
  ) {
    return `components must be three numbers (or "none"), not ${show(components)}`;
  }
  if (alpha !== undefined && !isUnitNumber(alpha)) return `alpha must be a number from 0 to 1, not ${show(alpha)}`;
  const extra = Object.keys(value).filter((key) => !['colorSpace', 'components', 'alpha', 'hex'].includes(key));
  if (extra.length > 0) return `unexpected key(s) ${extra.join(', ')}`;
  if (colorSpace !== 'srgb')
    return hex === undefined || (typeof hex === 'string' && HEX6_PATTERN.test(hex))
      ? null
      : `hex must be #rrggbb, not ${show(hex)}`;
  if (!components.every(isUnitNumber)) return `sRGB components must be numbers from 0 to 1, not ${show(components)}`;
  if (hex === undefined) return null;
  if (typeof hex !== 'string' || !HEX6_PATTERN.test(hex)) return `hex must be #rrggbb, not ${show(hex)}`;
  // Design tools show the hex; the CSS comes from the components: an edit to one alone must not pass unnoticed.
  const fromComponents = srgbComponentsHex(components as number[]);
  return fromComponents === hex.toLowerCase()
    ? null
    : `hex ${hex} does not match components ${show(components)} (${fromComponents}); for ${hex} write ${show(hexToDtcgColor(hex).components)}`;
}

const SHADOW_KEYS = new Set(['color', 'offsetX', 'offsetY', 'blur', 'spread', 'inset']);

function shadowLayerProblem(layer: Json): string | null {
  if (!isObject(layer)) return `a shadow must be an object, not ${show(layer)}`;
  const color = colorProblem(layer.color ?? null);
  if (color) return `shadow color: ${color}`;
  for (const key of ['offsetX', 'offsetY', 'blur', 'spread'] as const) {
    const problem = dimensionProblem(layer[key] ?? null, ['px', 'rem']);
    if (problem) return `shadow ${key} ${problem}`;
  }
  if (layer.inset !== undefined && typeof layer.inset !== 'boolean') return 'shadow inset must be true or false';
  const extra = Object.keys(layer).filter((key) => !SHADOW_KEYS.has(key));
  return extra.length > 0 ? `unexpected shadow key(s) ${extra.join(', ')}` : null;
}

export const VALUE_CHECKS: Readonly<Record<TokenType, (value: Json) => string | null>> = {
  color: colorProblem,
  dimension: (value) => dimensionProblem(value, ['px', 'rem']),
  duration: (value) =>
    dimensionProblem(value, ['ms', 's']) ??
    (isObject(value) && Number(value.value) < 0 ? 'must not be negative' : null),
  fontFamily: (value) => {
    const names = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(names) || names.length === 0 || !names.every((name) => typeof name === 'string')) {
      return `must be a font name or a non-empty list of font names, not ${show(value)}`;
    }
    const bad = names.find((name) => !FONT_NAME_PATTERN.test(name));
    return bad === undefined ? null : `font name ${show(bad)} may hold letters, digits, spaces, "-" and "_" only`;
  },
  fontWeight: (value) =>
    (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 1000) ||
    (typeof value === 'string' && Object.hasOwn(FONT_WEIGHT_NAMES, value))
      ? null
      : `must be a number from 1 to 1000 or a DTCG weight name, not ${show(value)}`,
  cubicBezier: (value) =>
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    [value[0], value[2]].every((x) => typeof x === 'number' && x >= 0 && x <= 1)
      ? null
      : `must be [x1, y1, x2, y2] with x1 and x2 between 0 and 1, not ${show(value)}`,
  number: (value) =>
    typeof value === 'number' && Number.isFinite(value) ? null : `must be a number, not ${show(value)}`,
  shadow: (value) => {
    const layers = Array.isArray(value) ? value : [value];
    if (layers.length === 0) return 'must be a shadow or a non-empty list of shadows';
    for (const layer of layers) {
      const problem = shadowLayerProblem(layer);
      if (problem) return problem;
    }
    return null;
  },
};
