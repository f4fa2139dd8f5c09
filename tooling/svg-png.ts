import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';

/**
 * SVG to PNG with resvg, for the build's drawn banners (cli/lib/banners.ts) and the
 * sandbox's CDN art (sandbox/art/raster.ts). Text is set in Noto Sans and
 * Noto Sans Arabic from the npm registry (issue 37), loaded by file, never
 * the machine's fonts: every machine draws the same pixels, and Arabic is
 * shaped (resvg shapes with rustybuzz, a HarfBuzz port, and orders mixed
 * directions with the Unicode bidi algorithm). A script these fonts do not
 * cover would draw as empty boxes: `lobby validate` warns about a language
 * whose script is not in ART_SCRIPTS.
 */

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string): string =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);

/** The families the art is set in, latin first: resvg falls back along the list for each character. */
export const ART_FONT_FAMILY = 'Noto Sans, Noto Sans Arabic';

const FONT_FILES = [
  fontFile('@expo-google-fonts/noto-sans', '400Regular/NotoSans_400Regular.ttf'),
  fontFile('@expo-google-fonts/noto-sans', '700Bold/NotoSans_700Bold.ttf'),
  fontFile('@expo-google-fonts/noto-sans-arabic', '400Regular/NotoSansArabic_400Regular.ttf'),
  fontFile('@expo-google-fonts/noto-sans-arabic', '700Bold/NotoSansArabic_700Bold.ttf'),
];

/** The scripts (ISO 15924) the art's fonts draw. */
export const ART_SCRIPTS: ReadonlySet<string> = new Set(['Latn', 'Arab']);

const FONT_OPTIONS: ResvgRenderOptions['font'] = {
  fontFiles: FONT_FILES,
  loadSystemFonts: false,
  defaultFontFamily: 'Noto Sans',
};

/** resvg's options for a drawing at its own size or `width` pixels wide; plain data, so a drawing thread (cli/lib/art-threads.ts) renders the same. */
export function resvgOptions(width?: number): ResvgRenderOptions {
  return {
    font: FONT_OPTIONS,
    ...(width === undefined ? {} : { fitTo: { mode: 'width' as const, value: width } }),
  };
}

/** The SVG as PNG, at its own size or `width` pixels wide (its height follows its aspect ratio). */
export function svgToPng(svg: string, width?: number): Buffer {
  return new Resvg(svg, resvgOptions(width)).render().asPng();
}

const widths = new Map<string, number>();

/**
 * The drawn width of `text` at 1 px (multiply by the font size): measured by
 * resvg itself, with the same fonts and shaping as the picture, at 100 px.
 */
export function textWidthPerPixel(text: string, bold: boolean): number {
  const key = `${bold ? 'b' : 'r'}|${text}`;
  let found = widths.get(key);
  if (found === undefined) {
    const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.max(200, text.length * 80)}" height="200"><text x="10" y="150" font-family="${ART_FONT_FAMILY}" font-size="100"${bold ? ' font-weight="700"' : ''}>${escaped}</text></svg>`;
    const box = new Resvg(svg, { font: FONT_OPTIONS }).getBBox();
    found = (box?.width ?? 0) / 100;
    widths.set(key, found);
  }
  return found;
}
