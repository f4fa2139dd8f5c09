import { composite, contrastRatio, parseHex, toHex } from './color';
import { AA_NORMAL_TEXT, passingShade } from './contrast';
import { loadTheme, resolvedColor } from './themes';
import { hexToDtcgColor } from './token-color';
import { tokenFileText } from './token-writer';

/**
 * A new brand from one primary colour (`lobby tenant new --primary`): the
 * brand primitives of themes/<brand>.tokens.json. Everything else stays the
 * base theme's, so the semantic tier keeps working.
 */

const hex = toHex;
const mixWith = (color: string, other: string, share: number): string =>
  hex(composite({ ...parseHex(other), a: share }, parseHex(color)));

interface BrandPrimitives {
  /** The operator's colour, kept for fills: buttons, the active tab, the logo's emblem. */
  readonly main: string;
  readonly strong: string;
  readonly soft: string;
  /** Text on the brand colour. */
  readonly contrast: string;
  /** The brand colour as text (brand links, the active menu entry): main, or the nearest shade of its hue that reads at AA. */
  readonly text: string;
}

/** What `tenant new --primary` derived from the operator's colour, and why (printed and in `--json`). */
export interface BrandDerivation {
  readonly token: string;
  readonly value: string;
  readonly note: string;
}

/** The base theme's backgrounds the brand colour is text on, and the panel its soft tint sits on. */
export interface BrandBackgrounds {
  readonly page: string;
  readonly surface: string;
  readonly menu: string;
}

/** Where the brand's soft tint sits when the base theme cannot be read (its dark panel). */
const DEFAULT_BACKGROUNDS: BrandBackgrounds = { page: '#0f1420', surface: '#171e2e', menu: '#171e2e' };

/** The nearest shade of `colour` (same hue, OKLCH lightness) that reads at AA on every background, or null when none does. */
function readableOn(colour: string, backgrounds: readonly string[]): string | null {
  let shade = colour;
  for (let round = 0; round < 8; round += 1) {
    const failing = backgrounds.find((background) => contrastRatio(shade, background) < AA_NORMAL_TEXT);
    if (!failing) return shade;
    const next = passingShade(shade, failing);
    if (!next) return null;
    shade = next;
  }
  return backgrounds.every((background) => contrastRatio(shade, background) >= AA_NORMAL_TEXT) ? shade : null;
}

/**
 * The brand's soft tint (state pills, the member's initial) carries the brand
 * text, so it is the 18 % mix of the brand into the surface, or a fainter one
 * when the text would not read on it.
 */
function softTint(main: string, text: string, canvas: string): string {
  let amount = 0.18;
  while (amount > 0.04 && contrastRatio(text, mixWith(canvas, main, amount)) < AA_NORMAL_TEXT) amount -= 0.02;
  return mixWith(canvas, main, amount);
}

/**
 * OPS-18: a brand from any colour. The colour stays the operator's for fills;
 * the text on it is near-black or white, whichever reads better (one of the
 * two always reaches 4.5:1); the brand text is the nearest shade of the same
 * hue that reads on the page, the cards and the menu. Throws BrandRefusal
 * when no shade does (never on the base theme, whose backgrounds are dark).
 */
export function deriveBrand(primary: string, backgrounds: BrandBackgrounds = DEFAULT_BACKGROUNDS): BrandPrimitives {
  const main = hex(parseHex(primary));
  const textBackgrounds = [backgrounds.page, backgrounds.surface, backgrounds.menu];
  const text = readableOn(main, textBackgrounds);
  if (!text)
    throw new BrandRefusal(
      `${main}: no shade of this hue reads at WCAG AA (${AA_NORMAL_TEXT}:1) on the theme's backgrounds (${textBackgrounds.join(', ')})`,
    );
  let soft = softTint(main, text, backgrounds.surface);
  // The tint and the text settle together: a text that fails on the faintest tint moves once more.
  const onTint = readableOn(text, [...textBackgrounds, soft]);
  if (!onTint) throw new BrandRefusal(`${main}: its text shade cannot read on its own soft tint`);
  soft = softTint(main, onTint, backgrounds.surface);
  return {
    main,
    strong: mixWith(main, '#000000', 0.18),
    soft,
    contrast: textOnFill(main),
    text: onTint,
  };
}

export class BrandRefusal extends Error {}

/**
 * Text on the brand colour: near-black or white, whichever reads better, or
 * pure black for the mid tones where near-black falls just short (one of
 * black and white always reaches 4.58:1).
 */
function textOnFill(main: string): string {
  const better = contrastRatio('#141414', main) >= contrastRatio('#ffffff', main) ? '#141414' : '#ffffff';
  return contrastRatio(better, main) >= AA_NORMAL_TEXT ? better : '#000000';
}

const ratio = (text: string, background: string): string => `${contrastRatio(text, background).toFixed(2)}:1`;

/** What was derived from the operator's colour, in words (the primitives a designer would otherwise pick by hand). */
export function describeBrand(
  brand: BrandPrimitives,
  backgrounds: BrandBackgrounds = DEFAULT_BACKGROUNDS,
): BrandDerivation[] {
  const weakest = Math.min(
    ...[backgrounds.page, backgrounds.surface, backgrounds.menu, brand.soft].map((bg) => contrastRatio(brand.text, bg)),
  );
  return [
    {
      token: 'primitive.color.brand.main',
      value: brand.main,
      note: 'kept for fills (buttons, the active tab, the logo)',
    },
    {
      token: 'primitive.color.brand.contrast',
      value: brand.contrast,
      note: `text on the brand colour, ${ratio(brand.contrast, brand.main)}`,
    },
    {
      token: 'primitive.color.brand.text',
      value: brand.text,
      note:
        brand.text === brand.main
          ? `the brand colour itself reads as text (at least ${weakest.toFixed(2)}:1)`
          : `brand text on the page, cards and menu, same hue (at least ${weakest.toFixed(2)}:1; ${brand.main} reads ${ratio(brand.main, backgrounds.page)} on the page)`,
    },
    {
      token: 'primitive.color.brand.soft',
      value: brand.soft,
      note: 'soft tint behind brand text (state pills, initials)',
    },
    { token: 'primitive.color.brand.strong', value: brand.strong, note: 'pressed buttons' },
  ];
}

/** The base theme's backgrounds on which the brand colour is text (text.brand on the page and on cards, menuActive on the menu). */
export async function brandTextBackgrounds(cwd: string): Promise<BrandBackgrounds> {
  const base = (await loadTheme(cwd, 'base')).theme;
  if (!base) return DEFAULT_BACKGROUNDS;
  return {
    page: resolvedColor(base, 'color.bg.page'),
    surface: resolvedColor(base, 'color.bg.surface'),
    menu: resolvedColor(base, 'color.bg.menu'),
  };
}

/** `--fix`: one colour everywhere — the primary itself moved (same hue) to the derived text shade. */
export function readableBrand(primary: string, backgrounds: BrandBackgrounds = DEFAULT_BACKGROUNDS): string {
  return deriveBrand(primary, backgrounds).text;
}

/** The brand file `tenant new --primary` writes: the four brand primitives, as DTCG colour objects like every token file. */
export function brandTokensFile(displayName: string, brand: BrandPrimitives): string {
  const token = (hex: string) => ({ $value: { ...hexToDtcgColor(hex) } });
  return tokenFileText({
    $description: `${displayName}: the base theme with the brand colour ${brand.main} and the shades derived from it to pass WCAG AA (lobby tenant new).`,
    primitive: {
      color: {
        brand: {
          main: token(brand.main),
          strong: token(brand.strong),
          soft: token(brand.soft),
          contrast: token(brand.contrast),
          text: token(brand.text),
        },
      },
    },
  });
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The emblem's box inside the generated logo: the icons are cut from it (text needs fonts the icon renderer does not load). */
export const GENERATED_LOGO_EMBLEM = { x: 0, y: 0, width: 64, height: 64 } as const;

/** A plain logo when the operator has none yet: an emblem in the brand colour and the name. */
export function generatedLogo(displayName: string, brand: BrandPrimitives): string {
  const name = escapeXml(displayName.length > 14 ? `${displayName.slice(0, 13)}…` : displayName);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64">',
    `<circle cx="32" cy="32" r="28" fill="${brand.main}"/>`,
    `<path d="M32 14 L46 32 L32 50 L18 32 Z" fill="${brand.contrast}"/>`,
    `<text x="72" y="42" font-family="Noto Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="${brand.text}">${name}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
