import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lenientList, moneyAmount as amount, pageSchema, shownCount } from '@/platform/lenient';
import { callPlatform, callPlatformParsed } from '@/platform/request';
import type { Period } from '@/ui';

/**
 * The agent's team (issue 14; AGENTX-01..09): KPIs, members, P&L and
 * betting by period, rebate rates, open account (the dividend is the agent area's).
 */

// Counts (registrations, rounds, players, downlines) are `shownCount`; ids, types, levels, rates and times are
// read as they are (a row without one is dropped from its list), and money is `amount` (REL-11, AGENTX-01).
const num = z.number();
const text = z.catch(z.string(), '');

export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'LOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];
export type Rates = Partial<Record<GameType, number>>;
const ratesSchema = z.catch(z.partialRecord(z.enum(GAME_TYPES), z.number()), {});

// REL-11: the team's money figures have no fallback, so an answer without them is a failed read, never a team of R$ 0,00.
export const overviewSchema = z.object({
  registrations: shownCount,
  firstDeposits: shownCount,
  activePlayers: shownCount,
  deposits: amount,
  withdrawals: amount,
  bets: amount,
  wins: amount,
  netLoss: amount,
});
export type Overview = z.output<typeof overviewSchema>;

export const MEMBER_STATUSES = ['active', 'inactive', 'disabled'] as const;
const memberSchema = z.object({
  id: z.number(),
  username: text,
  type: num,
  level: num,
  balance: amount,
  regDate: num,
  lastLogin: z.catch(z.nullable(z.number()), null),
  downline: shownCount,
  status: z.catch(z.enum(MEMBER_STATUSES), 'inactive'),
});
export type TeamMember = z.output<typeof memberSchema>;

const breakdownSchema = z.object({
  downlines: lenientList(
    z.object({
      id: z.number(),
      username: text,
      type: num,
      deposits: amount,
      bets: amount,
      wins: amount,
      netLoss: amount,
      rounds: shownCount,
      players: shownCount,
    }),
  ),
  gameTypes: lenientList(
    z.object({
      gameType: text,
      bets: amount,
      wins: amount,
      netLoss: amount,
      rounds: shownCount,
      players: shownCount,
    }),
    (row) => row.gameType !== '',
  ),
});
export type Breakdown = z.output<typeof breakdownSchema>;

const historySchema = lenientList(
  z.object({
    gameType: text,
    oldRate: z.catch(z.nullable(z.number()), null),
    newRate: num,
    at: num,
    byUpline: z.catch(z.boolean(), false),
  }),
  (change) => change.gameType !== '',
);
const rebateSettingsSchema = z.object({ rates: ratesSchema, limits: ratesSchema, history: historySchema });
const downlineRebateSchema = z.object({
  memberId: num,
  username: text,
  rates: ratesSchema,
  limits: ratesSchema,
  history: historySchema,
});

export const teamKeys = { all: ['team'] as const };

const authed = (token: string | null) => token !== null;

export const overviewQuery = (token: string | null, period: Period) =>
  queryOptions({
    queryKey: ['team', 'overview', token, period] as const,
    enabled: authed(token),
    queryFn: ({ signal }) => callPlatformParsed('teamOverview', overviewSchema, { signal, query: { ...period } }),
  });

export interface MemberFilters {
  readonly parentId: number | null;
  readonly username: string;
  readonly level: number | null;
  readonly status: (typeof MEMBER_STATUSES)[number] | null;
}

export const membersQuery = (token: string | null, filters: MemberFilters) =>
  infiniteQueryOptions({
    queryKey: ['team', 'members', token, filters] as const,
    enabled: authed(token),
    initialPageParam: 1,
    getNextPageParam: (last: { pageNum: number; totalPages: number }) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
    queryFn: ({ pageParam, signal }) =>
      callPlatformParsed('subordinates', pageSchema(memberSchema), {
        signal,
        query: {
          pageNo: pageParam,
          pageSize: 20,
          parentId: filters.parentId ?? undefined,
          username: filters.username || undefined,
          level: filters.level ?? undefined,
          status: filters.status ?? undefined,
        },
      }),
  });

export const breakdownQuery = (token: string | null, kind: 'teamPnl' | 'teamBetting', period: Period) =>
  queryOptions({
    queryKey: ['team', kind, token, period] as const,
    enabled: authed(token),
    queryFn: ({ signal }) => callPlatformParsed(kind, breakdownSchema, { signal, query: { ...period } }),
  });

export const rebateSettingsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['team', 'rebate', token] as const,
    enabled: authed(token),
    queryFn: ({ signal }) => callPlatformParsed('rebateSettings', rebateSettingsSchema, { signal }),
  });

export const downlineRebateQuery = (token: string | null, memberId: number | null) =>
  queryOptions({
    queryKey: ['team', 'downlineRebate', token, memberId] as const,
    enabled: authed(token) && memberId !== null,
    queryFn: ({ signal }) =>
      callPlatformParsed('downlineRebate', downlineRebateSchema, { signal, query: { memberId: memberId ?? 0 } }),
  });

export const updateDownlineRates = (memberId: number, rates: Rates) =>
  callPlatform('downlineRebateUpdate', { body: { memberId, rates } });

export const usernameAvailable = async (username: string): Promise<boolean> =>
  (
    await callPlatformParsed('checkUsername', z.object({ available: z.catch(z.boolean(), false) }), {
      query: { username },
    })
  ).available;

export const openAccount = (input: { username: string; password: string; type: 'player' | 'agent'; rates: Rates }) =>
  callPlatformParsed('createDownline', z.object({ id: num, username: text, type: num }), { body: input });
