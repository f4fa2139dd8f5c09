import { get, write, type Endpoint } from './endpoint-kinds';

/** The wallet: cashier, withdrawals, records, limits: rows of the endpoint table (src/platform/endpoints.ts). */
export const MONEY_ENDPOINTS = {
  // --- Wallet (000 §3; 001 §7)
  walletBalance: get('/wps/wallets/balance', 'COMM3', 'required', '001 §7'),
  merchantWallet: get('/wps/member/info/funds/consolidated', 'COMM3', 'required', 'decision (contract §4.4)'),
  walletTransfer: write('POST', '/wps/relay/GLS2_WalletTransfer', 'FUNDTRANS3', 'required', '001 §7'),
  memberTransactions: get('/wps/relay/ODS2_MemberTransaction', 'MEMTRANS3', 'required', '001 §7', {
    account: 'realMember',
  }),
  transactionCodes: get('/wps/relay/GLS2_TxCodeList', 'MEMTRANS3', 'required', '001 §7', { account: 'realMember' }),
  depositReport: get(
    '/wps/relay/ODS2_DepositReport',
    'MEMTRANS3',
    'required',
    'decision (001 §7 path not shown); issue 33 (proposed: status HELD_FOR_REFUND with holdReason)',
    { account: 'realMember' },
  ),
  withdrawReport: get('/wps/relay/ODS2_WithdrawReport', 'MEMTRANS3', 'required', 'decision (001 §7 path not shown)', {
    account: 'realMember',
  }),
  betReport: get('/wps/relay/ODS2_BetReport', 'MEMTRANS3', 'required', 'decision (001 §7 path not shown)', {
    account: 'realMember',
  }),
  profitAndLoss: get(
    '/wps/relay/ODS2_MemberProfitLoss',
    'PERSPNL3',
    'required',
    'decision (001 §7 "member profit and loss")',
    { account: 'realMember' },
  ),
  rebateReport: get('/wps/relay/ODS2_RebateReport', 'MEMTRANS3', 'required', 'decision (000 §2.8 my rebate)', {
    account: 'realMember',
  }),
  depositBanks: get(
    '/wps/relay/DPST_depositBanks',
    'FUNDTRANS3',
    'required',
    'decision (001 §7 deposit banks by vendor: the channels with limits and quick amounts)',
    { account: 'realMember' },
  ),
  depositPromotions: get(
    '/wps/relay/DPST_promoList',
    'FUNDTRANS3',
    'required',
    'decision (001 §7 promo list: deposit bonuses with their turnover)',
    { account: 'realMember' },
  ),
  withdraw: write('POST', '/wps/transaction/withdraw', 'FUNDTRANS3', 'required', '001 §7; contract §3.1 (encrypted)', {
    encrypted: true,
    gate: 'withdraw',
    account: 'realMember',
    idempotency: 'requestId',
    money: ['amount'],
  }),
  withdrawSettings: get(
    '/wps/relay/MCSFE_getWithdrawSettings',
    'FUNDTRANS3',
    'required',
    "contract §4.4 (minimumAmount, maximumAmount; the other fields are Lobby's)",
    { account: 'realMember' },
  ),
  withdrawOrder: get(
    '/wps/transaction/withdraw/order',
    'FUNDTRANS3',
    'required',
    'decision (a withdrawal by id or requestId, read after a failed submit)',
    { account: 'realMember' },
  ),
  depositSettings: get(
    '/wps/relay/MCSFE_getDepositSettings',
    'FUNDTRANS3',
    'required',
    'contract §4.4 (allowDeposit)',
    { account: 'realMember' },
  ),
  depositCreate: write(
    'POST',
    '/wps/transaction/deposit',
    'FUNDTRANS3',
    'required',
    'decision (001 §7 "payment gateway": a pending order, idempotent by requestId); issue 34 (proposed field promoCode)',
    { account: 'realMember', idempotency: 'requestId', gate: 'deposit', money: ['amount'] },
  ),
  depositOrder: get(
    '/wps/transaction/deposit/order',
    'FUNDTRANS3',
    'required',
    'decision (an order by id or requestId); issue 33 (proposed field holdReason)',
    { account: 'realMember' },
  ),
  depositCallback: write(
    'POST',
    '/wps/payment/callback',
    null,
    'none',
    'decision (provider → platform, HMAC-signed; never called by the app); issue 33 (proposed field payerTaxId, signed)',
  ),
  turnoverProgress: get(
    '/wps/relay/MCSFE_getTurnoverProgress',
    'FUNDTRANS3',
    'required',
    'decision (bonus turnover owed before a withdrawal)',
    { account: 'realMember' },
  ),
  uplineTransferInfo: get(
    '/wps/transaction/transfer/upline',
    'FUNDTRANS3',
    'required',
    'decision (superior transfer: may the member, and to whom)',
    { account: 'realMember' },
  ),
  uplineTransfer: write(
    'POST',
    '/wps/transaction/transfer/upline',
    'FUNDTRANS3',
    'required',
    'decision (superior transfer with the payment password)',
    { encrypted: true, account: 'realMember', idempotency: 'requestId', money: ['amount'] },
  ),
  uplineTransferOrder: get(
    '/wps/transaction/transfer/upline/order',
    'FUNDTRANS3',
    'required',
    'decision (a superior transfer by requestId, read after a lost answer: issue 38)',
    { account: 'realMember' },
  ),
} as const satisfies Record<string, Endpoint>;
