import type { QueryClient } from '@tanstack/react-query';
/**
 * Every page the router can show, by id. The route table maps paths to these
 * ids, and a tenant file may add paths for existing pages (ROUTE-32) without
 * touching router code.
 */
export const PAGE_IDS = [
  'home',
  'login',
  'register',
  'forget',
  'changePassword',
  'notice',
  'settings',
  'mine',
  'agent',
  'download',
  'help',
  'service',
  'activity',
  'activityInfo',
  'moreLottery',
  'startLottery',
  'gameLobby',
  'lottery',
  'gameList',
  'launchGame',
  'gameCenter',
  'slotsCenter',
  'userAgreement',
  'trial',
  'maintenance',
  'regionBlocked',
  'serviceError',
  'voucherCenter',
  'withdraw',
  'inviteFriends',
  'securityCenter',
  'messages',
  'benefits',
  'depositRecord',
  'withdrawRecord',
  'transactionRecord',
  'gameRecord',
  'profitAndLoss',
  'superiorTransfer',
  'rewardCenter',
  'manualRebate',
  'leaderBoard',
  'rebateReport',
  'feedback',
  'myBonuses',
  'verification',
  'privacy',
  'agentTeamOverview',
  'memberTeam',
  'redRain',
  'agentTeamPnl',
  'teamBetting',
  'agentRebate',
  'teamRebate',
  'agentRegister',
  'agentDividend',
  'agentNotice',
  'salaryContract',
  'dividendContract',
  'hourContract',
  'demoPlay',
  'gallery',
] as const;

export type PageId = (typeof PAGE_IDS)[number];

/** What a page may start loading before it first renders (the visit's first page, at boot). */
export interface PagePrefetchContext {
  readonly queryClient: QueryClient;
  readonly search: URLSearchParams;
  readonly language: string;
  readonly token: string | null;
}
