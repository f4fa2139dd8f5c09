import { cssVariableName } from '../../src/ui/theme/tokens';
import type { Problem } from './problems';
import { BASE_THEME, listThemes, projectPaths } from './project';
import { ALIAS_PATTERN, isObject, parseFile, show, type Json, type ParsedFile, type RawToken, type TokenType } from './token-files';
import { cssText, VALUE_CHECKS } from './token-values';

/**
 * Design tokens in the W3C design-tokens (DTCG) format, two tiers:
 * themes/base.tokens.json holds `primitive` (raw values) and `semantic`
 * (aliases that say what a value is for); a brand file themes/<brand>.tokens.json
 * overrides existing primitives only. Loading validates everything, merges the
 * brand over the base, resolves aliases and gives each semantic token its CSS
 * text; only semantic tokens become CSS custom properties (--lby-…), so a
 * component can never reach a primitive.
 */

export { TOKEN_TYPES, type Json, type TokenType } from './token-files';

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
