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
  readonly main: string;
  readonly strong: string;
  readonly soft: string;
  readonly contrast: string;
}

/**
 * The brand's soft tint (state pills, the member's initial) carries the brand
 * colour as text, so it is the 18 % mix of the brand into the canvas, or a
 * fainter one when that would not read at AA.
 */
function softTint(main: string, canvas: string): string {
  let amount = 0.18;
  while (amount > 0.04 && contrastRatio(main, mixWith(canvas, main, amount)) < AA_NORMAL_TEXT) amount -= 0.02;
  return mixWith(canvas, main, amount);
}

/** `canvas` is the surface the soft tint sits on (the base theme's dark panel by default). */
export function deriveBrand(primary: string, canvas = '#171e2e'): BrandPrimitives {
  const main = hex(parseHex(primary));
  const black = '#000000';
  const white = '#ffffff';
  return {
    main,
    strong: mixWith(main, black, 0.18),
    soft: softTint(main, canvas),
    // Text on the brand colour: whichever of near-black and white reads better.
    contrast: contrastRatio('#141414', main) >= contrastRatio(white, main) ? '#141414' : white,
  };
}

/** The base theme's backgrounds on which the brand colour is text (text.brand on the page and on cards, menuActive on the menu). */
export async function brandTextBackgrounds(cwd: string): Promise<string[]> {
  const base = (await loadTheme(cwd, 'base')).theme;
  return base ? ['color.bg.page', 'color.bg.surface', 'color.bg.menu'].map((name) => resolvedColor(base, name)) : [];
}

/** `--fix`: the primary with its OKLCH lightness moved just far enough to read at AA on every background it is text on. */
export function readableBrand(primary: string, backgrounds: readonly string[]): string {
  let main = hex(parseHex(primary));
  for (let round = 0; round < 6; round += 1) {
    // The brand's own soft tint (state pills, the member's initial) moves with it, so it is recomputed each round.
    const failing = [...backgrounds, deriveBrand(main).soft].find(
      (background) => contrastRatio(main, background) < AA_NORMAL_TEXT,
    );
    if (!failing) return main;
    main = passingShade(main, failing) ?? main;
  }
  return main;
}

/** The brand file `tenant new --primary` writes: the four brand primitives, as DTCG colour objects like every token file. */
export function brandTokensFile(displayName: string, brand: BrandPrimitives): string {
  const token = (hex: string) => ({ $value: { ...hexToDtcgColor(hex) } });
  return tokenFileText({
    $description: `${displayName}: the base theme with a brand colour derived from ${brand.main} (lobby tenant new).`,
    primitive: {
      color: {
        brand: {
          main: token(brand.main),
          strong: token(brand.strong),
          soft: token(brand.soft),
          contrast: token(brand.contrast),
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
    `<text x="72" y="42" font-family="Noto Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="${brand.main}">${name}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
