import type { PLAY_TYPES, PRIZE_MODES } from '@/lib/spec-constants';
import type { RoutedPageId } from './page-table';
import { canonicalPath } from './route-table';

export type { RoutedPageId };

/**
 * Typed links to the app's pages (issue 19): each builder takes its path from
 * the page's canonical path in the page table (src/tenant/page-table/), so a
 * path is written once, and encodes the query the page reads with
 * URLSearchParams. The compiler asks for one builder per routed page. Paths
 * that come from server data (a link the platform sends) stay data.
 */

type SearchValues = Readonly<Record<string, string | undefined>>;

/** The path with the given values as its query, in the order given; absent values are left out. */
function withSearch(path: string, values: SearchValues): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) search.set(name, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A builder for a page that reads no query. */
function plain(page: RoutedPageId): () => string {
  const path = canonicalPath(page);
  return () => path;
}

/** A builder for a page that reads a query: `toSearch` names the page's query parameters. */
function withQuery<Query>(page: RoutedPageId, toSearch: (query: Query) => SearchValues): (query?: Query) => string {
  const path = canonicalPath(page);
  return (query) => (query ? withSearch(path, toSearch(query)) : path);
}

/** A flag the page reads as `1`. */
const flag = (on: boolean | undefined): string | undefined => (on ? '1' : undefined);

type PrizeModeParam = (typeof PRIZE_MODES)[number];
type PlayTypeParam = (typeof PLAY_TYPES)[keyof typeof PLAY_TYPES];
/** The security centre's tabs, in the order it shows them; `?tab=` opens one. */
export const SECURITY_CENTRE_TABS = ['security', 'payout', 'limits'] as const;
export type SecurityCentreTab = (typeof SECURITY_CENTRE_TABS)[number];
/** 001 §2: the agent's view of a list (the agent tiles open the ledger and the notices with it). */
type AgentListType = 'A';

export const paths = {
  home: plain('home'),
  /** `redirect`: the in-app path to return to after logging in. */
  login: withQuery('login', ({ redirect }: { readonly redirect?: string }) => ({ redirect })),
  /** AFF-01: an affiliate's code and domain. */
  register: withQuery(
    'register',
    ({ affiliateCode, domain }: { readonly affiliateCode?: string; readonly domain?: string }) => ({
      affiliateCode,
      domain,
    }),
  ),
  forget: plain('forget'),
  /** CHROME-15: `first` is the first-login password page. */
  changePassword: withQuery('changePassword', ({ first }: { readonly first?: boolean }) => ({ first: flag(first) })),
  notice: plain('notice'),
  settings: plain('settings'),
  mine: plain('mine'),
  agent: plain('agent'),
  download: plain('download'),
  /** HELP-03: the entry open at first (its index). */
  help: withQuery('help', ({ openIndex }: { readonly openIndex?: number }) => ({ i: openIndex?.toString() })),
  service: plain('service'),
  activity: plain('activity'),
  activityInfo: withQuery('activityInfo', ({ id }: { readonly id: string }) => ({ id })),
  moreLottery: plain('moreLottery'),
  startLottery: withQuery(
    'startLottery',
    ({ code, prizeMode }: { readonly code: string; readonly prizeMode?: PrizeModeParam }) => ({
      code,
      prize_mode: prizeMode,
    }),
  ),
  gameLobby: plain('gameLobby'),
  lottery: plain('lottery'),
  /** `vassalage` presets the vendor filter; `hot` shows only the hot games; `gameName` presets the search. */
  gameList: withQuery(
    'gameList',
    ({
      gameType,
      vassalage,
      hot,
      gameName,
    }: {
      readonly gameType: string;
      readonly vassalage?: string;
      readonly hot?: boolean;
      /** FIND-03: the list opens searched for this name (the header search's "see all"). */
      readonly gameName?: string;
    }) => ({
      gameType,
      vassalage,
      hot: flag(hot),
      gameName,
    }),
  ),
  /** ROUTE-17: `pageBack` is a page name relative to the site folder (`lottery`). */
  launchGame: withQuery(
    'launchGame',
    ({
      code,
      prizeMode,
      playType,
      pageBack,
    }: {
      readonly code?: string;
      readonly prizeMode?: PrizeModeParam;
      readonly playType?: PlayTypeParam;
      readonly pageBack?: string;
    }) => ({
      playType,
      prize_mode: prizeMode,
      code,
      pageBack,
    }),
  ),
  /** FIND-10: a game in demo mode; `name` is shown while it loads. */
  demoPlay: withQuery(
    'demoPlay',
    ({ nodeId, vendor, name }: { readonly nodeId: string; readonly vendor: string; readonly name?: string }) => ({
      nodeId,
      vendor,
      name,
    }),
  ),
  gameCenter: plain('gameCenter'),
  slotsCenter: plain('slotsCenter'),
  userAgreement: plain('userAgreement'),
  trial: plain('trial'),
  maintenance: plain('maintenance'),
  /** `order`: the deposit order whose details show. */
  voucherCenter: withQuery('voucherCenter', ({ order }: { readonly order?: string }) => ({ order })),
  /** `request`: the withdrawal request whose details show. */
  withdraw: withQuery('withdraw', ({ request }: { readonly request?: string }) => ({ request })),
  inviteFriends: plain('inviteFriends'),
  securityCenter: withQuery('securityCenter', ({ tab }: { readonly tab?: SecurityCentreTab }) => ({ tab })),
  messages: plain('messages'),
  benefits: plain('benefits'),
  depositRecord: plain('depositRecord'),
  withdrawRecord: plain('withdrawRecord'),
  transactionRecord: withQuery('transactionRecord', ({ types }: { readonly types?: AgentListType }) => ({ types })),
  gameRecord: plain('gameRecord'),
  profitAndLoss: plain('profitAndLoss'),
  superiorTransfer: plain('superiorTransfer'),
  rewardCenter: plain('rewardCenter'),
  manualRebate: plain('manualRebate'),
  leaderBoard: plain('leaderBoard'),
  rebateReport: plain('rebateReport'),
  feedback: plain('feedback'),
  myBonuses: plain('myBonuses'),
  verification: plain('verification'),
  privacy: plain('privacy'),
  agentTeamOverview: plain('agentTeamOverview'),
  memberTeam: plain('memberTeam'),
  redRain: plain('redRain'),
  agentTeamPnl: plain('agentTeamPnl'),
  teamBetting: plain('teamBetting'),
  agentRebate: plain('agentRebate'),
  teamRebate: plain('teamRebate'),
  agentRegister: plain('agentRegister'),
  agentDividend: plain('agentDividend'),
  agentNotice: withQuery('agentNotice', ({ types }: { readonly types?: AgentListType }) => ({ types })),
  salaryContract: plain('salaryContract'),
  dividendContract: plain('dividendContract'),
  hourContract: plain('hourContract'),
} as const satisfies Record<RoutedPageId, (query?: never) => string>;
