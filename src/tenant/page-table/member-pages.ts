import { definePages } from './page-entry';

/**
 * The member-centre targets of 000 §2.8, then the pages outside the spec's
 * route lists. Money records, and the engagement pages whose every call
 * needs a real account, are for real accounts (MONEY-23, ENGAGE-11); absent
 * fields take the defaults of page-entry.ts.
 */
export const MEMBER_PAGES = definePages({
  benefits: { path: '/m/member/benefits', access: 'member', module: 'features/member/benefits-page' },
  depositRecord: { path: '/m/vouReport', access: 'realMember', module: 'features/records/deposit-record-page' },
  withdrawRecord: { path: '/m/withdrawReport', access: 'realMember', module: 'features/records/withdraw-record-page' },
  gameRecord: { path: '/m/gameRecord', access: 'realMember', module: 'features/records/game-record-page' },
  profitAndLoss: { path: '/m/profitandloss', access: 'realMember', module: 'features/records/profit-loss-page' },
  superiorTransfer: {
    path: '/m/upLine/transfer',
    access: 'realMember',
    module: 'features/cashier/superior-transfer-page',
  },
  rewardCenter: { path: '/m/rewardCenter', access: 'member', module: 'features/promotions/reward-centre-page' },
  manualRebate: { path: '/m/member/manualRebate', access: 'realMember', module: 'features/engage/manual-rebate-page' },
  leaderBoard: { path: '/m/leaderBoard', access: 'realMember', module: 'features/engage/missions-page' },
  rebateReport: { path: '/m/member/rebateReport', access: 'realMember', module: 'features/engage/my-rebate-page' },
  // Issue 34 (BONUS-14): the bonus wallet; every bonus call is for real accounts.
  myBonuses: { path: '/m/myBonuses', access: 'realMember', module: 'features/bonus/my-bonuses-page' },
  // Issue 33 (KYC-15): identity verification under a profile that verifies; the calls need a real account.
  verification: { path: '/m/verification', access: 'realMember', module: 'features/kyc/verification-page' },
  // Issue 33 (PRIV-07): the member's data download and account closure, offered where the profile has privacy rights.
  privacy: { path: '/m/privacy', access: 'realMember', module: 'features/privacy/privacy-page' },
  feedback: { path: '/m/feedback', access: 'member', module: 'features/member/feedback-page' },
});

/** Pages the router shows without a path of their own (startup states, errorLimit) or only in some builds. */
export const UNLISTED_PAGES = definePages({
  regionBlocked: { module: 'features/system/region-blocked-page' },
  serviceError: { module: 'features/system/service-error-page' },
  // The theme gallery for designers (issue 6).
  gallery: { path: '/m/__gallery', module: 'app/gallery/gallery-page', onlyWithGallery: true },
});
