import type { PageId } from './page-ids';

/**
 * Page id → the module that renders it, as a path under src/ without its
 * extension (CHROME-19: each page is its own chunk). The app's page loaders
 * are built from this table (src/app/routes/pages.ts) and the CLI reads it to
 * preload a first route's chunks (cli/lib/route-preloads.ts): one table, no
 * source read as text. Page modules are files named `*-page.tsx`.
 */
export const PAGE_MODULES: Readonly<Record<PageId, string>> = {
  // system (startup states, errorLimit)
  maintenance: 'features/system/maintenance-page',
  regionBlocked: 'features/system/region-blocked-page',
  serviceError: 'features/system/service-error-page',

  // home
  home: 'features/home/home-page',

  // accounts
  login: 'features/account/login-page',
  register: 'features/register/register-page',
  forget: 'features/account/forgot-page',
  changePassword: 'features/account/change-password-page',
  settings: 'features/account/settings-page',
  trial: 'features/account/trial-page',

  // games and lottery
  gameList: 'features/games/game-list-page',
  gameCenter: 'features/games/game-centre-page',
  slotsCenter: 'features/games/slots-centre-page',
  launchGame: 'features/lottery/launch-game-page',
  gameLobby: 'features/lottery/game-lobby-page',
  lottery: 'features/lottery/lottery-page',
  moreLottery: 'features/lottery/more-lottery-page',
  startLottery: 'features/lottery/start-lottery-page',

  // member centre, agent, notices, help, service, downloads, messages, promotions
  mine: 'features/member/member-centre-page',
  agent: 'features/agent/agent-home-page',
  notice: 'features/notice/notice-page',
  agentNotice: 'features/notice/agent-notice-page',
  help: 'features/help/help-page',
  service: 'features/service/service-page',
  download: 'features/download/download-page',
  messages: 'features/messages/inbox-page',
  activity: 'features/promotions/activity-page',
  activityInfo: 'features/promotions/activity-info-page',
  rewardCenter: 'features/promotions/reward-centre-page',
  feedback: 'features/member/feedback-page',
  benefits: 'features/member/benefits-page',
  inviteFriends: 'features/engage/invite-friends-page',
  salaryContract: 'features/agent/salary-contract-page',
  dividendContract: 'features/agent/dividend-contract-page',
  hourContract: 'features/agent/hour-contract-page',

  // pages whose content the spec names but does not show (issues 13 and 14)
  userAgreement: 'features/register/user-agreement-page',
  voucherCenter: 'features/cashier/deposit-page',
  withdraw: 'features/cashier/withdraw-page',
  securityCenter: 'features/security/security-centre-page',
  depositRecord: 'features/records/deposit-record-page',
  withdrawRecord: 'features/records/withdraw-record-page',
  transactionRecord: 'features/records/transaction-record-page',
  gameRecord: 'features/records/game-record-page',
  profitAndLoss: 'features/records/profit-loss-page',
  superiorTransfer: 'features/cashier/superior-transfer-page',
  manualRebate: 'features/engage/manual-rebate-page',
  leaderBoard: 'features/engage/missions-page',
  rebateReport: 'features/engage/my-rebate-page',
  agentTeamOverview: 'features/team/overview-page',
  memberTeam: 'features/team/members-page',
  redRain: 'features/engage/red-rain-page',
  agentTeamPnl: 'features/team/pnl-page',
  teamBetting: 'features/team/betting-page',
  agentRebate: 'features/team/agent-rebate-page',
  teamRebate: 'features/team/team-rebate-page',
  agentRegister: 'features/team/open-account-page',
  agentDividend: 'features/agent/dividend-page',

  // designers (issue 6)
  gallery: 'app/gallery/gallery-page',
};
