import { get, write, type Endpoint } from './endpoint-kinds';

/** The wallet: cashier, withdrawals, records, limits: rows of the endpoint table (src/platform/endpoints.ts). */
export const MONEY_ENDPOINTS = {
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
    gate: 'withdraw',
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
    { gate: 'deposit' },
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
} as const satisfies Record<string, Endpoint>;
