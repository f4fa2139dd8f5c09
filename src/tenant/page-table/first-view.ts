/**
 * A page's first view (issue 35): what the stamped HTML draws of it before
 * any JavaScript, so its bar, heading and largest element paint with the
 * HTML and the app takes over in place. Plain data in the page table, in a
 * small vocabulary the CLI's shell renders (cli/lib/first-views.ts) with the
 * tenant's texts (default language), switches, logo and banner; each block
 * mirrors the UI kit's box of the same name, so nothing moves when React
 * replaces it. A page opts in with its view in FIRST_VIEWS (first-views.ts).
 */

import type { IconName } from '@/lib/icon-paths';
import type { FlagFeature } from '../feature-gates';

/** A text of the app's catalogues, `namespace:key` (`account:login.title`). */
export type TextKey = `${string}:${string}`;

/**
 * The bar of a page without the standard header (`header: 'none'`); the
 * standard and logo headers come from the page's `header` and `title`.
 */
export type FirstViewBar =
  /** The login page's: back, the logo (a link home), then its strip of links (register, service, language). */
  | { readonly kind: 'brand'; readonly links: readonly TextKey[] }
  /** A bar of the page's own: back, its title, and icon buttons at the end (the member centre's). */
  | { readonly kind: 'titled'; readonly title: TextKey; readonly icons: readonly IconName[] }
  /** A bar whose texts come from the platform (the agent's greeting and balance): their lines still loading, then its small buttons. */
  | { readonly kind: 'pending'; readonly buttons: readonly TextKey[] };

export type FirstViewBlock =
  /** A row of tabs: the labels given (the first one active), then `pending` tabs whose labels come from the platform. */
  | { readonly kind: 'tabs'; readonly labels?: readonly TextKey[]; readonly pending?: number }
  /** A grid of tiles still loading; `answer`: the view's first answer is drawn here (SPEED-29). */
  | {
      readonly kind: 'tiles';
      readonly columns: number;
      readonly rows: number;
      readonly height: number;
      readonly answer?: true;
    }
  /** Rows of a list still loading, `height` px each; `answer`: the view's first answer is drawn here (SPEED-29). */
  | { readonly kind: 'rows'; readonly count: number; readonly height: number; readonly answer?: true }
  /** A card still loading, `height` px. */
  | { readonly kind: 'card'; readonly height: number }
  /** A search field with its placeholder, and a button beside it (the game list's). */
  | { readonly kind: 'search'; readonly placeholder: TextKey; readonly button: TextKey }
  /**
   * A form in a card: optional tabs (shown only when the tenant's switches
   * turn `feature` on: src/tenant/feature-gates.ts), its fields' labels,
   * `pendingFields` more whose labels come from the platform (the
   * registration's), a check box, the submit button and the links under it.
   */
  | {
      readonly kind: 'form';
      readonly tabs?: { readonly labels: readonly [TextKey, TextKey]; readonly feature: FlagFeature };
      readonly fields: readonly TextKey[];
      readonly pendingFields?: number;
      readonly check?: FirstViewCheck;
      readonly submit: TextKey;
      readonly links: readonly TextKey[];
    }
  /** A card for guests only (title and text); a member sees a card still loading in its place. */
  | { readonly kind: 'guestCard'; readonly title: TextKey; readonly text: TextKey }
  /** A menu table of src/tenant/menu-tables.ts, its rows a guest sees with the tenant's switches, labelled from `namespace`. */
  | {
      readonly kind: 'menu';
      readonly table: 'memberCentre' | 'agentTiles';
      readonly namespace: string;
      readonly layout: 'list' | 'tiles';
    };

/**
 * A check box's text and the words of a link after it (the registration's
 * agreement). Its `{{age}}` is the app's minimum age (LIMITS), filled in by the shell.
 */
export interface FirstViewCheck {
  readonly text: TextKey;
  readonly link?: TextKey;
}

/** The drawers of the shell's first-answer script (src/app/first-answer/drawers.ts). */
export type FirstAnswerDraw = 'lotteryRows' | 'gameTiles';

/** Stands for the player's language in a first answer's query (the app sends its code, `PT`). */
export const LANGUAGE_QUERY_VALUE = '{language}';

/**
 * SPEED-29: the platform read whose answer the shell asks for before the
 * app's code and draws into the view's block marked `answer`: a GET a guest
 * may make (cli/lib/first-answer.ts checks it against the endpoint table),
 * its query in the order the app's call writes it, so the app takes the same
 * response over (src/platform/shell-answer.ts).
 */
export interface FirstViewAnswer {
  /** An operation of src/platform/endpoints.ts. */
  readonly call: string;
  readonly query: Readonly<Record<string, string | number>>;
  readonly draw: FirstAnswerDraw;
  /** The drawer's texts by its own names. */
  readonly texts: Readonly<Record<string, TextKey>>;
  /**
   * The address's parameters the page reads into the call (the game list's
   * `gameType`), each with the value the page takes without it: in `query`
   * as `{name}`, filled upper-cased from the address as the page reads it.
   * An address with any other parameter is left to the app.
   */
  readonly address?: Readonly<Record<string, string>>;
}

/** Where the shell's first-answer script leaves its fetch for the route script and the app (window.lobbyShellAnswer). */
export const SHELL_ANSWER_GLOBAL = 'lobbyShellAnswer';

/** The drawer's texts in one language, by the drawer's own names. */
export type FirstAnswerTexts = Readonly<Record<string, string>>;

/** One path's first answer, as the stamp writes it for a tenant (cli/lib/first-answer.ts). */
export interface StampedAnswer {
  /** The page id, its first view's `data-fv`. */
  readonly page: string;
  /** The call's address with its query; LANGUAGE_QUERY_VALUE stands for the player's language, `{name}` for an address value. */
  readonly url: string;
  /** The address's parameters the page reads, with their values when absent (FirstViewAnswer.address). */
  readonly address: Readonly<Record<string, string>>;
  /** The ModuleId header, when the call has one. */
  readonly moduleId: string | null;
  /** Whether the call carries the session's token when there is one. */
  readonly token: boolean;
  readonly draw: FirstAnswerDraw;
  /** The drawer's texts in each language of the tenant. */
  readonly texts: Readonly<Record<string, FirstAnswerTexts>>;
}

/** The first-answer script's table for one tenant. */
export interface FirstAnswerConfig {
  readonly merchant: string;
  /** The X-Gateway-Version header. */
  readonly gateway: string;
  readonly languages: { readonly supported: readonly string[]; readonly default: string };
  /** The tenant's right-to-left languages. */
  readonly rightToLeft: readonly string[];
  /** The CDN hosts a bare image path goes to (IMAGE_CDN_FALLBACKS). */
  readonly cdns: readonly [string, ...string[]];
  /** Site path → its page's answer. */
  readonly pages: Readonly<Record<string, StampedAnswer>>;
}

export interface FirstView {
  readonly bar?: FirstViewBar;
  readonly answer?: FirstViewAnswer;
  /** The page's heading (PageHeading), shown in the page's body. */
  readonly heading?: TextKey;
  /** The page's boxes under its bar and heading, top to bottom. */
  readonly blocks: readonly FirstViewBlock[];
}
