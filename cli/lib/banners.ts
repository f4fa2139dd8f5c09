import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatHex, oklch } from 'culori';
import type { Language, Tenant } from '../../src/tenant/schema';
import { hashOf } from '../../src/lib/hash';
import { paths } from '../../src/tenant/paths';
import { svgSize } from './image-size';
import { LANGUAGE_TABLE } from '../../src/lib/languages';
import { drawArt, type ArtWriter } from './art-cache';
import { buttonWidth, setBannerText } from './banner-text';
import { ART_FONT_FAMILY } from '../../tooling/svg-png';
import { TEMPLATES_DIR } from './project';
import { loadTemplates } from './templates';
import { resolvedColor, type Theme } from './themes';

/**
 * The home banners of a tenant (issue 17): the tenant's own images per
 * language when its file names them, else three drawn from its brand — its
 * colours, logo, name and copy — with cli/templates/banner.svg.hbs and
 * rendered to PNG by resvg. The stamp writes them under /m/brand/banners/
 * with a list (`banners.json`) that the platform (the sandbox) answers with.
 */

const BANNER_LIST_FILE = 'banners.json';
const BANNER_DIR = 'banners';

interface BannerEntry {
  readonly src: string;
  readonly title: string;
  readonly link: string;
  readonly linkType: 'internal' | 'external';
}
type BannerList = Partial<Record<Language, BannerEntry[]>>;

type Theme3 = 'welcome' | 'slots' | 'sports';
const THEMES: readonly Theme3[] = ['welcome', 'slots', 'sports'];
const LINKS: Readonly<Record<Theme3, string>> = {
  welcome: paths.rewardCenter(),
  slots: paths.gameList({ gameType: 'RNG' }),
  sports: paths.gameList({ gameType: 'SPORTS' }),
};
interface Copy {
  readonly title: string;
  readonly headline: string;
  readonly sub: string;
  readonly cta: string;
}
type CopyBook = Partial<Record<Language, Record<Theme3, Copy>>>;

let copyBook: CopyBook | null = null;
const loadCopy = () =>
  (copyBook ??= JSON.parse(readFileSync(path.join(TEMPLATES_DIR, 'banner-copy.json'), 'utf8')) as CopyBook);

/** Motifs in a 64 × 64 box: a gift, three reels, a ball. */
const MOTIFS: Readonly<Record<Theme3, (brand: string, ink: string, onBrand: string) => string>> = {
  welcome: (brand, ink, onBrand) =>
    `<rect x="8" y="26" width="48" height="32" rx="4" fill="${brand}"/><rect x="4" y="18" width="56" height="12" rx="3" fill="${brand}" stroke="${onBrand}" stroke-width="1"/>` +
    `<rect x="28" y="18" width="8" height="40" fill="${onBrand}"/><path d="M32 18c-6-10-18-10-16-2 2 5 10 3 16 2zm0 0c6-10 18-10 16-2-2 5-10 3-16 2z" fill="none" stroke="${ink}" stroke-width="2.5"/>`,
  slots: (brand, ink, onBrand) =>
    `<rect x="2" y="10" width="60" height="44" rx="8" fill="${brand}"/>` +
    [7, 26, 45]
      .map(
        (x) =>
          `<rect x="${x}" y="16" width="12" height="32" rx="3" fill="${onBrand}"/><path d="M${x + 2} 27h8l-5 12" fill="none" stroke="${ink}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
      )
      .join(''),
  sports: (brand, ink, onBrand) =>
    `<circle cx="32" cy="32" r="27" fill="${onBrand}" stroke="${brand}" stroke-width="3"/><path d="M32 20l11 8-4 13H25l-4-13z" fill="${ink}"/>` +
    `<path d="M32 20V6M43 28l13-4M39 41l8 11M25 41l-8 11M21 28L8 24" stroke="${ink}" stroke-width="2.5"/>`,
};

/** Three background patterns; the merchant's code picks one, so two brands of the same colours still differ. */
const PATTERNS: readonly string[] = [
  [60, 110, 160, 210].map((r) => `<circle cx="620" cy="150" r="${r}"/>`).join(''),
  Array.from({ length: 16 }, (_, i) => `<path d="M${i * 60 - 300} 300L${i * 60} 0"/>`).join(''),
  Array.from(
    { length: 60 },
    (_, i) => `<circle cx="${(i % 12) * 64 + 20}" cy="${Math.floor(i / 12) * 64 + 20}" r="5"/>`,
  ).join(''),
];

function darker(colour: string, by: number): string {
  const base = oklch(colour);
  return base ? formatHex({ ...base, l: Math.max(0, base.l - by) }) : colour;
}

interface BannerBrand {
  readonly tenant: Tenant;
  readonly theme: Theme;
  /** The logo's SVG text, drawn on the banner when the logo is an SVG. */
  readonly logoSvg: string | null;
}

const WIDTH = 750;
/** Where the text block may lie: below the logo, above the carousel's dots. */
const TEXT_TOP = 80;
const TEXT_BOTTOM = 264;
const BUTTON_HEIGHT = 50;
const BUTTON_GAP = 16;
const LOGO_HEIGHT = 36;
const LOGO_TOP = 30;

/**
 * The logo drawn inline, as a nested <svg> at its place: an <image> of an
 * SVG is drawn without the art's fonts, so a logo's own words (Sahara Play's
 * name) were missing and its visible part stood off the text's edge.
 */
function inlineLogo(
  logo: string,
  size: { width: number; height: number },
  box: { x: number; y: number; width: number; height: number },
): string {
  const root = /<svg\b[^>]*>/i.exec(logo);
  if (!root) return '';
  const viewBox = /\bviewBox\s*=\s*"([^"]*)"/i.exec(root[0])?.[1] ?? `0 0 ${size.width} ${size.height}`;
  const body = logo.slice(root.index + root[0].length).replace(/<\/svg>\s*$/i, '');
  return `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="${viewBox}">${body}</svg>`;
}

/** The words of a drawn banner in a language: its copy, else EN's (lobby validate warns about that). */
export function bannerCopy(language: Language, theme: Theme3): { copy: Copy; own: boolean } {
  const own = loadCopy()[language]?.[theme];
  const copy = own ?? loadCopy().EN?.[theme];
  if (!copy) throw new Error(`cli/templates/banner-copy.json has no EN copy for "${theme}"`);
  return { copy, own: own !== undefined };
}

/** The languages cli/templates/banner-copy.json has words for. */
export const bannerCopyLanguages = (): string[] => Object.keys(loadCopy()).filter((key) => !key.startsWith('$'));

/**
 * The SVG of one generated banner; exported for tests. A right-to-left
 * language mirrors the layout (text from the right edge, the motif on the
 * other side); the words wrap and shrink to fit (banner-text.ts), never cut.
 */
export function bannerSvg(brand: BannerBrand, language: Language, theme: Theme3): string {
  const { copy } = bannerCopy(language, theme);
  const rtl = LANGUAGE_TABLE[language].direction === 'rtl';
  const colours = {
    brand: resolvedColor(brand.theme, 'color.bg.brand'),
    onBrand: resolvedColor(brand.theme, 'color.text.onBrand'),
    ink: resolvedColor(brand.theme, 'color.text.onHeader'),
  };
  const header = resolvedColor(brand.theme, 'color.bg.header');
  const hash = hashOf(brand.tenant.merchantCode);
  // The merchant's code picks the motif's side; a right-to-left banner mirrors it, so the text starts where the eye does.
  const motifLeft = (hash % 2 === 1) !== rtl;
  const logoSize = brand.logoSvg ? svgSize(brand.logoSvg) : null;
  const headline = copy.headline.replace('{name}', brand.tenant.shortName ?? brand.tenant.displayName);
  // The text column: beside the motif (a 218 px square at x 44 or 490) with a margin.
  const column = motifLeft ? { from: 300, to: WIDTH - 40 } : { from: 48, to: 470 };
  const set = setBannerText(headline, copy.sub, {
    width: column.to - column.from,
    height: TEXT_BOTTOM - TEXT_TOP,
    below: BUTTON_GAP + BUTTON_HEIGHT,
  });
  const top = TEXT_TOP + Math.max(0, (TEXT_BOTTOM - TEXT_TOP - set.height - BUTTON_GAP - BUTTON_HEIGHT) / 2);
  const edge = rtl ? column.to : column.from;
  const ctaSize = [22, 20, 18, 16].find((size) => buttonWidth(copy.cta, size) <= column.to - column.from) ?? 16;
  const ctaWidth = Math.min(buttonWidth(copy.cta, ctaSize), column.to - column.from);
  const ctaX = rtl ? edge - ctaWidth : edge;
  const ctaY = top + set.height + BUTTON_GAP;
  const logoWidth = logoSize ? Math.round((logoSize.width / logoSize.height) * LOGO_HEIGHT) : 0;
  return loadTemplates().banner({
    ground: { from: header, to: darker(header, 0.06), edge: motifLeft ? 750 : 420, edgeTop: motifLeft ? 640 : 520 },
    glow: { cx: motifLeft ? 150 : 600 },
    colours,
    font: ART_FONT_FAMILY,
    pattern: PATTERNS[hash % PATTERNS.length],
    motif: { x: motifLeft ? 44 : 490, svg: MOTIFS[theme](colours.brand, colours.ink, colours.onBrand) },
    logo:
      brand.logoSvg && logoSize
        ? {
            svg: inlineLogo(brand.logoSvg, logoSize, {
              x: rtl ? edge - logoWidth : edge,
              y: LOGO_TOP,
              width: logoWidth,
              height: LOGO_HEIGHT,
            }),
            height: LOGO_HEIGHT,
          }
        : null,
    text: { x: edge, anchor: rtl ? 'end' : 'start', direction: rtl ? 'rtl' : 'ltr' },
    headline: {
      size: set.headline.size,
      lines: set.headline.lines.map((text, index) => ({
        text,
        y: Math.round(top + set.headline.size * 0.9 + index * set.headline.lineHeight),
      })),
    },
    sub: {
      size: set.sub.size,
      lines: set.sub.lines.map((text, index) => ({
        text,
        y: Math.round(
          top +
            set.headline.lines.length * set.headline.lineHeight +
            10 +
            set.sub.size * 0.9 +
            index * set.sub.lineHeight,
        ),
      })),
    },
    cta: {
      label: copy.cta,
      size: ctaSize,
      x: ctaX,
      y: Math.round(ctaY),
      width: ctaWidth,
      centre: ctaX + ctaWidth / 2,
      baseline: Math.round(ctaY + BUTTON_HEIGHT / 2 + ctaSize * 0.35),
    },
  });
}

/**
 * Writes the tenant's banners into `brandDir/banners/` and the list into
 * `brandDir/banners.json`; `siteBase` is the URL of brandDir ("/m/brand/").
 * `art` draws each one (the stamp's keeps drawings by content: art-cache.ts).
 * Banners the tenant supplies are copied by the stamp with its other files.
 */
export async function writeBanners(
  brand: BannerBrand,
  brandDir: string,
  siteBase: string,
  art: ArtWriter = drawArt,
): Promise<{ files: number; bytes: number }> {
  const list: BannerList = {};
  let bytes = 0;
  let files = 0;
  const own = brand.tenant.banners;
  for (const language of brand.tenant.languages.supported) {
    const supplied = own?.[language] ?? own?.[brand.tenant.languages.default];
    if (supplied) {
      list[language] = supplied.map((banner) => ({
        src: `${siteBase}${banner.image}`,
        title: banner.title,
        link: banner.link,
        linkType: banner.link.startsWith('/') ? 'internal' : 'external',
      }));
      continue;
    }
    await mkdir(path.join(brandDir, BANNER_DIR), { recursive: true });
    list[language] = await Promise.all(
      THEMES.map(async (theme) => {
        const name = `${language.toLowerCase()}-${theme}.png`;
        const size = await art(bannerSvg(brand, language, theme), path.join(brandDir, BANNER_DIR, name));
        bytes += size;
        files += 1;
        return {
          src: `${siteBase}${BANNER_DIR}/${name}`,
          title: bannerCopy(language, theme).copy.title,
          link: LINKS[theme],
          linkType: 'internal' as const,
        };
      }),
    );
  }
  const json = JSON.stringify(list, null, 1);
  await writeFile(path.join(brandDir, BANNER_LIST_FILE), json);
  return { files: files + 1, bytes: bytes + Buffer.byteLength(json) };
}

/** The logo's text when it is an SVG (drawn inside the banner), else null. */
export async function logoSvgOf(file: string): Promise<string | null> {
  return file.endsWith('.svg') ? readFile(file, 'utf8') : null;
}
