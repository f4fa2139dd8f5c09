import type { ComponentType } from 'react';
import type { PageId } from '@/tenant/page-ids';

/**
 * Page id → lazily loaded page module (CHROME-19). Each page is its own
 * chunk; the first screen loads only the page it shows.
 */

export type PageModule = { readonly default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** Pages whose content the spec does not show: an honest page from features/info. */
const infoPage =
  (pageId: PageId): PageLoader =>
  () =>
    import('@/features/info/info-page').then((module) => ({ default: module.infoPageFor(pageId) }));

export const PAGE_LOADERS: Readonly<Record<PageId, PageLoader>> = {
  // system (startup states, errorLimit)
  maintenance: () => import('@/features/system/maintenance-page'),
  regionBlocked: () => import('@/features/system/region-blocked-page'),
  serviceError: () => import('@/features/system/service-error-page'),

  // home
  home: () => import('@/features/home/home-page'),

  // accounts
  login: () => import('@/features/account/login-page'),
  register: infoPage('register'),
  forget: infoPage('forget'),
  changePassword: infoPage('changePassword'),
  settings: infoPage('settings'),
  trial: infoPage('trial'),

  // games and lottery
  gameList: infoPage('gameList'),
  gameCenter: infoPage('gameCenter'),
  slotsCenter: infoPage('slotsCenter'),
  launchGame: infoPage('launchGame'),
  gameLobby: infoPage('gameLobby'),
  lottery: infoPage('lottery'),
  moreLottery: infoPage('moreLottery'),
  startLottery: infoPage('startLottery'),

  // member centre, agent, notices, help, service, downloads, messages, promotions
  mine: infoPage('mine'),
  agent: infoPage('agent'),
  notice: infoPage('notice'),
  agentNotice: infoPage('agentNotice'),
  help: infoPage('help'),
  service: infoPage('service'),
  download: infoPage('download'),
  messages: infoPage('messages'),
  activity: infoPage('activity'),
  activityInfo: infoPage('activityInfo'),
  rewardCenter: infoPage('rewardCenter'),
  feedback: infoPage('feedback'),
  benefits: infoPage('benefits'),
  inviteFriends: infoPage('inviteFriends'),
  salaryContract: infoPage('salaryContract'),
  dividendContract: infoPage('dividendContract'),
  hourContract: infoPage('hourContract'),

  // pages whose content the spec does not show
  userAgreement: infoPage('userAgreement'),
  voucherCenter: infoPage('voucherCenter'),
  withdraw: infoPage('withdraw'),
  securityCenter: infoPage('securityCenter'),
  depositRecord: infoPage('depositRecord'),
  withdrawRecord: infoPage('withdrawRecord'),
  transactionRecord: infoPage('transactionRecord'),
  gameRecord: infoPage('gameRecord'),
  profitAndLoss: infoPage('profitAndLoss'),
  superiorTransfer: infoPage('superiorTransfer'),
  manualRebate: infoPage('manualRebate'),
  leaderBoard: infoPage('leaderBoard'),
  rebateReport: infoPage('rebateReport'),
  agentTeamOverview: infoPage('agentTeamOverview'),
  memberTeam: infoPage('memberTeam'),
  redRain: infoPage('redRain'),
  agentTeamPnl: infoPage('agentTeamPnl'),
  teamBetting: infoPage('teamBetting'),
  agentRebate: infoPage('agentRebate'),
  teamRebate: infoPage('teamRebate'),
  agentRegister: infoPage('agentRegister'),
  agentDividend: infoPage('agentDividend'),

  // designers (issue 6)
  gallery: infoPage('gallery'),
};
