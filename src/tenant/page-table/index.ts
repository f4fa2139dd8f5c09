import type { PageId } from '../page-ids';
import { AGENT_PAGES } from './agent-pages';
import { DISCOVERY_PAGES } from './discovery-pages';
import { MEMBER_PAGES, UNLISTED_PAGES } from './member-pages';
import type { PageEntry } from './page-entry';
import { SPEC_PAGES } from './spec-pages';

export {
  SITE_ROOT,
  sitePath,
  type Access,
  type BackTarget,
  type HeaderRule,
  type PageEntry,
  type TitleKey,
  type TitleRule,
  titleOf,
} from './page-entry';
export {
  LANGUAGE_QUERY_VALUE,
  SHELL_ANSWER_GLOBAL,
  type FirstAnswerConfig,
  type FirstAnswerDraw,
  type FirstView,
  type FirstViewAnswer,
  type FirstViewBar,
  type FirstViewBlock,
  type StampedAnswer,
  type TextKey,
} from './first-view';

/**
 * Routes and pages as typed data (issue 19): one entry per page id holding
 * its canonical path and aliases, access rule, page module, chrome (header,
 * bottom menu, back target) and header title. Everything else is derived
 * from it: the router's table, aliases and access (route-table.ts), the lazy
 * page loaders (src/app/routes/pages.ts), the chrome's path lists and title
 * (chrome-rules.ts), the typed links (paths.ts), and the CLI's static shell,
 * service worker and first-route preloads. This folder is the only place
 * that writes an app path (`/m/…`; a lint rule says so).
 *
 * The table's order is the router's order and, page by page, the order of
 * the paths (000 §2.1, then 001 §2, then the member-centre targets of 000 §2.8).
 */
export const PAGE_TABLE = {
  ...SPEC_PAGES,
  ...AGENT_PAGES,
  ...MEMBER_PAGES,
  ...DISCOVERY_PAGES,
  ...UNLISTED_PAGES,
} satisfies Record<PageId, PageEntry>;

type Table = typeof PAGE_TABLE;

/** Pages with a path the app links to: the gallery (only some builds) and the startup states are not. */
export type RoutedPageId = {
  [Page in PageId]: Table[Page] extends { readonly path: string }
    ? Table[Page] extends { readonly onlyWithGallery: true }
      ? never
      : Page
    : never;
}[PageId];

/** The table's sections, for the check that no page is in two of them. */
export const PAGE_TABLE_SECTIONS: readonly object[] = [
  SPEC_PAGES,
  AGENT_PAGES,
  MEMBER_PAGES,
  DISCOVERY_PAGES,
  UNLISTED_PAGES,
];

/** Every page with its entry, in table order. */
export const PAGE_ENTRIES = Object.entries(PAGE_TABLE) as ReadonlyArray<readonly [PageId, PageEntry]>;

/** A page's entry. */
export const pageEntry = (page: PageId): PageEntry => PAGE_TABLE[page];
