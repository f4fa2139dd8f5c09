import type { PageId } from './page-ids';
import { PAGE_ENTRIES, pageEntry, type Access, type PageEntry } from './page-table';

export { SITE_ROOT, sitePath, type Access } from './page-table';

/**
 * Every route of 000 §2.1 and 001 §2, aliases included, derived from the page
 * table (src/tenant/page-table/). A tenant file may add paths for existing
 * pages (ROUTE-32); unknown paths go home.
 */

export interface RouteEntry {
  readonly path: string;
  readonly page: PageId;
  readonly access: Access;
  /** Another path of a page that has its canonical one: served, never linked to (src/tenant/paths.ts links to the canonical path). */
  readonly alias?: true;
}

/** A page's canonical path: the one the app's links use. */
const route = (path: string, page: PageId, access: Access = 'public'): RouteEntry => ({ path, page, access });
/** Another path of a page, kept because the spec or old links name it. */
const alias = (path: string, page: PageId, access: Access = 'public'): RouteEntry => ({
  path,
  page,
  access,
  alias: true,
});

/** A page's routes in the order its entry gives them; none for a page without a path. */
function routesOfPage(page: PageId, entry: PageEntry): RouteEntry[] {
  if (entry.path === undefined) return [];
  const canonical = route(entry.path, page, entry.access);
  const aliases = (entry.aliases ?? []).map((path) => alias(path, page, entry.access));
  return entry.aliasesFirst ? [...aliases, canonical] : [canonical, ...aliases];
}

/** The routes of the pages served in every build, or of those served only with the gallery on, in table order. */
const routesOfPages = (withGalleryOnly: boolean): RouteEntry[] =>
  PAGE_ENTRIES.filter(([, entry]) => (entry.onlyWithGallery === true) === withGalleryOnly).flatMap(([page, entry]) =>
    routesOfPage(page, entry),
  );

export const ROUTE_TABLE: readonly RouteEntry[] = routesOfPages(false);

/** The theme gallery (issue 6), only in builds stamped with the gallery on. */
const GALLERY_ROUTES: readonly RouteEntry[] = routesOfPages(true);

/** The route table of this build: the spec's routes plus the tenant's configured ones. */
export function routesFor(extra: readonly { path: string; page: PageId }[], withGallery: boolean): RouteEntry[] {
  const known = new Set(ROUTE_TABLE.map((entry) => entry.path));
  // A tenant's path is one more way to a page: links keep going to the page's canonical path,
  // and it carries the page's access rule (a path to the deposit page is no way round its login).
  const added = extra
    .filter((entry) => !known.has(entry.path))
    .map((entry) => alias(entry.path, entry.page, pageEntry(entry.page).access));
  return [...ROUTE_TABLE, ...added, ...(withGallery ? GALLERY_ROUTES : [])];
}

/** Every path of a page in the spec's table, canonical and aliases, in table order (the chrome rules list pages this way). */
export function pathsOfPage(page: PageId): string[] {
  return ROUTE_TABLE.filter((entry) => entry.page === page).map((entry) => entry.path);
}

/** The path the app links to for a page; a page without one fails when the link builders load (every test and build), not on a player's tap. */
export function canonicalPath(page: PageId): string {
  const { path, onlyWithGallery } = pageEntry(page);
  if (path === undefined || onlyWithGallery)
    throw new Error(`Page "${page}" has no canonical path in src/tenant/page-table/`);
  return path;
}

/** The page a path (no query) shows; unknown paths go home, as the routes do. */
export function pageOfPath(pathname: string, routes: readonly RouteEntry[]): PageId {
  return routes.find((entry) => entry.path === pathname)?.page ?? 'home';
}

/** Whether a path (no query) is a route of the app: used to refuse open redirects. */
export function isKnownRoute(path: string, routes: readonly RouteEntry[] = ROUTE_TABLE): boolean {
  return routes.some((entry) => entry.path === path);
}
