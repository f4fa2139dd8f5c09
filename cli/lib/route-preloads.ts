import { PAGE_IDS, type PageId } from '../../src/tenant/page-ids';
import { pageEntry } from '../../src/tenant/page-table';
import type { RouteEntry } from '../../src/tenant/route-table';
import type { Language } from '../../src/tenant/schema';
import { catalogueLanguageOf, closure, type Manifest } from './vite-manifest';

/**
 * What a first visit to a route will import right after the entry: the
 * route's page chunk with its static imports, and the catalogue chunk of the
 * starting language. The stamped shell's inline script adds them as
 * modulepreloads for the path it is opened on, so they download beside the
 * entry instead of after it has run (one round trip less before the page).
 */

/** Page id → module path (`features/home/home-page`): the app's own page table (src/tenant/page-table/), imported, not read as text. */
export function pageModules(): Map<PageId, string> {
  return new Map(PAGE_IDS.map((id) => [id, pageEntry(id).module]));
}

export interface RoutePreloads {
  /** Chunk files (inside the compile folder), referenced by index below. */
  readonly files: readonly string[];
  /** Page id → indexes of its chunks not already preloaded by the entry. */
  readonly pages: Readonly<Partial<Record<PageId, readonly number[]>>>;
  /** Language → index of its catalogue chunk. */
  readonly catalogues: Readonly<Partial<Record<Language, number>>>;
}

export function routePreloadsOf(manifest: Manifest, pageModules: ReadonlyMap<PageId, string>): RoutePreloads {
  const fileOf = (key: string): string => manifest[key]?.file ?? '';
  const entryKeys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, entryKeys);
  const entryFiles = new Set([...entryKeys].map(fileOf));

  const files: string[] = [];
  const indexOf = (file: string): number => {
    const found = files.indexOf(file);
    if (found >= 0) return found;
    files.push(file);
    return files.length - 1;
  };
  const keyOf = (module: string): string | undefined =>
    ['.tsx', '.ts'].map((extension) => `src/${module}${extension}`).find((key) => manifest[key]);

  const pages: Partial<Record<PageId, number[]>> = {};
  for (const [id, module] of pageModules) {
    const key = keyOf(module);
    if (!key) continue;
    const own = new Set<string>();
    closure(manifest, key, own);
    pages[id] = [...own]
      .map(fileOf)
      .filter((file) => !entryFiles.has(file) && file.endsWith('.js'))
      .map(indexOf);
  }
  const catalogues: Partial<Record<Language, number>> = {};
  for (const chunk of Object.values(manifest)) {
    const language = catalogueLanguageOf(chunk.file);
    if (language) catalogues[language.toUpperCase() as Language] = indexOf(chunk.file);
  }
  return { files, pages, catalogues };
}

export interface ShellPreloads {
  readonly files: readonly string[];
  /** Path → chunk indexes, for this tenant's routes. */
  readonly paths: Readonly<Record<string, readonly number[]>>;
  readonly catalogues: Readonly<Partial<Record<Language, number>>>;
}

/** The table one tenant's inline script carries: its route table (routesFor: spec routes, its own, the gallery if built) and languages. */
export function shellPreloads(
  preloads: RoutePreloads,
  routes: readonly RouteEntry[],
  languages: readonly Language[],
): ShellPreloads {
  const paths: Record<string, readonly number[]> = {};
  for (const entry of routes) {
    const chunks = preloads.pages[entry.page];
    if (chunks && chunks.length > 0) paths[entry.path] = chunks;
  }
  const catalogues: Partial<Record<Language, number>> = {};
  for (const language of languages) {
    const index = preloads.catalogues[language];
    if (index !== undefined) catalogues[language] = index;
  }
  return { files: preloads.files, paths, catalogues };
}
