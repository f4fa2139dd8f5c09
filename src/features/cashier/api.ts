import { queryOptions, type QueryKey } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Minor } from '@/lib/money';
import { lenientList, moneyAmount as amount } from '@/platform/lenient';
import { callPlatformParsed } from '@/platform/request';
import { DEPOSIT_HOLD_REASONS } from '@/tenant/jurisdictions';

/**
 * The cashier's calls (issue 13; docs/platform-calls.md): deposit settings,
 * channels, bonuses and orders; withdrawal settings, requests and their
 * state; bonus turnover; superior transfer. Every write carries the form
 * attempt's requestId (MONEY-02). Answers are parsed field by field: a
 * broken field falls back, a broken item is dropped; an amount of money has
 * no fallback (REL-11): it is read into minor units or the read fails.
 * Amounts travel in major units and are minor units everywhere in the app
 * (MONEY-40): request.ts writes them back in major units, by the endpoint table's money fields (MONEY-50).
 */

const text = z.catch(z.string(), '');
// Times, counts and limits that decide something are read as sent (no fallback): see shownCount.
const num = z.number();
const nullableNum = z.catch(z.nullable(z.number()), null);
const depositSettingsSchema = z.object({
  allowDeposit: z.catch(z.string(), 'Y'),
  // An exclusion decides whether a deposit is offered: unreadable, the settings fail their read.
  exclusion: z.nullable(z.object({ kind: text, until: num })),
});

const CHANNEL_KINDS = ['pix', 'bank', 'ewallet', 'crypto'] as const;
const channelSchema = z.object({
  code: z.string().check(z.minLength(1)),
  kind: z.catch(z.enum(CHANNEL_KINDS), 'bank'),
  name: text,
  minAmount: amount,
  maxAmount: amount,
  // Quick picks are a convenience: a list that cannot be read shows none.
  quickAmounts: z.catch(lenientList(amount), []),
  expiresMinutes: num,
  processing: z.catch(z.enum(['instant', 'minutes', 'hours']), 'minutes'),
});
type DepositChannel = z.output<typeof channelSchema>;

/** A bonus percentage or turnover multiplier: it computes money, so it has no fallback (an offer without one is dropped). */
const ratio = z.number().check(z.gte(0));
const bonusSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: text,
  percent: ratio,
  maxBonus: amount,
  minDeposit: amount,
  turnoverMultiplier: ratio,
  // Issue 34 (proposed): wagering is multiplier × bonus, or × (bonus + deposit); older platforms meant the latter.
  wageringBase: z.catch(z.enum(['bonus', 'bonus_deposit']), 'bonus_deposit'),
});
type BonusOffer = z.output<typeof bonusSchema>;
/** The deposit bonuses on offer: one whose money or ratios cannot be read is dropped (REL-11, MONEY-45). */
export const bonusOffersSchema = z.object({ content: lenientList(bonusSchema) });

// Issue 33 (PAY-07): held_for_refund, paid from an account not the player's own; never credited, never polled again.
const DEPOSIT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'held_for_refund'] as const;
const depositOrderSchema = z.object({
  orderId: z.string().check(z.minLength(1)),
  requestId: text,
  channel: text,
  amount,
  bonus: amount,
  turnover: amount,
  status: z.catch(z.enum(DEPOSIT_STATUSES), 'pending'),
  createTime: num,
  expireTime: num,
  settleTime: nullableNum,
  instructions: z.catch(z.record(z.string(), z.string()), {}),
  // Issue 33 (proposed field): why it was held; with an unknown code the panel still says it goes back, without why.
  holdReason: z.optional(z.catch(z.nullable(z.enum(DEPOSIT_HOLD_REASONS)), null)),
});
export type DepositOrder = z.output<typeof depositOrderSchema>;

const withdrawSettingsSchema = z.object({
  minimumAmount: amount,
  maximumAmount: amount,
  dailyCount: num,
  dailyRemaining: num,
  availableBalance: amount,
  heldBalance: amount,
  fee: amount,
  // REL-11: bonus turnover is money too; unread, the page says so instead of showing nothing owed.
  turnover: z.object({ required: amount, done: amount, met: z.boolean() }),
  // Issue 34 (proposed field): what a withdrawal now would forfeit — the active bonus's balance — or null.
  // Its amounts are money: unreadable, the settings fail their read rather than promise a forfeit of 0.
  bonusForfeit: z.catch(
    z.nullable(z.object({ name: z.catch(z.string(), ''), amount, wagered: amount, required: amount })),
    null,
  ),
});
export type WithdrawSettings = z.output<typeof withdrawSettingsSchema>;

const WITHDRAW_STATUSES = ['pending', 'approved', 'rejected'] as const;
const withdrawalSchema = z.object({
  id: z.string().check(z.minLength(1)),
  requestId: text,
  amount,
  status: z.catch(z.enum(WITHDRAW_STATUSES), 'pending'),
  createTime: num,
  settleTime: nullableNum,
  reason: z.catch(z.nullable(z.string()), null),
});
export type Withdrawal = z.output<typeof withdrawalSchema>;

const uplineSchema = z.object({ allowed: z.catch(z.boolean(), false), upline: z.catch(z.nullable(z.string()), null) });
const transferSchema = z.object({ requestId: text, amount, upline: text, balance: amount });

export const cashierKeys = {
  all: ['cashier'] as const,
  deposit: (token: string | null) => ['cashier', 'deposit', token] as const,
  order: (token: string | null, orderId: string) => ['cashier', 'order', token, orderId] as const,
  withdraw: (token: string | null) => ['cashier', 'withdraw', token] as const,
  withdrawal: (token: string | null, id: string) => ['cashier', 'withdrawal', token, id] as const,
  upline: (token: string | null) => ['cashier', 'upline', token] as const,
};

export interface DepositOptions {
  readonly allowed: boolean;
  readonly exclusionUntil: number | null;
  readonly channels: readonly DepositChannel[];
  readonly bonuses: readonly BonusOffer[];
}

/** Everything the deposit form needs, read side by side. */
export const depositOptionsQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.deposit(token),
    enabled: token !== null,
    queryFn: async ({ signal }): Promise<DepositOptions> => {
      const [settings, channels, bonuses] = await Promise.all([
        callPlatformParsed('depositSettings', depositSettingsSchema, { signal }),
        callPlatformParsed('depositBanks', z.object({ channels: lenientList(channelSchema) }), { signal }),
        callPlatformParsed('depositPromotions', bonusOffersSchema, { signal }),
      ]);
      return {
        allowed: settings.allowDeposit === 'Y',
        exclusionUntil: settings.exclusion?.until ?? null,
        channels: channels.channels,
        bonuses: bonuses.content,
      };
    },
  });

/** Every write carries the form attempt's requestId (MONEY-02): a submit sent again is the same request. */
type MoneyWrite<Input> = Readonly<Input> & { readonly requestId: string };

/**
 * The two reads of a money request (a deposit order, a withdrawal): by its
 * id, polled every `pollMs` while it is pending (the provider answers the
 * platform, not the app); and after a failed submit by the form attempt's
 * requestId — did the platform make it anyway? (null when it did not).
 */
function requestReads<S extends z.ZodMiniType<{ readonly status: string }>>(
  operation: 'depositOrder' | 'withdrawOrder',
  schema: S,
  idParam: 'orderId' | 'id',
  pollMs: number,
) {
  return {
    byId: <K extends QueryKey>(queryKey: K, token: string | null, id: string) =>
      queryOptions({
        queryKey,
        enabled: token !== null && id !== '',
        queryFn: ({ signal }) => callPlatformParsed(operation, schema, { signal, query: { [idParam]: id } }),
        refetchInterval: (query) => (query.state.data?.status === 'pending' ? pollMs : false),
      }),
    byRequest: async (requestId: string): Promise<z.output<S> | null> => {
      try {
        return await callPlatformParsed(operation, schema, { query: { requestId } });
      } catch {
        return null;
      }
    },
  };
}

const depositOrders = requestReads('depositOrder', depositOrderSchema, 'orderId', 4000);
export const depositOrderQuery = (token: string | null, orderId: string) =>
  depositOrders.byId(cashierKeys.order(token, orderId), token, orderId);
export const depositByRequest = depositOrders.byRequest;
/** Issue 34 (BONUS-02): a promo code brings its own offer; the platform checks it and refuses an unknown or used one. */
export const createDeposit = (
  deposit: MoneyWrite<{ channel: string; amount: Minor; bonusId: string | null; promoCode: string | null }>,
) => callPlatformParsed('depositCreate', depositOrderSchema, { body: deposit });

export const withdrawSettingsQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.withdraw(token),
    enabled: token !== null,
    queryFn: ({ signal }) =>
      callPlatformParsed('withdrawSettings', withdrawSettingsSchema, { signal, query: { groupId: 0 } }),
  });

const withdrawals = requestReads('withdrawOrder', withdrawalSchema, 'id', 5000);
export const withdrawalQuery = (token: string | null, id: string) =>
  withdrawals.byId(cashierKeys.withdrawal(token, id), token, id);
export const withdrawalByRequest = withdrawals.byRequest;

/** The body is encrypted (the endpoint table says so): the payment password never travels in clear. */
export const requestWithdrawal = (
  withdrawal: MoneyWrite<{ payoutAccountId: number; amount: Minor; paymentPassword: string; forfeitBonus: boolean }>,
) =>
  callPlatformParsed('withdraw', withdrawalSchema, {
    body: withdrawal,
  });

export const uplineQuery = (token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.upline(token),
    enabled: token !== null,
    queryFn: ({ signal }) => callPlatformParsed('uplineTransferInfo', uplineSchema, { signal }),
  });

/** MONEY-48: the superior transfer made with `requestId`, read after a lost answer; null when it did not go through. */
export async function transferByRequest(requestId: string): Promise<z.output<typeof transferSchema> | null> {
  try {
    return await callPlatformParsed('uplineTransferOrder', transferSchema, { query: { requestId } });
  } catch {
    return null;
  }
}

export const transferToUpline = (transfer: MoneyWrite<{ amount: Minor; paymentPassword: string }>) =>
  callPlatformParsed('uplineTransfer', transferSchema, { body: transfer });
