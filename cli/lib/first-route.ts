import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageId } from '../../src/tenant/page-ids';
import { pageEntry } from '../../src/tenant/page-table';
import type { Language } from '../../src/tenant/schema';
import { VITE_MANIFEST_PATH } from './app-manifest';
import { gzipSize } from './files';
import { catalogueLanguageOf, closure, type Manifest } from './vite-manifest';

/**
 * "First-route JS" of the speed targets: the gzip bytes of the JavaScript a
 * first visit to a route loads before its page shows — the entry and its
 * static imports, the route's page chunk with its static imports, and the
 * language's catalogues (src/i18n loads every namespace of the starting
 * language at boot). Chunks loaded later (lazy chrome, the platform codecs,
 * other pages) are not counted. `lobby build` reports it for home in the
 * tenant's default language; `npm run bench` for home, login and game list.
 */

/** The pages the targets name. */
const MEASURED_PAGES = ['home', 'login', 'gameList'] as const satisfies readonly PageId[];
type MeasuredRoute = (typeof MEASURED_PAGES)[number];

/** Their page modules as keys of the Vite manifest, from the app's own page table (src/tenant/page-table/). */
const ROUTE_PAGE_SOURCES = Object.fromEntries(
  MEASURED_PAGES.map((page) => [page, `src/${pageEntry(page).module}.tsx`]),
) as Readonly<Record<MeasuredRoute, string>>;

/**
 * Manifest keys a first visit to the page of module `source` (a manifest key,
 * `src/features/…-page.tsx`) loads in `language`: the entry and the page with
 * their static imports, and the language's catalogues — one chunk per
 * language (vite.config.ts, catalogueChunk), or one per file without that grouping.
 */
export function firstVisitKeys(manifest: Manifest, source: string, language: Language): Set<string> {
  const keys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, keys);
  closure(manifest, source, keys);
  const code = language.toLowerCase();
  const prefix = `src/i18n/locales/${code}/`;
  for (const [key, chunk] of Object.entries(manifest)) {
    if (key.startsWith(prefix) || catalogueLanguageOf(chunk.file) === code) closure(manifest, key, keys);
  }
  return keys;
}

interface FirstRouteMeter {
  /** Gzip bytes for the route in the language; cached per (route, language). */
  readonly bytes: (route: MeasuredRoute, language: Language) => Promise<number>;
}

/** Reads the compile's manifest once; each chunk is gzipped at most once whatever the number of tenants. */
export async function firstRouteMeter(appDir: string): Promise<FirstRouteMeter> {
  const manifest = JSON.parse(await readFile(path.join(appDir, VITE_MANIFEST_PATH), 'utf8')) as Manifest;
  const chunkBytes = new Map<string, Promise<number>>();
  const gzipOf = (file: string): Promise<number> => {
    let pending = chunkBytes.get(file);
    if (!pending) {
      pending = readFile(path.join(appDir, file)).then(gzipSize);
      chunkBytes.set(file, pending);
    }
    return pending;
  };
  const results = new Map<string, Promise<number>>();
  const measure = async (route: MeasuredRoute, language: Language): Promise<number> => {
    const keys = firstVisitKeys(manifest, ROUTE_PAGE_SOURCES[route], language);
    const files = [
      ...new Set([...keys].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'))),
    ];
    const sizes = await Promise.all(files.map(gzipOf));
    return sizes.reduce((sum, size) => sum + size, 0);
  };
  return {
    bytes: (route, language) => {
      const id = `${route}:${language}`;
      let pending = results.get(id);
      if (!pending) {
        pending = measure(route, language);
        results.set(id, pending);
      }
      return pending;
    },
  };
}
