import { readFileSync } from 'node:fs';
import { cssVariableName } from '../../src/ui/theme/tokens';
import { isHexColor } from './color';
import type { Problem } from './problems';
import { BASE_THEME, listThemes, projectPaths } from './project';

/**
 * Design tokens in the W3C design-tokens (DTCG) format, two tiers:
 * themes/base.tokens.json holds `primitive` (raw values) and `semantic`
 * (aliases that say what a value is for); a brand file themes/<brand>.tokens.json
 * overrides existing primitives only. Loading validates everything, merges the
 * brand over the base, resolves aliases and gives each semantic token its CSS
 * text; only semantic tokens become CSS custom properties (--lby-…), so a
 * component can never reach a primitive.
 */

export const TOKEN_TYPES = ['color', 'dimension', 'fontFamily', 'fontWeight', 'duration', 'cubicBezier', 'number', 'shadow'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface ThemeToken {
  /** Path inside its tier: `color.bg.header` (the tier prefix dropped). */
  readonly name: string;
  readonly type: TokenType;
  /** Aliases resolved; the DTCG value otherwise as written. */
  readonly value: Json;
  /** The value as CSS text. */
  readonly css: string;
  readonly description: string | undefined;
}

export interface Theme {
  readonly name: string;
  /** Project-relative files the theme was built from (base first). */
  readonly files: readonly string[];
  readonly semantic: ReadonlyMap<string, ThemeToken>;
  readonly primitive: ReadonlyMap<string, ThemeToken>;
}

export type ThemeResult = { readonly theme: Theme; readonly problems: readonly [] } | { readonly theme: null; readonly problems: readonly Problem[] };

const GROUP_PROPERTIES = new Set(['$type', '$description', '$extensions', '$deprecated']);
const TOKEN_PROPERTIES = new Set(['$value', '$type', '$description', '$extensions', '$deprecated']);
const FILE_PROPERTIES = new Set(['$schema', '$description', '$extensions']);
/** DTCG: names may not start with `$` nor contain `.`, `{` or `}`. */
const NAME_PATTERN = /^[^$.{}][^.{}]*$/;
const ALIAS_PATTERN = /^\{([^{}]+)\}$/;
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

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTokenType = (value: unknown): value is TokenType => typeof value === 'string' && (TOKEN_TYPES as readonly string[]).includes(value);
const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

// ---------------------------------------------------------------------------
// Parsing one file into a flat table of tokens

interface RawToken {
  readonly path: string;
  readonly file: string;
  readonly value: Json;
  readonly type: TokenType | undefined;
  readonly description: string | undefined;
}

interface ParsedFile {
  readonly tokens: Map<string, RawToken>;
  readonly groups: Set<string>;
  readonly top: JsonObject | null;
}

function readJsonFile(absolute: string, file: string, problems: Problem[]): JsonObject | null {
  let text: string;
  try {
    text = readFileSync(absolute, 'utf8');
  } catch {
    problems.push({ file, path: '', message: 'does not exist or cannot be read' });
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    problems.push({ file, path: '', message: `invalid JSON: ${error instanceof Error ? error.message : String(error)}` });
    return null;
  }
  if (!isObject(parsed)) {
    problems.push({ file, path: '', message: 'must be a JSON object' });
    return null;
  }
  return parsed;
}

function readType(node: JsonObject, path: string, file: string, problems: Problem[]): TokenType | undefined {
  if (!Object.hasOwn(node, '$type')) return undefined;
  const type = node.$type;
  if (isTokenType(type)) return type;
  problems.push({ file, path: `${path}.$type`, message: `unknown type ${show(type)} (expected one of ${TOKEN_TYPES.join(', ')})` });
  return undefined;
}

function walkGroup(
  node: JsonObject,
  path: string,
  inherited: TokenType | undefined,
  file: string,
  out: ParsedFile,
  problems: Problem[],
): void {
  out.groups.add(path);
  const groupType = readType(node, path, file, problems) ?? inherited;
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('$')) {
      if (!GROUP_PROPERTIES.has(key)) problems.push({ file, path: `${path}.${key}`, message: 'unknown group property' });
      continue;
    }
    const childPath = `${path}.${key}`;
    if (!NAME_PATTERN.test(key)) {
      problems.push({ file, path: childPath, message: 'a token or group name may not start with "$" nor contain ".", "{" or "}"' });
      continue;
    }
    if (!isObject(child)) {
      problems.push({ file, path: childPath, message: `must be a token (an object with $value) or a group, not ${show(child)}` });
      continue;
    }
    if (Object.hasOwn(child, '$value')) walkToken(child, childPath, groupType, file, out, problems);
    else walkGroup(child, childPath, groupType, file, out, problems);
  }
}

function walkToken(
  node: JsonObject,
  path: string,
  inherited: TokenType | undefined,
  file: string,
  out: ParsedFile,
  problems: Problem[],
): void {
  for (const key of Object.keys(node)) {
    if (TOKEN_PROPERTIES.has(key)) continue;
    problems.push({
      file,
      path: `${path}.${key}`,
      message: key.startsWith('$') ? 'unknown token property' : 'a token (it has $value) cannot contain tokens or groups',
    });
  }
  const description = node.$description;
  if (description !== undefined && typeof description !== 'string') {
    problems.push({ file, path: `${path}.$description`, message: 'must be a string' });
  }
  out.tokens.set(path, {
    path,
    file,
    value: node.$value ?? null,
    type: readType(node, path, file, problems) ?? inherited,
    description: typeof description === 'string' ? description : undefined,
  });
}

function parseFile(absolute: string, file: string, tiers: readonly string[], problems: Problem[]): ParsedFile {
  const out: ParsedFile = { tokens: new Map(), groups: new Set(), top: readJsonFile(absolute, file, problems) };
  if (!out.top) return out;
  for (const [key, value] of Object.entries(out.top)) {
    if (key.startsWith('$')) {
      if (!FILE_PROPERTIES.has(key)) problems.push({ file, path: key, message: 'unknown file property' });
    } else if (!tiers.includes(key)) {
      problems.push({
        file,
        path: key,
        message:
          key === 'semantic'
            ? 'a brand file may override primitives only; semantic tokens live in themes/base.tokens.json'
            : `unknown top-level group (expected ${tiers.map((tier) => `"${tier}"`).join(' and ')})`,
      });
    } else if (!isObject(value)) {
      problems.push({ file, path: key, message: 'must be a group of tokens' });
    } else {
      walkGroup(value, key, undefined, file, out, problems);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Checking and formatting values by $type

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

const VALUE_CHECKS: Readonly<Record<TokenType, (value: Json) => string | null>> = {
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
function cssText(type: TokenType, value: Json): string {
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
          const shadow = layer as JsonObject;
          const parts = [shadow.offsetX, shadow.offsetY, shadow.blur, shadow.spread].map((part) => dimensionCss(part ?? null));
          return `${shadow.inset === true ? 'inset ' : ''}${parts.join(' ')} ${(shadow.color as string).toLowerCase()}`;
        })
        .join(', ');
  }
}

// ---------------------------------------------------------------------------
// Merging and resolving

interface Resolved {
  readonly type: TokenType;
  readonly value: Json;
}

/** Sentinel for "could not resolve" (null is a JSON value). */
const FAILED = Symbol('failed');

function resolveTokens(tokens: ReadonlyMap<string, RawToken>, groups: ReadonlySet<string>, problems: Problem[]): Map<string, Resolved> {
  const done = new Map<string, Resolved | typeof FAILED>();
  const visiting: string[] = [];

  const resolveValue = (value: Json, owner: RawToken): { value: Json; aliasType?: TokenType } | typeof FAILED => {
    if (typeof value === 'string') {
      const match = ALIAS_PATTERN.exec(value);
      if (!match?.[1]) return { value };
      const target = match[1];
      if (!tokens.has(target)) {
        const message = groups.has(target) ? `alias ${value} points at a group, not a token` : `alias ${value} does not resolve to a token`;
        problems.push({ file: owner.file, path: owner.path, message });
        return FAILED;
      }
      const resolved = resolveToken(target);
      return resolved === FAILED ? FAILED : { value: resolved.value, aliasType: resolved.type };
    }
    if (Array.isArray(value)) {
      const items: Json[] = [];
      for (const item of value) {
        const resolved = resolveValue(item, owner);
        if (resolved === FAILED) return FAILED;
        items.push(resolved.value);
      }
      return { value: items };
    }
    if (isObject(value)) {
      const entries: Array<[string, Json]> = [];
      for (const [key, item] of Object.entries(value)) {
        const resolved = resolveValue(item, owner);
        if (resolved === FAILED) return FAILED;
        entries.push([key, resolved.value]);
      }
      // fromEntries defines own properties, so a "__proto__" key stays a key.
      return { value: Object.fromEntries<Json>(entries) };
    }
    return { value };
  };

  const resolveToken = (path: string): Resolved | typeof FAILED => {
    const known = done.get(path);
    if (known !== undefined) return known;
    const token = tokens.get(path);
    if (!token) return FAILED;
    const cycleStart = visiting.indexOf(path);
    if (cycleStart >= 0) {
      const cycle = [...visiting.slice(cycleStart), path].map((step) => `{${step}}`).join(' → ');
      problems.push({ file: token.file, path, message: `alias cycle: ${cycle}` });
      return FAILED;
    }
    visiting.push(path);
    const outcome = ((): Resolved | typeof FAILED => {
      const resolved = resolveValue(token.value, token);
      if (resolved === FAILED) return FAILED;
      const type = token.type ?? resolved.aliasType;
      if (!type) {
        problems.push({ file: token.file, path, message: 'has no $type (set it on the token or a parent group)' });
        return FAILED;
      }
      if (resolved.aliasType && resolved.aliasType !== type) {
        problems.push({ file: token.file, path, message: `is a ${type} token but aliases a ${resolved.aliasType} token (${show(token.value)})` });
        return FAILED;
      }
      const problem = VALUE_CHECKS[type](resolved.value);
      if (problem) {
        const via = resolved.aliasType ? ` (via ${show(token.value)})` : '';
        problems.push({ file: token.file, path, message: `${problem}${via}` });
        return FAILED;
      }
      return { type, value: resolved.value };
    })();
    visiting.pop();
    // A token caught in a cycle may already be marked; keep the first verdict.
    if (!done.has(path)) done.set(path, outcome);
    return done.get(path) ?? FAILED;
  };

  const resolvedTokens = new Map<string, Resolved>();
  for (const path of tokens.keys()) {
    const resolved = resolveToken(path);
    if (resolved !== FAILED) resolvedTokens.set(path, resolved);
  }
  return resolvedTokens;
}

function mergeBrand(base: ParsedFile, brand: ParsedFile, brandFile: string, problems: Problem[]): Map<string, RawToken> {
  const merged = new Map(base.tokens);
  for (const [path, override] of brand.tokens) {
    const original = base.tokens.get(path);
    if (!original || !path.startsWith('primitive.')) {
      problems.push({
        file: brandFile,
        path,
        message: base.groups.has(path)
          ? 'is a group in themes/base.tokens.json; override its tokens one by one'
          : 'is not a primitive of themes/base.tokens.json (a brand overrides existing primitives only)',
      });
      continue;
    }
    if (override.type && original.type && override.type !== original.type) {
      problems.push({ file: brandFile, path, message: `$type "${override.type}" differs from the base token's "${original.type}"` });
      continue;
    }
    merged.set(path, { ...original, value: override.value, file: brandFile, description: override.description ?? original.description });
  }
  return merged;
}

function tierTokens(tier: 'semantic' | 'primitive', tokens: ReadonlyMap<string, RawToken>, resolved: ReadonlyMap<string, Resolved>): Map<string, ThemeToken> {
  const out = new Map<string, ThemeToken>();
  const prefix = `${tier}.`;
  for (const [path, token] of tokens) {
    const value = resolved.get(path);
    if (!path.startsWith(prefix) || !value) continue;
    const name = path.slice(prefix.length);
    out.set(name, { name, type: value.type, value: value.value, css: cssText(value.type, value.value), description: token.description });
  }
  return out;
}

/**
 * Loads `themes/<name>.tokens.json` over `themes/base.tokens.json` (or the base
 * alone for `base`), reporting every problem as file + token path + message.
 */
export function loadTheme(cwd: string, name: string): ThemeResult {
  const paths = projectPaths(cwd);
  const problems: Problem[] = [];
  const baseFile = paths.relative(paths.themeFile(BASE_THEME));
  const base = parseFile(paths.themeFile(BASE_THEME), baseFile, ['primitive', 'semantic'], problems);
  if (base.top && !base.groups.has('semantic')) problems.push({ file: baseFile, path: 'semantic', message: 'is missing (the base theme defines every semantic token)' });
  const files = [baseFile];
  let tokens: ReadonlyMap<string, RawToken> = base.tokens;
  let groups: ReadonlySet<string> = base.groups;
  if (name !== BASE_THEME) {
    const brandFile = paths.relative(paths.themeFile(name));
    files.push(brandFile);
    const brand = parseFile(paths.themeFile(name), brandFile, ['primitive'], problems);
    tokens = mergeBrand(base, brand, brandFile, problems);
    groups = new Set([...base.groups, ...brand.groups]);
  }
  const resolved = resolveTokens(tokens, groups, problems);
  if (problems.length > 0) return { theme: null, problems };
  return {
    theme: { name, files, semantic: tierTokens('semantic', tokens, resolved), primitive: tierTokens('primitive', tokens, resolved) },
    problems: [],
  };
}

/** Every theme file in themes/, validated (base once, then each brand). */
export function loadAllThemes(cwd: string): Map<string, ThemeResult> {
  return new Map(listThemes(cwd).map((name) => [name, loadTheme(cwd, name)]));
}

/** The semantic tokens as CSS custom properties, one per line. */
export function themeCss(theme: Theme): string {
  const declarations = [...theme.semantic.values()].map((token) => `${cssVariableName(token.name)}:${token.css};`);
  return `:root{\n${declarations.join('\n')}\n}`;
}

/** The resolved hex colour of a semantic colour token (for theme-color, contrast checks). */
export function resolvedColor(theme: Theme, name: string): string {
  const token = theme.semantic.get(name);
  if (token?.type !== 'color') throw new Error(`theme "${theme.name}" has no semantic colour token "${name}"`);
  return token.css;
}

/** Every semantic colour, resolved: `color.text.primary` → `#f3f5fa`. */
export function resolvedColors(theme: Theme): Map<string, string> {
  return new Map([...theme.semantic.values()].filter((token) => token.type === 'color').map((token) => [token.name, token.css]));
}
