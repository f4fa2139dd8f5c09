/**
 * Sizes of a finished demo build: the shell (dist/demo/m/index.html, config,
 * theme and critical CSS inline) and the first-route JS of the nine key pages
 * (cli/lib/first-route.ts, KEY_PAGES; gzip level 9), in the demo tenant's
 * default language. Counted once: a build gives the same bytes every time.
 * `npm test` checks the same figures, per language pack, against committed
 * ones (scripts/first-route-check.ts).
 *
 * Beside them, the floor: the fixed stack alone (stack-floor/main.tsx),
 * compiled with the app's target, so the first-route figures can be read
 * against what any app on this stack loads before its own first line.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_DIR_NAME } from '../../cli/lib/project';
import { VITE_MANIFEST_PATH } from '../../cli/lib/app-manifest';
import { gzipSize } from '../../cli/lib/files';
import { firstRouteMeter, KEY_PAGES, pageSource } from '../../cli/lib/first-route';
import type { Manifest } from '../../cli/lib/vite-manifest';
import type { Language } from '../../src/tenant/schema';
import type { FigureBook } from './figures';
import { buildReferenceApp } from './reference-build';

const KIB = 1024;
/** Issue 35: every key page. */
export const FIRST_ROUTE_GOAL = { op: '≤', limit: 150 } as const;

/** The key pages' modules as the build's manifest must hold them; a page the build lacks is named (has it moved?). */
export function keyPageSources(manifest: Manifest): Array<{ readonly page: string; readonly source: string }> {
  return KEY_PAGES.map(({ page }) => {
    const source = pageSource(page);
    if (!manifest[source])
      throw new Error(`first-route JS: no chunk for ${source} in the build's manifest (has the page moved?)`);
    return { page, source };
  });
}

const STACK_FLOOR_DIR = fileURLToPath(new URL('./stack-floor/', import.meta.url));

/** Gzip bytes of the JavaScript of the stack-only app (stack-floor/main.tsx), built into a temporary folder. */
export async function stackFloorBytes(): Promise<number> {
  const outDir = await buildReferenceApp(STACK_FLOOR_DIR, 'lobby-stack-floor-', { modulePreload: { polyfill: false } });
  try {
    const assets = path.join(outDir, 'assets');
    let total = 0;
    for (const file of await readdir(assets))
      if (file.endsWith('.js')) total += gzipSize(await readFile(path.join(assets, file)));
    return total;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export async function benchSizes(
  book: FigureBook,
  { out, language }: { out: string; language: Language },
): Promise<void> {
  const shell = gzipSize(await readFile(path.join(out, 'demo', 'm', 'index.html')));
  book.add({ name: 'shell (index.html, gzip)', unit: 'B', runs: [shell], goal: { op: '≤', limit: 14_000 } });
  const appDir = path.join(out, APP_DIR_NAME);
  keyPageSources(JSON.parse(await readFile(path.join(appDir, VITE_MANIFEST_PATH), 'utf8')) as Manifest);
  const meter = await firstRouteMeter(appDir);
  for (const { page, label } of KEY_PAGES) {
    const chunks = await meter.chunks(page, language);
    const entry = chunks.filter((chunk) => chunk.name === 'main' || chunk.name === 'src/main.tsx');
    const texts = chunks.filter((chunk) => /^(?:locale-|src\/i18n\/)/.test(chunk.name));
    const sum = (list: typeof chunks): string =>
      (list.reduce((total, chunk) => total + chunk.bytes, 0) / KIB).toFixed(1);
    book.add({
      name: `first-route JS ${label} (gzip)`,
      unit: 'KiB',
      runs: [chunks.reduce((total, chunk) => total + chunk.bytes, 0) / KIB],
      digits: 1,
      goal: FIRST_ROUTE_GOAL,
      note: `entry ${sum(entry)}, texts ${sum(texts)}, page and the rest ${sum(chunks.filter((chunk) => !entry.includes(chunk) && !texts.includes(chunk)))} KiB`,
    });
  }
  // No goal of its own: the floor the first-route goal sits above (or below).
  book.add({
    name: 'first-route JS floor: the fixed stack alone (gzip)',
    unit: 'KiB',
    runs: [(await stackFloorBytes()) / KIB],
    digits: 1,
  });
}
