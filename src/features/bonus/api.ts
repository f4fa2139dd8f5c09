import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lenientList } from '@/platform/lenient';
import { callPlatformParsed } from '@/platform/request';

/**
 * The bonus wallet (issue 34; BONUS-14..16): the active bonus with its
 * balance and wagering, the pending ones, the history with each outcome.
 * Amounts in major units as the platform answers them.
 */

const num = z.catch(z.number(), 0);
const nullableNum = z.catch(z.nullable(z.number()), null);
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
  amount: num,
  required: num,
  wagered: num,
  maxStake: num,
  contributions: z.catch(z.record(z.string(), z.number()), {}),
  balance: nullableNum,
  outcome: nullableNum,
  createTime: num,
  expireTime: nullableNum,
  endTime: nullableNum,
});
export type Bonus = z.output<typeof bonusSchema>;

const walletSchema = z.object({
  bonusBalance: num,
  active: z.catch(z.nullable(bonusSchema), null),
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
