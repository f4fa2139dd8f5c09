import type { ModuleId } from '@/lib/spec-constants';

/**
 * Every platform call of both spec documents (§7 of each), once: operation →
 * method, path, module id, token use and body encryption. No path string
 * appears anywhere else in the app. Paths the spec leaves unshown were chosen
 * after the platform contract; each choice is listed in docs/decisions.md
 * ("source: decision").
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  /** Sent as the ModuleId header (CALL-50); null when the platform names none. */
  readonly moduleId: ModuleId | null;
  /** required: refuse without a session; optional: send when there is one. */
  readonly token: 'required' | 'optional' | 'none';
  /** RSA-wrapped DES body (contract §3.1). */
  readonly encrypted: boolean;
  /** Body encoding for writes; form = application/x-www-form-urlencoded. */
  readonly body?: 'json' | 'form' | 'multipart';
  /** Uses the tenant's trial merchant code instead of the main one. */
  readonly trialMerchant?: boolean;
  /** The answer is plain text, not the JSON envelope. */
  readonly plainText?: boolean;
  /** Where the path comes from: a spec section, the contract, or a decision. */
  readonly source: string;
}

const get = (path: string, moduleId: ModuleId | null, token: Endpoint['token'], source: string): Endpoint => ({
  method: 'GET',
  path,
  moduleId,
  token,
  encrypted: false,
  source,
});

const write = (
  method: Exclude<HttpMethod, 'GET'>,
  path: string,
  moduleId: ModuleId | null,
  token: Endpoint['token'],
  source: string,
  extra: Partial<Endpoint> = {},
): Endpoint => ({ method, path, moduleId, token, encrypted: false, body: 'json', source, ...extra });

export const ENDPOINTS = {
  // --- Session (000 §7; contract §4.1)
  rsaKey: { ...get('/wps/session/key/rsa', null, 'none', 'contract §3.1'), plainText: true },
  login: write('POST', '/wps/session/login', 'COMM3', 'none', '000 §7', { encrypted: true }),
  loginVerification: write(
    'POST',
    '/wps/session/login/verification',
    'COMM3',
    'none',
    '000 §3 phone provider; contract §4.1',
    { encrypted: true },
  ),
  logout: write('DELETE', '/wps/session/logout', 'COMM3', 'required', '000 §7'),
  trialUser: { ...get('/wps/member/trialuser', 'FREEPLAY3', 'none', '000 §7'), trialMerchant: true },
  freePlayLogin: write('POST', '/wps/session/login/freeplay', 'FREEPLAY3', 'none', '000 §7', { trialMerchant: true }),

  // --- Registration and verification (000 §7)
  register: write('PUT', '/wps/member/register', 'REGISTER_REE3', 'none', '000 §7', { encrypted: true }),
  registerMobile: write('PUT', '/wps/member/register/mobile', 'REGISTER_REE3', 'none', '001 §7 path; 000 §7 module', {
    encrypted: true,
  }),
  registerSettings: get('/wps/system/setting/register', 'REG3', 'none', '000 §7; 001 §7'),
  captcha: get('/wps/captcha', 'VALID_CAPTCHA3', 'none', '000 §7'),
  affiliateCheck: get(
    '/wps/affiliate/check',
    'AFFMAN3',
    'none',
    'decision (000 §7 path not shown; module of 001 §7 affiliate)',
  ),
  smsRegister: write('POST', '/wps/verification/sms/register', 'VERIFICATION3', 'none', '000 §7; 001 §7'),
  smsLogin: write('POST', '/wps/verification/sms/noLogin', 'VERIFICATION3', 'none', '001 §7; contract §4.2'),
  smsPasswordReset: write('POST', '/wps/verification/sms/noLogin', 'PWRESETSMS3', 'none', '000 §7; 001 §7'),
  countryList: get('/wps/system/country', 'COMM3', 'none', '000 §7; 001 §7'),

  // --- Passwords (000 §7)
  changePassword: write('PUT', '/wps/member/password', 'PASS3', 'required', '001 §7 path; contract §4.4', {
    encrypted: true,
  }),
  setPasswordByPhone: write(
    'PUT',
    '/wps/member/password/verification',
    'CHNGPASSVERIF3',
    'none',
    'decision (contract §4.4)',
    { encrypted: true },
  ),
  forgotPasswordEmail: write('POST', '/wps/member/password/email', 'COMM3', 'none', '000 §7; contract §4.4', {
    body: 'form',
  }),

  // --- Member (000 §7; 001 §7)
  memberInfo: get('/wps/member/info', 'COMM3', 'required', '000 §7; 001 §7'),
  headIcon: get('/wps/member/info/icon', 'PROFPIC3', 'required', '000 §7; 001 §7'),
  headIconUpload: write('POST', '/wps/member/info/icon', 'PROFPIC3', 'required', '000 §7', { body: 'multipart' }),
  updateNickname: write('PUT', '/wps/member/info/nickname', 'COMM3', 'required', '001 §7'),
  updateEmail: write('PUT', '/wps/member/info/email', 'COMM3', 'required', '001 §7'),
  updatePayeeName: write('PUT', '/wps/member/info/payeename', 'COMM3', 'required', '001 §7'),
  memberLanguage: write('PUT', '/wps/member/language', 'COMM3', 'required', 'contract §4.4'),
  paymentPassword: write(
    'PUT',
    '/wps/member/paymentPassword',
    'COMM3',
    'required',
    '001 §7; contract §3.1 (encrypted in legacy code)',
    { encrypted: true },
  ),
  paymentPasswordReset: write('PUT', '/wps/member/paymentPassword/reset', 'COMM3', 'required', '001 §7'),
  hasWithdrawalPassword: get('/wps/member/hasWithdrawalPassword', 'COMM3', 'required', '001 §7'),
  securityConfig: get('/wps/member/securityConfig', 'COMM3', 'required', '001 §7'),
  securityQuestions: get('/wps/member/securityQuestions', 'COMM3', 'required', '001 §7'),
  customerSecurityQuestions: get('/wps/member/customerSecurityQuestions', 'COMM3', 'required', '001 §7'),
  bankCards: get('/wps/member/bankCard', 'COMM3', 'required', '001 §7'),
  bankCardSave: write(
    'PUT',
    '/wps/member/bankCard',
    'COMM3',
    'required',
    '001 §7; contract §3.1 (encrypted in legacy code)',
    { encrypted: true },
  ),
  bankCardRemove: write(
    'DELETE',
    '/wps/member/bankCard',
    'COMM3',
    'required',
    'decision (security centre: remove a payout account; body {id})',
  ),
  bankCardDefault: write(
    'PUT',
    '/wps/member/bankCard/default',
    'COMM3',
    'required',
    'decision (security centre: default payout account; body {id})',
  ),
  contactCodeSend: write(
    'POST',
    '/wps/member/contact/code',
    'VERIFICATION3',
    'required',
    'decision (security centre: code to bind a phone or e-mail)',
  ),
  contactVerify: write(
    'PUT',
    '/wps/member/contact',
    'VERIFICATION3',
    'required',
    'decision (security centre: bind with the code)',
  ),
  loginHistory: get('/wps/member/loginHistory', 'COMM3', 'required', 'decision (security centre: recent logins)'),
  gamblingLimits: get(
    '/wps/member/responsibleGaming',
    'COMM3',
    'required',
    'decision (responsible gambling: limits, pending increases, exclusion)',
  ),
  gamblingLimitsSave: write(
    'PUT',
    '/wps/member/responsibleGaming',
    'COMM3',
    'required',
    'decision (responsible gambling: set limits)',
  ),
  gamblingExclusion: write(
    'POST',
    '/wps/member/responsibleGaming/exclusion',
    'COMM3',
    'required',
    'decision (responsible gambling: cool-off or self-exclusion)',
  ),
  realityCheck: get(
    '/wps/member/responsibleGaming/session',
    'COMM3',
    'required',
    'decision (responsible gambling: time played and net result this session)',
  ),
  clubBenefit: get('/wps/relay/MCSFE_getClubBenefit', 'MEMCLUB3', 'required', 'decision (000 §7 path not shown)'),
  availablePromotions: get(
    '/wps/relay/PROMOFE_getAvailablePromotions',
    'REWCEN3',
    'optional',
    'decision (001 §7 path not shown)',
  ),
  feedback: write('PUT', '/wps/feedback', 'FEEDBACK3', 'required', '000 §7; 001 §7', { body: 'multipart' }),

  // --- Wallet (000 §3; 001 §7)
  walletBalance: get('/wps/wallets/balance', 'COMM3', 'required', '001 §7'),
  merchantWallet: get('/wps/member/info/funds/consolidated', 'COMM3', 'required', 'decision (contract §4.4)'),
  walletTransfer: write('POST', '/wps/relay/GLS2_WalletTransfer', 'FUNDTRANS3', 'required', '001 §7'),
  memberTransactions: get('/wps/relay/ODS2_MemberTransaction', 'MEMTRANS3', 'required', '001 §7'),
  transactionCodes: get('/wps/relay/GLS2_TxCodeList', 'MEMTRANS3', 'required', '001 §7'),
  depositReport: get('/wps/relay/ODS2_DepositReport', 'MEMTRANS3', 'required', 'decision (001 §7 path not shown)'),
  withdrawReport: get('/wps/relay/ODS2_WithdrawReport', 'MEMTRANS3', 'required', 'decision (001 §7 path not shown)'),
  betReport: get('/wps/relay/ODS2_BetReport', 'MEMTRANS3', 'required', 'decision (001 §7 path not shown)'),
  profitAndLoss: get(
    '/wps/relay/ODS2_MemberProfitLoss',
    'PERSPNL3',
    'required',
    'decision (001 §7 "member profit and loss")',
  ),
  rebateReport: get('/wps/relay/ODS2_RebateReport', 'MEMTRANS3', 'required', 'decision (000 §2.8 my rebate)'),
  depositBanks: get(
    '/wps/relay/DPST_depositBanks',
    'FUNDTRANS3',
    'required',
    'decision (001 §7 deposit banks by vendor: the channels with limits and quick amounts)',
  ),
  depositPromotions: get(
    '/wps/relay/DPST_promoList',
    'FUNDTRANS3',
    'required',
    'decision (001 §7 promo list: deposit bonuses with their turnover)',
  ),
  withdraw: write('POST', '/wps/transaction/withdraw', 'FUNDTRANS3', 'required', '001 §7; contract §3.1 (encrypted)', {
    encrypted: true,
  }),
  withdrawSettings: get(
    '/wps/relay/MCSFE_getWithdrawSettings',
    'FUNDTRANS3',
    'required',
    "contract §4.4 (minimumAmount, maximumAmount; the other fields are Lobby's)",
  ),
  withdrawOrder: get(
    '/wps/transaction/withdraw/order',
    'FUNDTRANS3',
    'required',
    'decision (a withdrawal by id or requestId, read after a failed submit)',
  ),
  depositSettings: get('/wps/relay/MCSFE_getDepositSettings', 'FUNDTRANS3', 'required', 'contract §4.4 (allowDeposit)'),
  depositCreate: write(
    'POST',
    '/wps/transaction/deposit',
    'FUNDTRANS3',
    'required',
    'decision (001 §7 "payment gateway": a pending order, idempotent by requestId)',
  ),
  depositOrder: get(
    '/wps/transaction/deposit/order',
    'FUNDTRANS3',
    'required',
    'decision (an order by id or requestId)',
  ),
  depositCallback: write(
    'POST',
    '/wps/payment/callback',
    null,
    'none',
    'decision (provider → platform, HMAC-signed; never called by the app)',
  ),
  turnoverProgress: get(
    '/wps/relay/MCSFE_getTurnoverProgress',
    'FUNDTRANS3',
    'required',
    'decision (bonus turnover owed before a withdrawal)',
  ),
  uplineTransferInfo: get(
    '/wps/transaction/transfer/upline',
    'FUNDTRANS3',
    'required',
    'decision (superior transfer: may the member, and to whom)',
  ),
  uplineTransfer: write(
    'POST',
    '/wps/transaction/transfer/upline',
    'FUNDTRANS3',
    'required',
    'decision (superior transfer with the payment password)',
    { encrypted: true },
  ),

  // --- System (000 §7; 001 §7)
  systemStatus: get('/wps/system/status', 'COMM3', 'none', '000 §7; 001 §7'),
  consolidatedSettings: get('/wps/system/settings/consolidated', 'COMM3', 'none', '000 §7; 001 §7'),
  whitelabel: get('/wps/system/whitelabel', 'COMM3', 'none', '001 §7'),
  domainRoute: get('/wps/system/domainRoute', 'COMM3', 'none', '001 §7'),
  helpCenter: get('/wps/system/helpCenter', 'COMM3', 'none', '001 §7'),
  customerServiceInfo: get('/wps/relay/WPSCORE_getCustomerServiceScript', 'COMM3', 'none', 'contract §3.2'),
  versionInfo: get('/wps/system/versionInfo', 'COMM3', 'none', 'decision (001 §3 service/version info)'),
  launchChat: get('/wps/relay/CBS_launchChat', 'CBS3', 'optional', '001 §7 chat; contract §4.7'),

  // --- Announcements and messages (000 §7; 001 §7)
  announcements: get('/wps/relay/MCSFE_getListAnnouncements', 'COMM3', 'optional', '001 §7'),
  lobbyNews: get('/wps/relay/GLS2_lobbyNews', 'COMM3', 'none', '001 §7'),
  popularLottery: get('/lgw/games/popular', 'AGEANNOUNCE3', 'none', '001 §7'),
  unreadCount: get('/wps/relay/CSP_unreadCount', 'INBOX3', 'required', '001 §7'),
  mailList: get('/wps/relay/CSP_getInbox', 'INBOX3', 'required', '001 §7'),

  // --- Games (001 §7)
  gameList: get('/wps/relay/GCSGAME_gameList', 'GAMELO3', 'optional', '001 §7'),
  vendorTypes: get('/wps/relay/GCSGAME_getVassGameType', 'COMM3', 'optional', '001 §7'),
  vendors: get('/wps/relay/GCSGAME_getVassalage', 'COMM3', 'none', '001 §7 getVassalage'),
  hotGames: get('/wps/relay/GCSGAME_hotGamesV2', 'GAMELOHOT3', 'none', '001 §7 (GET per spec; contract saw POST)'),
  favouriteIds: get('/wps/relay/MCSFE_getFavoriteGames', 'GAMELOFAV3', 'required', 'contract §4.5'),
  favouriteList: get('/wps/relay/MCSFE_getFavoriteGamesList', 'GAMELOFAV3', 'required', '001 §7; contract §4.5'),
  addFavourite: write('POST', '/wps/relay/MCSFE_addFavoriteGameV2', 'GAMELOFAV3', 'required', '001 §7'),
  removeFavourite: write('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', 'GAMELOFAV3', 'required', '001 §7'),
  addRecentGame: get('/wps/relay/GCS_recentGame', 'GAMELOREC3', 'required', '001 §7 (add is a GET); contract §4.5'),
  recentGames: get('/wps/relay/GCS_recentGameList', 'GAMELOREC3', 'required', 'decision (001 §7 path not shown)'),
  launchGame: get('/wps/game/launchGame', 'GAMELO3', 'required', '001 §7; contract §4.5'),
  trialLaunchGame: get('/wps/relay/GCS_gameTrialLaunch', 'GAMELO3', 'none', 'contract §4.5'),

  // --- Lottery (001 §7)
  gameMenus: get('/lgw/games/mobile_game_menus', 'COMM3', 'none', '001 §7'),
  lotteryMenu: get('/lgw/vn/games/game_menu', 'COMM3', 'none', '001 §7'),
  lotteryMenuRecent: get('/lgw/vn/games/game_menu/recent', 'COMM3', 'required', '001 §7'),
  lotteryList: get('/lgw/games/mobile', 'COMM3', 'none', '001 §7'),
  lotteryOpenNumbers: get('/lgw/vn/numeros/opened/game', 'AGEANNOUNCE3', 'none', '001 §7'),
  moreLottery: get('/moreLottery', 'COMM3', 'none', '001 §7'),
  launchLottery: get('/wps/game/launchGame', 'GAMELO3', 'required', '001 §7; contract §4.6'),
  lotteryOrders: get('/lgw/orders', 'COMM3', 'required', '001 §7'),
  lotteryOrderDetail: get('/lgw/orders/detail', 'COMM3', 'required', '001 §7'),
  cancelLotterySuborders: write('POST', '/lgw/orders/suborders/cancel', 'COMM3', 'required', '001 §7'),

  // --- Agent (001 §7)
  teamKpi: get('/wps/agent/team/kpi', 'AGEINFO3', 'required', 'decision (001 §7 team KPI)'),
  teamKpiB: get('/wps/agent/team/kpi/b', 'AGEINFO3', 'required', 'decision (001 §7 team KPI B)'),
  teamKpiC: get('/wps/agent/team/kpi/c', 'AGEINFO3', 'required', 'decision (001 §7 team KPI C)'),
  subordinates: get('/wps/agent/subordinates', 'AGEDOWNMAN3', 'required', 'decision (001 §7)'),
  downlineRebateUpdate: write('PUT', '/wps/agent/downline/rebate', 'AGEDOWNMAN3', 'required', 'decision (001 §7)'),
  transferDownline: write('POST', '/wps/agent/downline/transfer', 'AGEDOWNMAN3', 'required', 'decision (001 §7)'),
  transferDownlines: write(
    'POST',
    '/wps/agent/downline/transfer/batch',
    'AGEDOWNMAN3',
    'required',
    'decision (001 §7)',
  ),
  affiliateLinks: get('/wps/agent/affiliateLinks', 'AFFMAN3', 'required', 'decision (001 §7)'),
  createAffiliateLink: write('POST', '/wps/agent/affiliateLinks', 'AFFMAN3', 'required', 'decision (001 §7)'),
  deleteAffiliateLink: write('DELETE', '/wps/agent/affiliateLinks', 'AFFMAN3', 'required', 'decision (001 §7)'),
  rebateSettings: get('/wps/agent/rebateSettings', 'AGEINFO3', 'required', 'decision (001 §7)'),
  quotas: get('/wps/agent/quotas', 'AGEINFO3', 'required', 'decision (001 §7)'),
  checkUsername: get('/wps/check/username', 'AGEDOWNMAN3', 'required', '001 §7'),
  createDownline: write('POST', '/wps/agent/downline', 'AGEDOWNMAN3', 'required', 'contract §3.1 (2026 front end)', {
    encrypted: true,
  }),
  dividendCurrent: get('/wps/agent/dividend/current', 'SIGNCONDIV3', 'required', 'decision (001 §7)'),
  dividendHistory: get('/wps/agent/dividend/history', 'SIGNCONDIV3', 'required', 'decision (001 §7)'),
  dividendPayout: write('POST', '/wps/agent/dividend/payout', 'SIGNCONDIV3', 'required', 'decision (001 §7)'),
  dividendInfo: get('/wps/agent/dividend/info', 'SIGNCONDIV3', 'required', 'decision (001 §7)'),
  dividendProcessRequest: write('POST', '/wps/agent/dividend/process', 'SIGNCONDIV3', 'required', 'decision (001 §7)'),
  contractRequest: get(
    '/wps/agent/contract/request',
    'SIGNCONDIV3',
    'required',
    'decision (001 §7 contract dividend request)',
  ),
  dailySalaryRequest: get('/wps/agent/contract/dailySalary', 'DAILYSALCONT3', 'required', 'decision (001 §7)'),
  dailySalaryApply: write(
    'POST',
    '/wps/agent/contract/dailySalary/apply',
    'DAILYSALCONT3',
    'required',
    'decision (001 §7)',
  ),
  dailySalaryProcess: get(
    '/wps/agent/contract/dailySalary/process',
    'DAILYSALCONT3',
    'required',
    'decision (001 §7: GET)',
  ),
  dailySalaryHistory: get('/wps/agent/contract/dailySalary/history', 'DAILYSALCONT3', 'required', 'decision (001 §7)'),
  hourlySalaryRequest: get('/wps/agent/contract/hourSalary', 'HOURSAL3', 'required', 'decision (001 §7)'),
  hourlySalaryApply: write('POST', '/wps/agent/contract/hourSalary/apply', 'HOURSAL3', 'required', 'decision (001 §7)'),
  hourlySalaryProcess: write(
    'POST',
    '/wps/agent/contract/hourSalary/process',
    'HOURSAL3',
    'required',
    'decision (001 §7: POST)',
  ),
  hourlySalaryHistory: get('/wps/agent/contract/hourSalary/history', 'HOURSAL3', 'required', 'decision (001 §7)'),

  // --- Agent team and engagement (issue 14)
  teamOverview: get(
    '/wps/agent/team/overview',
    'AGEINFO3',
    'required',
    'decision (team KPIs for a period: registrations, first deposits, active players, money)',
  ),
  teamPnl: get(
    '/wps/agent/team/pnl',
    'PERSPNL3',
    'required',
    'decision (team profit and loss per direct downline and per game type)',
  ),
  teamBetting: get(
    '/wps/agent/team/betting',
    'AGEINFO3',
    'required',
    'decision (team betting per game type and per direct downline)',
  ),
  downlineRebate: get(
    '/wps/agent/downline/rebate',
    'AGEDOWNMAN3',
    'required',
    "decision (a downline's rates with the agent's own as the limits)",
  ),
  referralDetails: get(
    '/wps/relay/MCSFE_getReferralDetails',
    'AFFMAN3',
    'required',
    'contract §4.4 (referralCode, totalInvitations, promotionDomains)',
  ),
  referralInvitations: get(
    '/wps/relay/MCSFE_getReferralInvitations',
    'AFFMAN3',
    'required',
    'decision (invited friends and rewards)',
  ),
  claimableRebate: get(
    '/wps/relay/MCSFE_getClaimableRebate',
    'REWCEN3',
    'required',
    'decision (manual rebate: claimable per game type)',
  ),
  claimRebate: write(
    'POST',
    '/wps/relay/MCSFE_claimRebate',
    'REWCEN3',
    'required',
    'decision (manual rebate claim, idempotent by requestId)',
  ),
  missions: get('/wps/relay/MCSFE_getMissions', 'REWCEN3', 'required', 'decision (mission tasks with progress)'),
  claimMission: write(
    'POST',
    '/wps/relay/MCSFE_claimMission',
    'REWCEN3',
    'required',
    'decision (claim a complete mission once per period)',
  ),
  leaderboard: get(
    '/wps/relay/MCSFE_getLeaderboard',
    'REWCEN3',
    'required',
    "decision (the period's leaderboard with the caller's rank)",
  ),
  redRain: get(
    '/wps/relay/MCSFE_getRedRain',
    'REWCEN3',
    'required',
    'decision (server time, the live and the next rain)',
  ),
  redRainGrab: write(
    'POST',
    '/wps/relay/MCSFE_grabRedEnvelope',
    'REWCEN3',
    'required',
    'decision (the server decides the prize; once per member per rain)',
  ),

  // --- Test identity provider (000 §2.3, §4 phone/social-identity provider): served by the sandbox in
  // test mode; not platform calls. A production provider would come with its own SDK (docs/decisions.md).
  identityConfig: get('/__identity/config', null, 'none', 'decision (sandbox test identity provider)'),
  identitySocialSignIn: write('POST', '/__identity/social', null, 'none', 'decision (sandbox test identity provider)'),
  identityPhoneSend: write('POST', '/__identity/phone/send', null, 'none', 'decision (sandbox test identity provider)'),
  identityPhoneVerify: write(
    'POST',
    '/__identity/phone/verify',
    null,
    'none',
    'decision (sandbox test identity provider)',
  ),
  promotionApply: write(
    'POST',
    '/wps/relay/PROMOFE_applyPromotion',
    'REWCEN3',
    'required',
    'decision (001 §3 display states need a join/claim action; path not shown)',
  ),
} as const satisfies Record<string, Endpoint>;

export type Operation = keyof typeof ENDPOINTS;

/**
 * known: the spec or the platform contract names the call; proposed: Lobby
 * designed it in the platform's style (its source is a decision), so an
 * operator wiring a real back end checks it first. docs/platform-calls.md is
 * generated from this.
 */
type CallStatus = 'known' | 'proposed';

export const callStatus = (endpoint: Endpoint): CallStatus =>
  endpoint.source.startsWith('decision') ? 'proposed' : 'known';

/** GETs with a side effect on the platform: never repeated automatically. */
const GETS_WITH_EFFECTS: ReadonlySet<Operation> = new Set<Operation>([
  'trialUser',
  'captcha',
  'addRecentGame',
  'launchGame',
  'launchLottery',
  'trialLaunchGame',
  'dailySalaryProcess',
]);

/** Reads may retry with backoff; writes (and GETs with effects) never retry on their own. */
export function mayRetry(operation: Operation): boolean {
  return ENDPOINTS[operation].method === 'GET' && !GETS_WITH_EFFECTS.has(operation);
}
