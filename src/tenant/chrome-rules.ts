import { DISTANCES } from '@/lib/spec-constants';
import type { IconName } from '@/lib/icon-paths';
import { pageEntry, titleOf, type HeaderRule, type TitleRule } from './page-table';
import { paths } from './paths';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

/**
 * The shell's chrome rules of 000 §2.2 and 001 §2 as pure data and functions
 * of the path, derived from the page table's chrome fields
 * (src/tenant/page-table/). The CLI's static shell reads the same lists, so
 * the first paint (before JavaScript) and the React chrome agree. Paths a
 * tenant adds (ROUTE-32) get the defaults: standard header, bottom menu, no title.
 */

/** The header on one route of the spec's table: its page's, or the aliases' own where the page gives one. */
function headerOf(route: RouteEntry): HeaderRule {
  const entry = pageEntry(route.page);
  return (route.alias ? entry.aliasHeader : undefined) ?? entry.header ?? 'standard';
}

/** The paths of the spec's table, canonical and aliases, whose route the test picks, in table order. */
const pathsWhere = (picks: (route: RouteEntry) => boolean): string[] =>
  ROUTE_TABLE.filter(picks).map((route) => route.path);

/** CHROME-10: the logo header; /m, a home alias missing from the spec's list, is included; /m/helpDetail has a back header. */
export const HOME_LIKE_PATHS: readonly string[] = pathsWhere((route) => headerOf(route) === 'logo');

/** CHROME-02: pages that hide the standard header (mine draws its own). */
export const HEADERLESS_PATHS: readonly string[] = pathsWhere((route) => headerOf(route) === 'none');

/** CHROME-03: exactly the pages without the bottom menu. */
export const BOTTOM_MENU_HIDDEN_PATHS: readonly string[] = pathsWhere(
  (route) => pageEntry(route.page).bottomMenu === false,
);

/** CHROME-11: back goes to /m/home from these. */
const BACK_TO_HOME_PATHS: readonly string[] = pathsWhere((route) => pageEntry(route.page).back === 'home');

/** CHROME-14/15: the header title of each path of the spec's table whose page has one (the stamped shell shows the same). */
export const TITLE_RULES: ReadonlyMap<string, TitleRule> = new Map(
  ROUTE_TABLE.flatMap((route): Array<[string, TitleRule]> => {
    const { title } = pageEntry(route.page);
    return title === undefined ? [] : [[route.path, title]];
  }),
);

export const HOME_PATH = paths.home();

/** CHROME-05/06: bottom-menu items, in order. */
export const BOTTOM_MENU_ITEMS = [
  { id: 'home', to: paths.home(), labelKey: 'nav.home', central: false, icon: 'home' },
  { id: 'activity', to: paths.activity(), labelKey: 'nav.activity', central: false, icon: 'gift' },
  { id: 'deposit', to: paths.voucherCenter(), labelKey: 'nav.deposit', central: true, icon: 'wallet' },
  { id: 'service', to: paths.service(), labelKey: 'nav.service', central: false, icon: 'headset' },
  { id: 'mine', to: paths.mine(), labelKey: 'nav.mine', central: false, icon: 'user' },
] as const satisfies ReadonlyArray<{ readonly icon: IconName } & Record<string, unknown>>;

export const isHomeLike = (path: string): boolean => HOME_LIKE_PATHS.includes(path);
export const hidesHeader = (path: string): boolean => HEADERLESS_PATHS.includes(path);
export const showsBottomMenu = (path: string): boolean => !BOTTOM_MENU_HIDDEN_PATHS.includes(path);

/** CHROME-14/15: the header title key by path; other pages carry their own heading. Paths a tenant adds get none. */
export function headerTitleKey(path: string, search = ''): string | null {
  const title = TITLE_RULES.get(path);
  if (title === undefined) return null;
  return titleOf(title, new URLSearchParams(search));
}

type BackAction =
  | { readonly kind: 'navigate'; readonly to: string }
  | { readonly kind: 'replace'; readonly to: string }
  | { readonly kind: 'history' };

/** CHROME-11..13: where the back arrow goes. */
export function backAction(path: string, historyLength: number): BackAction {
  if (BACK_TO_HOME_PATHS.includes(path)) return { kind: 'navigate', to: HOME_PATH };
  if (historyLength <= 1) return { kind: 'replace', to: HOME_PATH };
  return { kind: 'history' };
}

/** CHROME-09: a back swipe longer than 100 px turns the page fade off for that navigation. */
export const swipeDisablesAnimation = (swipeDistance: number): boolean =>
  swipeDistance > DISTANCES.backSwipeDisablesAnimation;

/** CHROME-16: the sticky header state past 100 px of scroll. */
export const isStickyHeader = (scrollTop: number): boolean => scrollTop > DISTANCES.stickyHeader;

/** CHROME-07: the taller bottom menu on iPhones whose screen is at least 812 px high. */
export const usesTallMenu = (userAgent: string, screenHeight: number): boolean =>
  /iPhone/.test(userAgent) && screenHeight >= DISTANCES.tallMenuMinScreenHeight;
