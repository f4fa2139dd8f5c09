import type { PageId } from './page-ids';

/**
 * Every route of 000 §2.1 and 001 §2, aliases included, as data. A tenant
 * file may add paths for existing pages (ROUTE-32); unknown paths go home.
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
const alias = (path: string, page: PageId, access: Access = 'public'): RouteEntry => ({ path, page, access, alias: true });

/**
 * The folder the app is served under (dist/<merchant>/m/): besides the routes
 * below, the site's own files live in it (brand assets, the image CDN
 * fallback), and server content and launch parameters name pages relative to it.
 */
export const SITE_ROOT = '/m';

/** A path inside the site folder from a name relative to it: `rewardCenter` → /m/rewardCenter. */
export const sitePath = (relative: string): string => `${SITE_ROOT}/${relative}`;

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // 000 §2.1
  ...['/', '/m', '/m/', '/m/index', '/m/index.html'].map((path) => alias(path, 'home')),
  route('/m/home', 'home'),
  route('/m/login', 'login'),
  route('/m/register', 'register'),
  ...['/m/register.html', '/register.html'].map((path) => alias(path, 'register')),
  route('/m/forget', 'forget'),
  route('/m/changePsw', 'changePassword', 'memberOrHome'),
  route('/m/notice', 'notice'),
  route('/m/set', 'settings', 'memberOrHome'),
  route('/m/mine', 'mine'),
  alias('/m/member/home', 'mine'),
  route('/m/agent', 'agent', 'agent'),
  route('/m/download', 'download'),
  route('/m/help', 'help'),
  alias('/m/helpDetail', 'help'),
  route('/m/service', 'service'),
  route('/m/activity', 'activity'),
  route('/m/activityInfo', 'activityInfo'),
  route('/m/moreLottery', 'moreLottery'),
  route('/m/startLottery', 'startLottery'),
  route('/m/gameLobby', 'gameLobby'),
  route('/m/lottery', 'lottery'),
  route('/m/gameList', 'gameList'),
  route('/m/launchGame', 'launchGame'),
  route('/m/useragreement', 'userAgreement'),
  route('/m/trail', 'trial'),
  route('/m/maintenance', 'maintenance'),
  route('/m/voucherCenter', 'voucherCenter', 'realMember'),
  route('/m/withdraw', 'withdraw', 'realMember'),
  route('/m/inviteFriends', 'inviteFriends', 'member'),
  route('/m/securityCenter', 'securityCenter', 'realMember'),
  // 001 §2
  route('/m/gameCenter', 'gameCenter'),
  route('/m/slotsCenter', 'slotsCenter'),
  alias('/m/message', 'messages', 'memberDialog'),
  route('/m/webEmail', 'messages', 'memberDialog'),
  route('/m/agent/team/overview', 'agentTeamOverview', 'agentTool'),
  route('/m/transaction/record', 'transactionRecord', 'realMember'),
  route('/m/member/team', 'memberTeam', 'agentTool'),
  route('/m/redRain', 'redRain', 'member'),
  route('/m/agent/team/pnl', 'agentTeamPnl', 'agentTool'),
  route('/m/teamBetting', 'teamBetting', 'agentTool'),
  route('/m/member/agent/agentRebeat', 'agentRebate', 'agentTool'),
  route('/m/member/teamRebate', 'teamRebate', 'agentTool'),
  route('/m/agentRegister', 'agentRegister', 'agentTool'),
  route('/m/member/agent/agentDivident', 'agentDividend', 'agentTool'),
  route('/m/member/notice', 'agentNotice', 'member'),
  route('/m/member/agent/getSalaryContract', 'salaryContract', 'member'),
  route('/m/member/agent/getDevidendContract', 'dividendContract', 'member'),
  route('/m/member/agent/getHourContract', 'hourContract', 'member'),
  // 000 §2.8 member-centre targets
  route('/m/member/benefits', 'benefits', 'member'),
  route('/m/vouReport', 'depositRecord', 'realMember'),
  route('/m/withdrawReport', 'withdrawRecord', 'realMember'),
  route('/m/gameRecord', 'gameRecord', 'realMember'),
  route('/m/profitandloss', 'profitAndLoss', 'realMember'),
  route('/m/upLine/transfer', 'superiorTransfer', 'realMember'),
  route('/m/rewardCenter', 'rewardCenter', 'member'),
  route('/m/member/manualRebate', 'manualRebate', 'member'),
  route('/m/leaderBoard', 'leaderBoard', 'member'),
  route('/m/member/rebateReport', 'rebateReport', 'member'),
  route('/m/feedback', 'feedback', 'member'),
];

/** The theme gallery (issue 6), only in builds stamped with the gallery on. */
const GALLERY_ROUTE: RouteEntry = route('/m/__gallery', 'gallery');

/** The route table of this build: the spec's routes plus the tenant's configured ones. */
export function routesFor(extra: readonly { path: string; page: PageId }[], withGallery: boolean): RouteEntry[] {
  const known = new Set(ROUTE_TABLE.map((entry) => entry.path));
  // A tenant's path is one more way to a page: links keep going to the page's canonical path.
  const added = extra.filter((entry) => !known.has(entry.path)).map((entry) => alias(entry.path, entry.page));
  return [...ROUTE_TABLE, ...added, ...(withGallery ? [GALLERY_ROUTE] : [])];
}

/** Every path of a page in the spec's table, canonical and aliases, in table order (the chrome rules list pages this way). */
export function pathsOfPage(page: PageId): string[] {
  return ROUTE_TABLE.filter((entry) => entry.page === page).map((entry) => entry.path);
}

/** The page a path (no query) shows; unknown paths go home, as the routes do. */
export function pageOfPath(pathname: string, routes: readonly RouteEntry[]): PageId {
  return routes.find((entry) => entry.path === pathname)?.page ?? 'home';
}

/** Whether a path (no query) is a route of the app: used to refuse open redirects. */
export function isKnownRoute(path: string, routes: readonly RouteEntry[] = ROUTE_TABLE): boolean {
  return routes.some((entry) => entry.path === path);
}
