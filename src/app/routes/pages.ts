import type { ComponentType } from 'react';
import type { PageId, PagePrefetchContext } from '@/tenant/page-ids';

export type { PagePrefetchContext };

/**
 * Page id → lazily loaded page module (CHROME-19). Each page is its own
 * chunk; the first screen loads only the page it shows.
 */

/**
 * A page module: the page, and optionally `prefetch`, which starts the
 * page's first reads under the same query keys the page uses — so on a first
 * visit the data is on its way while the status call and React's first
 * render happen (the game list's first tiles are its LCP).
 */
export type PageModule = { readonly default: ComponentType; readonly prefetch?: (context: PagePrefetchContext) => void };
export type PageLoader = () => Promise<PageModule>;

export const PAGE_LOADERS: Readonly<Record<PageId, PageLoader>> = {
  // system (startup states, errorLimit)
  maintenance: () => import('@/features/system/maintenance-page'),
  regionBlocked: () => import('@/features/system/region-blocked-page'),
  serviceError: () => import('@/features/system/service-error-page'),

  // home
  home: () => import('@/features/home/home-page'),

  // accounts
  login: () => import('@/features/account/login-page'),
  register: () => import('@/features/register/register-page'),
  forget: () => import('@/features/account/forgot-page'),
  changePassword: () => import('@/features/account/change-password-page'),
  settings: () => import('@/features/account/settings-page'),
  trial: () => import('@/features/account/trial-page'),

  // games and lottery
  gameList: () => import('@/features/games/game-list-page'),
  gameCenter: () => import('@/features/games/game-centre-page'),
  slotsCenter: () => import('@/features/games/slots-centre-page'),
  launchGame: () => import('@/features/lottery/launch-game-page'),
  gameLobby: () => import('@/features/lottery/game-lobby-page'),
  lottery: () => import('@/features/lottery/lottery-page'),
  moreLottery: () => import('@/features/lottery/more-lottery-page'),
  startLottery: () => import('@/features/lottery/start-lottery-page'),

  // member centre, agent, notices, help, service, downloads, messages, promotions
  mine: () => import('@/features/member/member-centre-page'),
  agent: () => import('@/features/agent/agent-home-page'),
  notice: () => import('@/features/notice/notice-page'),
  agentNotice: () => import('@/features/notice/agent-notice-page'),
  help: () => import('@/features/help/help-page'),
  service: () => import('@/features/service/service-page'),
  download: () => import('@/features/download/download-page'),
  messages: () => import('@/features/messages/inbox-page'),
  activity: () => import('@/features/promotions/activity-page'),
  activityInfo: () => import('@/features/promotions/activity-info-page'),
  rewardCenter: () => import('@/features/promotions/reward-centre-page'),
  feedback: () => import('@/features/member/feedback-page'),
  benefits: () => import('@/features/member/benefits-page'),
  inviteFriends: () => import('@/features/member/invite-friends-page'),
  salaryContract: () => import('@/features/agent/salary-contract-page'),
  dividendContract: () => import('@/features/agent/dividend-contract-page'),
  hourContract: () => import('@/features/agent/hour-contract-page'),

  // pages whose content the spec names but does not show (issues 13 and 14)
  userAgreement: () => import('@/features/register/user-agreement-page'),
  voucherCenter: () => import('@/features/cashier/deposit-page'),
  withdraw: () => import('@/features/cashier/withdraw-page'),
  securityCenter: () => import('@/features/security/security-centre-page'),
  depositRecord: () => import('@/features/records/deposit-record-page'),
  withdrawRecord: () => import('@/features/records/withdraw-record-page'),
  transactionRecord: () => import('@/features/records/transaction-record-page'),
  gameRecord: () => import('@/features/records/game-record-page'),
  profitAndLoss: () => import('@/features/records/profit-loss-page'),
  superiorTransfer: () => import('@/features/cashier/superior-transfer-page'),
  manualRebate: () => import('@/features/engage/manual-rebate-page'),
  leaderBoard: () => import('@/features/engage/missions-page'),
  rebateReport: () => import('@/features/engage/my-rebate-page'),
  agentTeamOverview: () => import('@/features/team/overview-page'),
  memberTeam: () => import('@/features/team/members-page'),
  redRain: () => import('@/features/engage/red-rain-page'),
  agentTeamPnl: () => import('@/features/team/pnl-page'),
  teamBetting: () => import('@/features/team/betting-page'),
  agentRebate: () => import('@/features/team/agent-rebate-page'),
  teamRebate: () => import('@/features/team/team-rebate-page'),
  agentRegister: () => import('@/features/team/open-account-page'),
  agentDividend: () => import('@/features/agent/dividend-page'),

  // designers (issue 6)
  gallery: () => import('@/app/gallery/gallery-page'),
};
