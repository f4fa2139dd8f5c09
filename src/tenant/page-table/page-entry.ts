import type { PageId } from '../page-ids';

/**
 * The shape of one page's facts in the page table (issue 19): its paths,
 * who may open it, the module that renders it and the shell's chrome around
 * it. Plain data: the table's modules are in the app's first-screen
 * JavaScript and the CLI imports them too.
 */

export type Access =
  /** Anyone. */
  | 'public'
  /** A session; guests go to /m/login and come back after logging in. */
  | 'member'
  /** A real (not trial) session; guests log in first, trial accounts get free_reject and go home (MONEY-23). */
  | 'realMember'
  /** A session; guests go to /m/home (000 §6: settings, change password). */
  | 'memberOrHome'
  /** A session; guests see the login dialog (MSG-01). */
  | 'memberDialog'
  /** A session whose type is not 0, 4 or 40; others go to /m/home (AGENT-01). */
  | 'agent'
  /** Agent navigation targets: as agent, but guests go to log in (AGENT-22). */
  | 'agentTool';

/**
 * The shell's header on a page (000 §2.2): `standard` a back arrow and the
 * title, `logo` the logo header of the home-like paths (CHROME-10), `none`
 * no standard header (CHROME-02; the member centre draws its own).
 */
export type HeaderRule = 'standard' | 'logo' | 'none';

/** Where the header's back arrow goes: `home` always /m/home (CHROME-11), `history` one step back (CHROME-12, CHROME-13). */
export type BackTarget = 'home' | 'history';

/** A key of the common catalogue's `titles` (CHROME-14). */
export type TitleKey = `titles.${string}`;

/**
 * CHROME-15: the header title: a key, or a key shown only when the page's
 * query holds the given values (none otherwise). Data, not a function, so the
 * stamped shell shows the same title before any JavaScript (issue 35).
 */
export type TitleRule = TitleKey | { readonly whenQuery: Readonly<Record<string, string>>; readonly title: TitleKey };

/** The title a rule gives for a query, or null. */
export function titleOf(rule: TitleRule, query: URLSearchParams): TitleKey | null {
  if (typeof rule === 'string') return rule;
  return Object.entries(rule.whenQuery).every(([name, value]) => query.get(name) === value) ? rule.title : null;
}

export interface PageEntry {
  /**
   * The canonical path: the one the app's links use (src/tenant/paths.ts).
   * Absent for the pages the router shows without a path (startup states).
   */
  readonly path?: string;
  /** Other paths of the page, kept because the spec or old links name them: served, never linked to. */
  readonly aliases?: readonly string[];
  /** The aliases come before the canonical path in the route order (the spec lists them first). */
  readonly aliasesFirst?: true;
  /** Who may open the page, on every path of it; `public` when absent. */
  readonly access?: Access;
  /**
   * The module that renders the page, as a path under src/ without its
   * extension (CHROME-19: each page is its own chunk). The app's lazy loader
   * (src/app/routes/pages.ts) and the CLI's first-route preloads
   * (cli/lib/route-preloads.ts) both come from it. Page modules are files
   * named `*-page.tsx`.
   */
  readonly module: string;
  /** The header on every path of the page; `standard` when absent. */
  readonly header?: HeaderRule;
  /** The header on the aliases where it differs from the canonical path's. */
  readonly aliasHeader?: HeaderRule;
  /** `false`: the page hides the bottom menu (CHROME-03); shown when absent (CHROME-04). */
  readonly bottomMenu?: false;
  /** Where back goes; `history` when absent. */
  readonly back?: BackTarget;
  /** The header title (CHROME-14/15); other pages carry their own heading. */
  readonly title?: TitleRule;
  /** Served only in builds stamped with the theme gallery on (issue 6), and never linked to. */
  readonly onlyWithGallery?: true;
}

/**
 * The folder the app is served under (dist/<merchant>/m/): besides the
 * routes, the site's own files live in it (brand assets, the image CDN
 * fallback), and server content and launch parameters name pages relative to it.
 */
export const SITE_ROOT = '/m';

/** A path inside the site folder from a name relative to it: `rewardCenter` → /m/rewardCenter. */
export const sitePath = (relative: string): string => `${SITE_ROOT}/${relative}`;

/** A section of the page table, checked against the entry shape with its literal types kept (the compiler knows which pages have a path). */
export const definePages = <const Pages extends Partial<Record<PageId, PageEntry>>>(pages: Pages): Pages => pages;
