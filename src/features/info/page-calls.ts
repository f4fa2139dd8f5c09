import type { Operation } from '@/platform/endpoints';
import type { PageId } from '@/tenant/page-ids';

/**
 * What the platform offers for each page whose content the spec does not
 * show: the calls of the endpoint table (src/platform/endpoints.ts) that
 * serve it. A page absent here has no call named in the spec.
 */
export const PAGE_CALLS = {
  voucherCenter: ['walletBalance', 'depositBanks', 'depositPromotions'],
  withdraw: ['walletBalance', 'bankCards', 'hasWithdrawalPassword', 'withdraw'],
  securityCenter: ['securityConfig', 'securityQuestions', 'customerSecurityQuestions', 'changePassword', 'paymentPassword'],
  transactionRecord: ['memberTransactions', 'transactionCodes'],
  gameRecord: ['betReport'],
  profitAndLoss: ['profitAndLoss'],
  rebateReport: ['rebateReport'],
  agentTeamOverview: ['teamKpi', 'teamKpiB', 'teamKpiC'],
  memberTeam: ['subordinates', 'downlineRebateUpdate', 'transferDownline', 'transferDownlines'],
  agentRebate: ['rebateSettings', 'quotas'],
  teamRebate: ['rebateSettings', 'downlineRebateUpdate'],
  agentRegister: ['checkUsername', 'createDownline', 'affiliateLinks', 'createAffiliateLink'],
  gameCenter: ['gameMenus', 'vendorTypes', 'vendors'],
  slotsCenter: ['gameList', 'hotGames', 'vendors'],
} as const satisfies Partial<Record<PageId, readonly Operation[]>>;

export type PageWithCalls = keyof typeof PAGE_CALLS;

export function callsOf(pageId: PageId): readonly Operation[] {
  return (PAGE_CALLS as Partial<Record<PageId, readonly Operation[]>>)[pageId] ?? [];
}
