import path from 'node:path';
import { formatProblem, type Problem } from './problems';
import { BASE_THEME, projectPaths } from './project';
import { buildTokens, type TokenBuild } from './token-engine';
import { parseFile, type Json, type ParsedFile, type RawToken, type TokenType } from './token-files';
import { resolveAndCheck, type ResolvedToken } from './token-references';

/**
 * Design tokens in the W3C design-tokens (DTCG 2025.10) format, two tiers:
 * themes/base.tokens.json holds `primitive` (raw values) and `semantic`
 * (aliases that say what a value is for); a brand file themes/<brand>.tokens.json
 * overrides existing primitives only. Loading checks the files (shape, what a
 * brand may override, aliases through Style Dictionary's resolver, each value),
 * then Style Dictionary builds the theme (token-engine.ts): each token's CSS
 * text and the `--lby-…` block of the semantic tokens, so a component can
 * never reach a primitive.
 */

interface ThemeToken {
  /** Path inside its tier: `color.bg.header` (the tier prefix dropped). */
  readonly name: string;
  readonly type: TokenType;
  /** Aliases resolved; the DTCG value otherwise as written. */
  readonly value: Json;
  /** The value as CSS text, from Style Dictionary. */
  readonly css: string;
  readonly description: string | undefined;
}

export interface Theme {
  readonly name: string;
  /** Project-relative files the theme was built from (base first). */
  readonly files: readonly string[];
  /** `:root { --lby-…: …; }`: the stylesheet the stamp inlines, from Style Dictionary's css/variables. */
  readonly css: string;
  readonly semantic: ReadonlyMap<string, ThemeToken>;
  readonly primitive: ReadonlyMap<string, ThemeToken>;
}

export type ThemeResult =
  | { readonly theme: Theme; readonly problems: readonly [] }
  | { readonly theme: null; readonly problems: readonly Problem[] };

function mergeBrand(
  base: ParsedFile,
  brand: ParsedFile,
  brandFile: string,
  problems: Problem[],
): Map<string, RawToken> {
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
      problems.push({
        file: brandFile,
        path,
        message: `$type "${override.type}" differs from the base token's "${original.type}"`,
      });
      continue;
    }
    merged.set(path, {
      ...original,
      value: override.value,
      file: brandFile,
      description: override.description ?? original.description,
    });
  }
  return merged;
}

function tierTokens(
  tier: 'semantic' | 'primitive',
  tokens: ReadonlyMap<string, RawToken>,
  resolved: ReadonlyMap<string, ResolvedToken>,
  built: TokenBuild,
): Map<string, ThemeToken> {
  const out = new Map<string, ThemeToken>();
  const prefix = `${tier}.`;
  // The merged files' order (the base file's), which is also the order of the CSS and of src/ui/theme/token-names.ts.
  for (const [path, token] of tokens) {
    const value = resolved.get(path);
    const css: unknown = built.tokens.get(path)?.$value;
    if (!path.startsWith(prefix) || !value) continue;
    const name = path.slice(prefix.length);
    out.set(name, { name, type: value.type, value: value.value, css: String(css), description: token.description });
  }
  return out;
}

/**
 * Loads `themes/<name>.tokens.json` over `themes/base.tokens.json` (or the base
 * alone for `base`), reporting every problem as file + token path + message.
 */
export async function loadTheme(cwd: string, name: string): Promise<ThemeResult> {
  const paths = projectPaths(cwd);
  const problems: Problem[] = [];
  const baseFile = paths.relative(paths.themeFile(BASE_THEME));
  const base = parseFile(paths.themeFile(BASE_THEME), baseFile, ['primitive', 'semantic'], problems);
  if (base.top && !base.groups.has('semantic'))
    problems.push({
      file: baseFile,
      path: 'semantic',
      message: 'is missing (the base theme defines every semantic token)',
    });
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
  const resolved = resolveAndCheck(tokens, groups, problems);
  if (problems.length > 0) return { theme: null, problems };

  let built: TokenBuild;
  try {
    built = await buildTokens(files.map((file) => path.join(paths.root, file)));
  } catch (error) {
    // Checked files should always build; if Style Dictionary still objects (a warning is an error here), say so plainly.
    const message = error instanceof Error ? error.message : String(error);
    return {
      theme: null,
      problems: [
        { file: files[files.length - 1] ?? baseFile, path: '', message: `Style Dictionary: ${message.trim()}` },
      ],
    };
  }
  return {
    theme: {
      name,
      files,
      css: built.css,
      semantic: tierTokens('semantic', tokens, resolved, built),
      primitive: tierTokens('primitive', tokens, resolved, built),
    },
    problems: [],
  };
}

/**
 * The semantic token names of the base theme, in file order (`npm run gen`
 * writes them to src/ui/theme/token-names.ts). Read from the file alone, so
 * generating needs no build; the values are checked by loadTheme.
 */
export function semanticTokenNames(cwd: string): string[] {
  const paths = projectPaths(cwd);
  const problems: Problem[] = [];
  const base = parseFile(
    paths.themeFile(BASE_THEME),
    paths.relative(paths.themeFile(BASE_THEME)),
    ['primitive', 'semantic'],
    problems,
  );
  if (problems.length > 0) throw new Error(`the base theme has problems:\n${problems.map(formatProblem).join('\n')}`);
  return [...base.tokens.keys()]
    .filter((name) => name.startsWith('semantic.'))
    .map((name) => name.slice('semantic.'.length));
}

/** The semantic tokens as CSS custom properties, as Style Dictionary wrote them. */
export function themeCss(theme: Theme): string {
  return theme.css;
}

/** The resolved hex colour of a semantic colour token (for theme-color, contrast checks). */
export function resolvedColor(theme: Theme, name: string): string {
  const token = theme.semantic.get(name);
  if (token?.type !== 'color') throw new Error(`theme "${theme.name}" has no semantic colour token "${name}"`);
  return token.css;
}

/** Every semantic colour, resolved: `color.text.primary` → `#f3f5fa`. */
export function resolvedColors(theme: Theme): Map<string, string> {
  return new Map(
    [...theme.semantic.values()].filter((token) => token.type === 'color').map((token) => [token.name, token.css]),
  );
}
