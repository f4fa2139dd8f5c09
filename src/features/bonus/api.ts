import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lenientList, moneyAmount as amount } from '@/platform/lenient';
import { callPlatformParsed } from '@/platform/request';

/**
 * The bonus wallet (issue 34; BONUS-14..16): the active bonus with its
 * balance and wagering, the pending ones, the history with each outcome.
 * Amounts are money (minor units, src/lib/money.ts) with no fallback: a
 * bonus whose money cannot be read is dropped from its list, a wallet whose
 * balance cannot be read fails its read (REL-11, MONEY-45). A bonus without
 * its start time is dropped too; an end time and the contributions fall back.
 */

const time = z.number();
const nullableTime = z.catch(z.nullable(z.number()), null);
const nullableAmount = z.nullable(amount);
const BONUS_STATUSES = [
  'awaiting_deposit',
  'queued',
  'active',
  'converted',
  'forfeited',
  'expired',
  'lost',
  'cancelled',
] as const;

const bonusSchema = z.object({
  id: z.string(),
  source: z.catch(z.enum(['deposit', 'code', 'mission']), 'deposit'),
  name: z.catch(z.string(), ''),
  status: z.catch(z.enum(BONUS_STATUSES), 'cancelled'),
  amount,
  required: amount,
  wagered: amount,
  maxStake: amount,
  contributions: z.catch(z.record(z.string(), z.number()), {}),
  balance: nullableAmount,
  outcome: nullableAmount,
  createTime: time,
  expireTime: nullableTime,
  endTime: nullableTime,
});
export type Bonus = z.output<typeof bonusSchema>;

const walletSchema = z.object({
  bonusBalance: amount,
  active: z.nullable(bonusSchema),
  pending: lenientList(bonusSchema),
  history: lenientList(bonusSchema),
});
export type BonusWallet = z.output<typeof walletSchema>;

export const bonusKeys = {
  all: ['bonus'] as const,
  wallet: (token: string | null) => ['bonus', 'wallet', token] as const,
};

/**
 * While a bonus is active the wallet is read again every few seconds, so its
 * progress bar moves as bets settle without a reload (the event stream,
 * when it lands, makes this a fallback).
 */
const ACTIVE_REFRESH_MS = 5_000;

export const bonusWalletQuery = (token: string | null) =>
  queryOptions({
    queryKey: bonusKeys.wallet(token),
    enabled: token !== null,
    queryFn: ({ signal }) => callPlatformParsed('bonusWallet', walletSchema, { signal }),
    refetchInterval: (query) => (query.state.data?.active ? ACTIVE_REFRESH_MS : false),
  });

/**
 * BONUS-09, BONUS-16: a promo code redeemed on its own, sent with the form
 * attempt's request id, so a submit sent again answers the first grant.
 */
export const redeemCode = (input: { readonly code: string; readonly requestId: string }) =>
  callPlatformParsed('bonusRedeem', bonusSchema, { body: input });
