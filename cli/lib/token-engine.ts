import StyleDictionary from 'style-dictionary';
import type { LogConfig, PlatformConfig, TransformedToken, ValueTransform } from 'style-dictionary/types';
import { cssVariableName } from '../../src/ui/theme/tokens';
import { FONT_WEIGHT_NAMES } from './token-values';
import { isRecord } from '../../src/lib/is-record';
import { dtcgColorHex } from './token-color';

/**
 * Style Dictionary is Lobby's token engine (OPS-03): it reads the DTCG token
 * files (a brand file over the base one: `include` + `source`), resolves the
 * aliases, turns every value into CSS and writes the `:root { --lby-… }`
 * block the stamp inlines, with its own `css/variables` format. Lobby adds
 * only what Style Dictionary 4 lacks for these files (it reads DTCG 2025.10's
 * colour and dimension objects as strings); each transform below says why.
 * They are registered once, when this module is first imported.
 */

const LOBBY_CSS_TRANSFORM_GROUP = 'lobby/css';
const CSS_PLATFORM = 'css';
const THEME_CSS_FILE = 'theme.css';

const GENERIC_FONT_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'emoji',
  'math',
  'fangsong',
]);

const tokenValue = (token: TransformedToken): unknown => token.$value as unknown;

const cssVariableNameTransform = {
  name: 'lobby/name/css-variable',
  type: 'name',
  // The app's own naming rule (src/ui/theme/tokens.ts, what token('…') reads), on the path without its tier:
  // semantic.color.bg.brandPressed → lby-color-bg-brand-pressed (css/variables adds the leading --).
  transform: (token: TransformedToken) => cssVariableName(token.path.slice(1).join('.')).slice(2),
} as const;

/** A value transform for the tokens of one DTCG type that needs nothing but the token's value. */
const valueTransformOf = (type: string, name: string, toCss: (value: unknown) => unknown): ValueTransform => ({
  name,
  type: 'value',
  filter: (token) => token.$type === type,
  transform: (token) => toCss(tokenValue(token)),
});

// Style Dictionary 4's color/hex reads strings only (tinycolor): a DTCG colour object, in any of its colour spaces, is
// converted here; a string is a colour already turned into CSS (an alias of one).
const colorTransform = valueTransformOf('color', 'lobby/color/hex', (value) =>
  typeof value === 'string' ? value : (dtcgColorHex(value) ?? value),
);

/** A DTCG dimension object as CSS, keeping its own unit (8px stays 8px); anything else as it is. */
const dimensionCss = (value: unknown): unknown =>
  isRecord(value) && typeof value.value === 'number' && typeof value.unit === 'string'
    ? `${value.value}${value.unit}`
    : value;

// size/rem would print a DTCG dimension object as [object Object].
const dimensionTransform = valueTransformOf('dimension', 'lobby/dimension/css', dimensionCss);

// Style Dictionary's time/seconds reads the old numeric `time` type: a DTCG duration object would print as [object Object].
const durationTransform = valueTransformOf('duration', 'lobby/duration/ms', (value) => {
  if (!isRecord(value) || typeof value.value !== 'number') return value;
  return `${value.unit === 's' ? value.value * 1000 : value.value}ms`;
});

// DTCG allows weight names (`semi-bold`) that CSS does not know; CSS takes the number.
const fontWeightTransform = valueTransformOf('fontWeight', 'lobby/fontWeight/number', (value) =>
  typeof value === 'string' ? (FONT_WEIGHT_NAMES[value] ?? value) : value,
);

// fontFamily/css quotes only names with spaces; an unquoted `Inter` is fine but `3Dumb` or `Initial` is not, so every
// non-generic family is quoted, as the stamp always did.
const fontFamilyTransform = valueTransformOf('fontFamily', 'lobby/fontFamily/css', (value) => {
  const names =
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.filter((name): name is string => typeof name === 'string')
        : [];
  return names.map((name) => (GENERIC_FONT_FAMILIES.has(name) ? name : `"${name}"`)).join(', ');
});

const shadowTransform: ValueTransform = {
  name: 'lobby/shadow/css',
  type: 'value',
  // shadow/css/shorthand reads neither DTCG colour objects nor dimension objects; this one writes the colour as hex
  // like every other colour (an aliased colour arrives as CSS already). Transitive: a shadow may alias a colour.
  transitive: true,
  filter: (token) => token.$type === 'shadow',
  transform: (token) => {
    const value = tokenValue(token);
    const hexOf = (color: unknown): string => (typeof color === 'string' ? color : (dtcgColorHex(color) ?? ''));
    const layer = (shadow: unknown): string => {
      if (!isRecord(shadow)) return String(shadow);
      const lengths = [shadow.offsetX, shadow.offsetY, shadow.blur, shadow.spread]
        .map((part) => String(dimensionCss(part)))
        .join(' ');
      return `${shadow.inset === true ? 'inset ' : ''}${lengths} ${hexOf(shadow.color)}`;
    };
    return typeof value === 'string' ? value : (Array.isArray(value) ? value : [value]).map(layer).join(', ');
  },
};

for (const transform of [
  colorTransform,
  dimensionTransform,
  durationTransform,
  fontWeightTransform,
  fontFamilyTransform,
  shadowTransform,
])
  StyleDictionary.registerTransform(transform);
StyleDictionary.registerTransform(cssVariableNameTransform);
StyleDictionary.registerTransformGroup({
  name: LOBBY_CSS_TRANSFORM_GROUP,
  transforms: [
    cssVariableNameTransform.name,
    colorTransform.name, // #rrggbb, or #rrggbbaa when translucent
    dimensionTransform.name,
    'cubicBezier/css',
    durationTransform.name,
    fontWeightTransform.name,
    fontFamilyTransform.name,
    shadowTransform.name,
  ],
});

/** The CLI is quiet and strict: a Style Dictionary warning (a collision, a broken reference) fails the theme. */
const STRICT_LOG: LogConfig = { warnings: 'error', verbosity: 'silent', errors: { brokenReferences: 'throw' } };

export interface TokenBuild {
  /** `:root { --lby-…: …; }` with the semantic tokens only (components never reach a primitive). */
  readonly css: string;
  /** Every token, aliases resolved and values turned into CSS text, keyed by dotted path (`semantic.color.bg.page`). */
  readonly tokens: ReadonlyMap<string, TransformedToken>;
}

const cssPlatform = (): PlatformConfig => ({
  transformGroup: LOBBY_CSS_TRANSFORM_GROUP,
  files: [
    {
      destination: THEME_CSS_FILE,
      format: 'css/variables',
      filter: (token: TransformedToken) => token.path[0] === 'semantic',
      // Descriptions are designers' prose: they stay out of the page's <style>.
      options: { showFileHeader: false, outputReferences: false, formatting: { commentStyle: 'none' } },
    },
  ],
});

/**
 * Builds a theme's CSS with Style Dictionary: the last file is the brand
 * (`source`), the ones before it what it extends (`include`: the base).
 * Nothing is written to disk.
 */
export async function buildTokens(files: readonly string[], log: LogConfig = STRICT_LOG): Promise<TokenBuild> {
  const source = files.slice(-1);
  const dictionary = new StyleDictionary({
    include: files.slice(0, -1),
    source,
    platforms: { [CSS_PLATFORM]: cssPlatform() },
    log,
  });
  const [output] = await dictionary.formatPlatform(CSS_PLATFORM);
  const { allTokens } = await dictionary.getPlatformTokens(CSS_PLATFORM);
  return {
    css: typeof output?.output === 'string' ? output.output.trim() : '',
    tokens: new Map(allTokens.map((token) => [token.path.join('.'), token])),
  };
}
