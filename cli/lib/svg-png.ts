import { existsSync } from 'node:fs';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';

/**
 * SVG to PNG with resvg, for the build's drawn banners (banners.ts) and the
 * sandbox's CDN art (sandbox/art/raster.ts). Text is set in Noto Sans from
 * Debian's fonts-noto-core when present (what CI installs), loaded by file so
 * the output does not depend on the machine's other fonts; else whatever the
 * system has.
 */
const NOTO = [
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
];
let fontOptions: { fontFiles?: string[]; loadSystemFonts: boolean; defaultFontFamily: string } | null = null;

/** resvg's options for a drawing at its own size or `width` pixels wide; plain data, so a drawing thread (cli/lib/art-threads.ts) renders the same. */
export function resvgOptions(width?: number): ResvgRenderOptions {
  // Looked up once per process, not per image.
  fontOptions ??= NOTO.every((file) => existsSync(file))
    ? { fontFiles: NOTO, loadSystemFonts: false, defaultFontFamily: 'Noto Sans' }
    : { loadSystemFonts: true, defaultFontFamily: 'Noto Sans' };
  return {
    font: fontOptions,
    ...(width === undefined ? {} : { fitTo: { mode: 'width' as const, value: width } }),
  };
}

/** The SVG as PNG, at its own size or `width` pixels wide (its height follows its aspect ratio). */
export function svgToPng(svg: string, width?: number): Buffer {
  return new Resvg(svg, resvgOptions(width)).render().asPng();
}
