import type { ComponentType } from 'react';
import { PAGE_IDS, type PageId, type PagePrefetchContext } from '@/tenant/page-ids';
import { pageEntry } from '@/tenant/page-table';

export type { PagePrefetchContext };

/**
 * Page id → lazily loaded page module (CHROME-19), from each page's module in
 * the page table (src/tenant/page-table/). Each page is its own chunk; the
 * first screen loads only the page it shows.
 */

/**
 * A page module: the page, and optionally `prefetch`, which starts the
 * page's first reads under the same query keys the page uses — so on a first
 * visit the data is on its way while the status call and React's first
 * render happen (the game list's first tiles are its LCP).
 */
type PageModule = { readonly default: ComponentType; readonly prefetch?: (context: PagePrefetchContext) => void };
type PageLoader = () => Promise<PageModule>;

/**
 * Every page module as a lazy import (Vite turns each into its own chunk).
 * The helpers named `*-page` that are parts of pages, not pages, stay out so
 * their chunking does not change.
 */
const PAGE_FILES = import.meta.glob<PageModule>([
  '/src/features/**/*-page.tsx',
  '/src/app/gallery/gallery-page.tsx',
  '!/src/features/agent/contract-page.tsx',
  '!/src/features/games/vendor-lobby-page.tsx',
  '!/src/features/records/order-record-page.tsx',
  '!/src/features/system/system-page.tsx',
  '!/src/features/team/breakdown-page.tsx',
]);

function loaderOf(id: PageId): PageLoader {
  const { module } = pageEntry(id);
  const loader = PAGE_FILES[`/src/${module}.tsx`];
  // A module path in the table without its file fails at start-up, not on a player's first visit.
  if (!loader) throw new Error(`Page "${id}": no module at src/${module}.tsx`);
  return loader;
}

export const PAGE_LOADERS: Readonly<Record<PageId, PageLoader>> = Object.fromEntries(
  PAGE_IDS.map((id) => [id, loaderOf(id)]),
) as Record<PageId, PageLoader>;
