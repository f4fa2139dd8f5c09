import { isHexColor } from './color';
import type { Json, TokenType } from './token-files';

/**
 * What each DTCG token type may hold, and its CSS text: the value checks and
 * the CSS writer of the theme loader (cli/lib/themes.ts), kept apart from
 * the reading, merging and alias resolution.
 */

/** Font names reach a <style> element: a safe alphabet keeps them from closing it. */
const FONT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,63}$/;
const GENERIC_FONT_FAMILIES = new Set([
  'serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-serif', 'ui-sans-serif', 'ui-monospace',
  'ui-rounded', 'emoji', 'math', 'fangsong',
]);
/** DTCG font-weight keywords. */
const FONT_WEIGHT_NAMES: Readonly<Record<string, number>> = {
  thin: 100, hairline: 100, 'extra-light': 200, 'ultra-light': 200, light: 300, normal: 400, regular: 400, book: 400,
  medium: 500, 'semi-bold': 600, 'demi-bold': 600, bold: 700, 'extra-bold': 800, 'ultra-bold': 800, black: 900,
  heavy: 900, 'extra-black': 950, 'ultra-black': 950,
};

const isObject = (value: unknown): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

type Dimension = { value: number; unit: string };

function dimensionProblem(value: Json, units: readonly string[]): string | null {
  if (!isObject(value) || typeof value.value !== 'number' || !Number.isFinite(value.value) || typeof value.unit !== 'string') {
    return `must be { "value": number, "unit": ${units.map((unit) => `"${unit}"`).join(' | ')} }, not ${show(value)}`;
  }
  if (!units.includes(value.unit)) return `unit ${show(value.unit)} is not one of ${units.join(', ')}`;
  const extra = Object.keys(value).filter((key) => key !== 'value' && key !== 'unit');
  return extra.length > 0 ? `unexpected key(s) ${extra.join(', ')}` : null;
}

const SHADOW_KEYS = new Set(['color', 'offsetX', 'offsetY', 'blur', 'spread', 'inset']);

function shadowLayerProblem(layer: Json): string | null {
  if (!isObject(layer)) return `a shadow must be an object, not ${show(layer)}`;
  if (!isHexColor(layer.color)) return `shadow color ${show(layer.color)} is not a hex colour (#rgb, #rrggbb or #rrggbbaa)`;
  for (const key of ['offsetX', 'offsetY', 'blur', 'spread'] as const) {
    const problem = dimensionProblem(layer[key] ?? null, ['px', 'rem']);
    if (problem) return `shadow ${key} ${problem}`;
  }
  if (layer.inset !== undefined && typeof layer.inset !== 'boolean') return 'shadow inset must be true or false';
  const extra = Object.keys(layer).filter((key) => !SHADOW_KEYS.has(key));
  return extra.length > 0 ? `unexpected shadow key(s) ${extra.join(', ')}` : null;
}

export const VALUE_CHECKS: Readonly<Record<TokenType, (value: Json) => string | null>> = {
  color: (value) => (isHexColor(value) ? null : `${show(value)} is not a hex colour (#rgb, #rrggbb or #rrggbbaa)`),
  dimension: (value) => dimensionProblem(value, ['px', 'rem']),
  duration: (value) => dimensionProblem(value, ['ms', 's']) ?? (isObject(value) && Number(value.value) < 0 ? 'must not be negative' : null),
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
  number: (value) => (typeof value === 'number' && Number.isFinite(value) ? null : `must be a number, not ${show(value)}`),
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

const dimensionCss = (value: Json): string => {
  const { value: amount, unit } = value as Dimension;
  return `${amount}${unit}`;
};

const quoteFamily = (name: string): string => (GENERIC_FONT_FAMILIES.has(name) ? name : `"${name}"`);

/** CSS text of a value that passed VALUE_CHECKS for its type. */
export function cssText(type: TokenType, value: Json): string {
  switch (type) {
    case 'color':
      return (value as string).toLowerCase();
    case 'dimension':
      return dimensionCss(value);
    case 'duration': {
      const { value: amount, unit } = value as Dimension;
      return `${unit === 's' ? amount * 1000 : amount}ms`;
    }
    case 'fontFamily':
      return (typeof value === 'string' ? [value] : (value as string[])).map(quoteFamily).join(', ');
    case 'fontWeight':
      return String(typeof value === 'string' ? FONT_WEIGHT_NAMES[value] : (value as number));
    case 'cubicBezier':
      return `cubic-bezier(${(value as number[]).join(', ')})`;
    case 'number':
      return (value as number).toString();
    case 'shadow':
      return (Array.isArray(value) ? value : [value])
        .map((layer) => {
          const shadow = layer as { [key: string]: Json };
          const parts = [shadow.offsetX, shadow.offsetY, shadow.blur, shadow.spread].map((part) => dimensionCss(part ?? null));
          return `${shadow.inset === true ? 'inset ' : ''}${parts.join(' ')} ${(shadow.color as string).toLowerCase()}`;
        })
        .join(', ');
  }
}
