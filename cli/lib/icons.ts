import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { svgSize } from './image-size';
import { projectPaths } from './project';
import { loadTenant } from './tenants';
import { formatProblem } from './problems';
import { loadTheme, resolvedColor } from './themes';

/**
 * App icons for the web-app manifest, rendered from a brand SVG with resvg
 * (no browser needed). The source is drawn centred on a square of the given
 * background colour with a margin; `crop` picks a region of the source (the
 * emblem of a wide logo, say). It made the demo tenants' committed icons;
 * `lobby tenant new` (issue 6) is meant to reuse it.
 */

interface IconOptions {
  /** Edge of the square PNG, in px. */
  readonly size: number;
  /** Square background, a hex colour (for example the theme's resolved `color.bg.header`). */
  readonly background: string;
  /** Empty border around the artwork as a share of the edge (0..0.4). */
  readonly margin?: number;
  /** Region of the source, in its own user units; the whole image when absent. */
  readonly crop?: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The square SVG that wraps the source; exported for tests. */
function iconSvg(source: string, options: IconOptions): string {
  const size = svgSize(source);
  if (!size) throw new Error('the source SVG needs width/height or a viewBox');
  const crop = options.crop ?? { x: 0, y: 0, width: size.width, height: size.height };
  const margin = Math.min(Math.max(options.margin ?? 0.12, 0), 0.4);
  const box = options.size * (1 - 2 * margin);
  const scale = Math.min(box / crop.width, box / crop.height);
  const width = crop.width * scale;
  const height = crop.height * scale;
  const x = (options.size - width) / 2;
  const y = (options.size - height) / 2;
  const href = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.size}" height="${options.size}" viewBox="0 0 ${options.size} ${options.size}">`,
    `<rect width="${options.size}" height="${options.size}" fill="${escapeAttribute(options.background)}"/>`,
    `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${crop.x} ${crop.y} ${crop.width} ${crop.height}">`,
    `<image href="${href}" x="0" y="0" width="${size.width}" height="${size.height}"/>`,
    '</svg>',
    '</svg>',
  ].join('');
}

/** A square PNG of the source SVG. */
export function renderIcon(source: string, options: IconOptions): Buffer {
  const resvg = new Resvg(iconSvg(source, options), {
    fitTo: { mode: 'width', value: options.size },
    // Brand art is drawn with paths; system fonts would make the output machine-dependent.
    font: { loadSystemFonts: false },
  });
  return resvg.render().asPng();
}

const MANIFEST_ICON_SIZES = [192, 512] as const;

/** Writes `icon-192.png` and `icon-512.png` into `outDir`; returns their file names. */
async function writeManifestIcons(
  sourceFile: string,
  outDir: string,
  options: Omit<IconOptions, 'size'>,
): Promise<string[]> {
  const source = await readFile(sourceFile, 'utf8');
  await mkdir(outDir, { recursive: true });
  const names: string[] = [];
  for (const size of MANIFEST_ICON_SIZES) {
    const name = `icon-${size}.png`;
    await writeFile(path.join(outDir, name), renderIcon(source, { ...options, size }));
    names.push(name);
  }
  return names;
}

/**
 * Renders a tenant's icon-192.png and icon-512.png into its asset folder from
 * its logo (or `source`), on the theme's header colour.
 */
export async function renderTenantIcons(
  cwd: string,
  merchant: string,
  options: { readonly source?: string } & Pick<IconOptions, 'crop' | 'margin'> = {},
): Promise<string[]> {
  const { tenant } = loadTenant(cwd, merchant);
  if (!tenant) throw new Error(`tenants/${merchant}.json does not pass the schema; run lobby validate ${merchant}`);
  const theme = await loadTheme(cwd, tenant.theme);
  if (!theme.theme) throw new Error(theme.problems.map(formatProblem).join('\n'));
  const folder = projectPaths(cwd).assetsDir(merchant);
  return writeManifestIcons(path.join(folder, options.source ?? tenant.assets.logo), folder, {
    background: resolvedColor(theme.theme, 'color.bg.header'),
    ...(options.crop ? { crop: options.crop } : {}),
    ...(options.margin === undefined ? {} : { margin: options.margin }),
  });
}
