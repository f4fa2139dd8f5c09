import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { borrowsAtStart } from '../../src/lib/languages';
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
 * language at boot, and EN's beside a scaffold pack: borrowsAtStart). Chunks loaded later (lazy chrome, the platform codecs,
 * other pages) are not counted. `lobby build` reports it for home in the
 * tenant's default language; `npm run bench` and the size check of
 * `npm test` (scripts/first-route-check.ts) for every key page.
 */

/** The key pages of the speed goals (issue 35), in the order the bench prints them. */
export const KEY_PAGES = [
  { page: 'home', label: 'home' },
  { page: 'login', label: 'login' },
  { page: 'register', label: 'register' },
  { page: 'gameList', label: 'game list' },
  { page: 'lottery', label: 'lottery' },
  { page: 'mine', label: 'member centre' },
  { page: 'voucherCenter', label: 'deposit' },
  { page: 'withdraw', label: 'withdraw' },
  { page: 'agent', label: 'agent home' },
] as const satisfies ReadonlyArray<{ readonly page: PageId; readonly label: string }>;
export type KeyPage = (typeof KEY_PAGES)[number]['page'];

/** A page's module as a key of the Vite manifest, from the app's own page table (src/tenant/page-table/). */
export const pageSource = (page: PageId): string => `src/${pageEntry(page).module}.tsx`;

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
  // A scaffold pack loads EN's texts beside its own at start (src/i18n: a missing text shows in EN).
  for (const code of (borrowsAtStart(language) ? ['EN', language] : [language]).map((one) => one.toLowerCase())) {
    const prefix = `src/i18n/locales/${code}/`;
    for (const [key, chunk] of Object.entries(manifest)) {
      if (key.startsWith(prefix) || catalogueLanguageOf(chunk.file) === code) closure(manifest, key, keys);
    }
  }
  return keys;
}

/**
 * A chunk by the name it keeps from build to build: the module it was built
 * from (`src/main.tsx`), or for a shared chunk (manifest key `_…`) its file
 * without Vite's content hash (`_main-Ab12_x-Z.js` → `main`).
 */
export const chunkName = (key: string, file: string): string =>
  key.startsWith('_') ? path.basename(file).replace(/-[\w-]{8}\.js$/, '') : key;

export interface FirstRouteChunk {
  readonly name: string;
  readonly file: string;
  /** Gzip bytes. */
  readonly bytes: number;
}

export interface FirstRouteMeter {
  /** Gzip bytes for the page in the language; cached per (page, language). */
  readonly bytes: (page: KeyPage, language: Language) => Promise<number>;
  /** The chunks counted, with their gzip bytes, by name. */
  readonly chunks: (page: KeyPage, language: Language) => Promise<FirstRouteChunk[]>;
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
  const results = new Map<string, Promise<FirstRouteChunk[]>>();
  const measure = async (page: KeyPage, language: Language): Promise<FirstRouteChunk[]> => {
    const byFile = new Map<string, string>();
    for (const key of firstVisitKeys(manifest, pageSource(page), language)) {
      const file = manifest[key]?.file ?? '';
      if (file.endsWith('.js') && !byFile.has(file)) byFile.set(file, chunkName(key, file));
    }
    return Promise.all([...byFile].map(async ([file, name]) => ({ name, file, bytes: await gzipOf(file) })));
  };
  const chunks = (page: KeyPage, language: Language): Promise<FirstRouteChunk[]> => {
    const id = `${page}:${language}`;
    let pending = results.get(id);
    if (!pending) {
      pending = measure(page, language);
      results.set(id, pending);
    }
    return pending;
  };
  return {
    chunks,
    bytes: async (page, language) => (await chunks(page, language)).reduce((sum, chunk) => sum + chunk.bytes, 0),
  };
}
