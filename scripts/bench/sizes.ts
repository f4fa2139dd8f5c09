/**
 * Sizes of a finished demo build: the shell (dist/demo/m/index.html, config,
 * theme and critical CSS inline) and the first-route JS of the six pages the
 * bench's Lighthouse section loads (gzip level 9). Counted once: a build
 * gives the same bytes every time.
 *
 * First-route JS is what cli/lib/first-route.ts defines: the entry and its
 * static imports, the page's chunk and its static imports, the starting
 * language's catalogues. Its meter (used for home, login and game list, as
 * `lobby build` reports) names only those three pages; the other three are
 * counted here with its `firstVisitKeys` over the same Vite manifest, their
 * page modules from the app's page table (src/tenant/page-table/).
 *
 * Beside them, the floor: the fixed stack alone (stack-floor/main.tsx),
 * compiled with the app's target, so the first-route figures can be read
 * against what any app on this stack loads before its own first line.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { APP_DIR_NAME } from '../../cli/lib/project';
import { VITE_MANIFEST_PATH } from '../../cli/lib/app-manifest';
import { gzipSize } from '../../cli/lib/files';
import { firstRouteMeter, firstVisitKeys as firstVisitKeysOf } from '../../cli/lib/first-route';
import type { Manifest } from '../../cli/lib/vite-manifest';
import { pageEntry } from '../../src/tenant/page-table';
import type { Language } from '../../src/tenant/schema';
import type { FigureBook } from './figures';

const KIB = 1024;
const FIRST_ROUTE_GOAL = { op: '≤', limit: 130 } as const;

/** The pages the first-route meter does not name, by their module in the app's page table. */
export const OTHER_PAGE_SOURCES = (
  [
    ['lottery', 'lottery'],
    ['mine', 'member centre'],
    ['voucherCenter', 'deposit'],
  ] as const
).map(([page, label]) => ({ label, source: `src/${pageEntry(page).module}.tsx` }));

/** Manifest keys a first visit to the page of module `source` loads in `language` (cli/lib/first-route.ts), a module the build lacks named. */
export function firstVisitKeys(manifest: Manifest, source: string, language: Language): Set<string> {
  if (!manifest[source])
    throw new Error(`first-route JS: no chunk for ${source} in the build's manifest (has the page moved?)`);
  return firstVisitKeysOf(manifest, source, language);
}

/** Gzip bytes of the JavaScript files of `keys`. */
async function jsBytes(appDir: string, manifest: Manifest, keys: ReadonlySet<string>): Promise<number> {
  const files = new Set([...keys].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js')));
  let total = 0;
  for (const file of files) total += gzipSize(await readFile(path.join(appDir, file)));
  return total;
}

const STACK_FLOOR_DIR = fileURLToPath(new URL('./stack-floor/', import.meta.url));

/** Gzip bytes of the JavaScript of the stack-only app (stack-floor/main.tsx), built into a temporary folder. */
export async function stackFloorBytes(): Promise<number> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'lobby-stack-floor-'));
  try {
    await build({
      configFile: false,
      root: STACK_FLOOR_DIR,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
    });
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
  const meter = await firstRouteMeter(appDir);
  for (const [page, label] of [
    ['home', 'home'],
    ['login', 'login'],
    ['gameList', 'game list'],
  ] as const) {
    const bytes = await meter.bytes(page, language);
    book.add({
      name: `first-route JS ${label} (gzip)`,
      unit: 'KiB',
      runs: [bytes / KIB],
      digits: 1,
      goal: FIRST_ROUTE_GOAL,
    });
  }
  const manifest = JSON.parse(await readFile(path.join(appDir, VITE_MANIFEST_PATH), 'utf8')) as Manifest;
  for (const { label, source } of OTHER_PAGE_SOURCES) {
    const bytes = await jsBytes(appDir, manifest, firstVisitKeys(manifest, source, language));
    book.add({
      name: `first-route JS ${label} (gzip)`,
      unit: 'KiB',
      runs: [bytes / KIB],
      digits: 1,
      goal: FIRST_ROUTE_GOAL,
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
