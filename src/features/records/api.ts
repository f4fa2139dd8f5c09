import { infiniteQueryOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lenientList, moneyAmount as amount, pageSchema } from '@/platform/lenient';
import { callPlatformParsed } from '@/platform/request';
import { DEPOSIT_HOLD_REASONS } from '@/tenant/jurisdictions';
import type { Period } from '@/ui';

/**
 * The member's records (MONEY-18..21), all from the platform's ledger:
 * account movements, bets, profit and loss, deposit and withdrawal orders.
 * Lists are paged (20 a page, "load more"); a period is two UTC days.
 */

export const PAGE_SIZE = 20;
// A record's time is read as it is: a row without one is dropped from its page (lenientList), never dated 1970.
const time = z.number();
const text = z.catch(z.string(), '');

export const MOVEMENT_TYPES = [
  'deposit',
  'bonus',
  'withdraw_hold',
  'withdraw_release',
  'withdraw_payout',
  'bet',
  'win',
  'transfer',
  'rebate',
  'reward',
  'dividend',
  'red_rain',
  'adjustment',
  'opening',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

const movementSchema = z.object({
  id: z.number(),
  type: z.catch(z.enum(MOVEMENT_TYPES), 'adjustment'),
  amount,
  held: z.catch(z.boolean(), false),
  balanceAfter: amount,
  reference: z.catch(z.nullable(z.string()), null),
  note: z.catch(z.nullable(z.string()), null),
  createTime: time,
});
export type Movement = z.output<typeof movementSchema>;

const betSchema = z.object({
  id: z.string(),
  vendor: text,
  gameType: text,
  gameName: text,
  stake: amount,
  win: amount,
  net: amount,
  status: text,
  createTime: time,
});
export type Bet = z.output<typeof betSchema>;
const betPageSchema = z.extend(pageSchema(betSchema), {
  // REL-11: the period's totals are money; unread, the page fails its read instead of showing R$ 0,00.
  summary: z.object({ stake: amount, win: amount }),
});

const sums = z.object({
  deposits: amount,
  withdrawals: amount,
  bets: amount,
  wins: amount,
  bonuses: amount,
  transfers: amount,
  net: amount,
});
export type Sums = z.output<typeof sums>;
const pnlSchema = z.object({ totals: sums, days: lenientList(z.extend(sums, { day: z.number() })) });
export type ProfitLoss = z.output<typeof pnlSchema>;

const orderSchema = z.object({
  id: z.string(),
  amount,
  status: text,
  channel: z.optional(text),
  createTime: time,
  reason: z.optional(z.catch(z.nullable(z.string()), null)),
  // Issue 33 (proposed field): why a deposit was held for refund; an unknown code shows no reason rather than a raw one.
  holdReason: z.optional(z.catch(z.nullable(z.enum(DEPOSIT_HOLD_REASONS)), null)),
});
export type OrderRow = z.output<typeof orderSchema>;

export const recordKeys = { all: ['records'] as const };

/** A paged list of the member's records: 20 a page, "load more" until the last page. */
function pagedRecords<
  K extends QueryKey,
  S extends z.ZodMiniType<{ readonly pageNum: number; readonly totalPages: number }>,
>(
  queryKey: K,
  token: string | null,
  operation: 'memberTransactions' | 'betReport' | 'depositReport' | 'withdrawReport',
  schema: S,
  query: Readonly<Record<string, string | number | undefined>>,
) {
  return infiniteQueryOptions({
    queryKey,
    enabled: token !== null,
    initialPageParam: 1,
    getNextPageParam: (last: z.output<S>) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    queryFn: ({ pageParam, signal }) =>
      callPlatformParsed(operation, schema, { signal, query: { ...query, pageNo: pageParam, pageSize: PAGE_SIZE } }),
  });
}

export const movementsQuery = (token: string | null, period: Period, type: string) =>
  pagedRecords(
    ['records', 'movements', token, period, type] as const,
    token,
    'memberTransactions',
    pageSchema(movementSchema),
    { ...period, type: type || undefined },
  );

export const betsQuery = (token: string | null, period: Period, gameType: string, vendor = '') =>
  pagedRecords(['records', 'bets', token, period, gameType, vendor] as const, token, 'betReport', betPageSchema, {
    ...period,
    gameType: gameType || undefined,
    vendor: vendor || undefined,
  });

export const profitLossQuery = (token: string | null, period: Period) =>
  queryOptions({
    queryKey: ['records', 'pnl', token, period] as const,
    enabled: token !== null,
    queryFn: ({ signal }) => callPlatformParsed('profitAndLoss', pnlSchema, { signal, query: { ...period } }),
  });

export type OrderKind = 'deposit' | 'withdraw';

export const ordersQuery = (token: string | null, kind: OrderKind, period: Period) =>
  pagedRecords(
    ['records', 'orders', kind, token, period] as const,
    token,
    kind === 'deposit' ? 'depositReport' : 'withdrawReport',
    pageSchema(orderSchema),
    { ...period },
  );
