import { createHash } from 'node:crypto';
import { link, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { svgToPngInThread } from './art-threads';

/**
 * Drawn art (the banners `lobby build` renders, cli/lib/banners.ts) kept by
 * content, issue 35. Rendering a banner costs 15–25 ms of CPU; the art of a
 * tenant changes only when its brand, copy or the renderer does, and tenants
 * made from one template share theirs. So a drawing is named by a hash of its
 * SVG and the renderer's version, and:
 *
 * - drawings are made on threads, one per core (art-threads.ts);
 * - within one process, a drawing already made is not made again (the last
 *   RECENT_DRAWINGS are held);
 * - across builds, each merchant's drawings stay hard-linked in
 *   `<cacheDir>/<merchant>/`, and a stamp links them into its output instead
 *   of drawing; what a stamp no longer uses is removed from its folder, so the
 *   cache holds the art the fleet uses now and nothing older.
 */

/** Writes the PNG of `svg` to `target`; resolves to its size in bytes. */
export type ArtWriter = (svg: string, target: string) => Promise<number>;

/** No cache: draw (on a drawing thread) and write. */
export const drawArt: ArtWriter = async (svg, target) => {
  const png = await svgToPngInThread(svg);
  await writeFile(target, png);
  return png.length;
};

const require = createRequire(import.meta.url);
const versionOf = (pkg: string): string => (require(`${pkg}/package.json`) as { version: string }).version;
/** A new resvg, or new fonts (tooling/svg-png.ts), may draw the same SVG differently. */
const RENDERER = ['@resvg/resvg-js', '@expo-google-fonts/noto-sans', '@expo-google-fonts/noto-sans-arabic']
  .map((pkg) => `${pkg}@${versionOf(pkg)}`)
  .join(' ');
/** Enough for the drawings tenants of one template share (three banners per language); bounded, as 1,000 tenants of distinct brands share none. */
const RECENT_DRAWINGS = 64;
const recent = new Map<string, Promise<Buffer>>();

function drawingOf(key: string, svg: string): Promise<Buffer> {
  const known = recent.get(key);
  if (known) return known;
  const drawing = svgToPngInThread(svg);
  recent.set(key, drawing);
  if (recent.size > RECENT_DRAWINGS) recent.delete(recent.keys().next().value ?? key);
  // A failed drawing is not kept: the next stamp tries again.
  drawing.catch(() => recent.delete(key));
  return drawing;
}

export const artKey = (svg: string): string =>
  createHash('sha256').update(RENDERER).update('\0').update(svg).digest('hex').slice(0, 32);

export interface MerchantArt {
  readonly write: ArtWriter;
  /** Removes the merchant's cached drawings this stamp did not use; call once its art is written. */
  readonly prune: () => Promise<void>;
}

/** The art writer of one merchant's stamp, with its drawings kept in `<cacheDir>/<merchant>/`. */
export function merchantArt(cacheDir: string, merchant: string): MerchantArt {
  const dir = path.join(cacheDir, merchant);
  const used = new Set<string>();
  const write: ArtWriter = async (svg, target) => {
    const key = artKey(svg);
    const kept = path.join(dir, `${key}.png`);
    used.add(`${key}.png`);
    try {
      await link(kept, target);
      return (await stat(target)).size;
    } catch {
      // Not kept yet (or the cache is on another file system): draw, then keep a link to what was written.
    }
    const png = await drawingOf(key, svg);
    await writeFile(target, png);
    await mkdir(dir, { recursive: true });
    await link(target, kept).catch(() => undefined);
    return png.length;
  };
  const prune = async (): Promise<void> => {
    const names = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(names.filter((name) => !used.has(name)).map((name) => rm(path.join(dir, name), { force: true })));
  };
  return { write, prune };
}
