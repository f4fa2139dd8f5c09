import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Minor } from '@/lib/money';
import { lenientList, moneyAmount as amount, readMoney, shownCount } from '@/platform/lenient';
import { callPlatformParsed } from '@/platform/request';
import type { Period } from '@/ui';

/**
 * Engagement calls (issue 14; ENGAGE-01..05, AGENTX-12): referrals, rebates,
 * missions, leaderboard, red rain. REL-11: amounts of money have no fallback
 * (minor units, MONEY-40): an unreadable one drops its row or fails the read.
 */

// Times, rates and ranks are read as sent (a row without one is dropped); only shown counts fall back.
const num = z.number();
const text = z.catch(z.string(), '');

const referralSchema = z.object({
  referralCode: text,
  totalInvitations: shownCount,
  promotionDomains: lenientList(z.string()),
  rewardPerFriend: amount,
  totalRewards: amount,
});
const invitationSchema = z.object({
  username: text,
  registeredAt: num,
  deposited: z.catch(z.boolean(), false),
  reward: amount,
});
const claimableSchema = z.object({ gameType: text, rate: num, stakes: amount, amount });
const claimSchema = z.object({ gameType: text, stakes: amount, rate: num, amount, createTime: num });
export type RebateClaim = z.output<typeof claimSchema>;
const MISSION_METRICS = ['logins', 'deposits', 'slotStakes', 'rounds'] as const;
/** A mission's goal: money (deposits, slot stakes) in minor units, or a count (logins, rounds). */
export type MissionGoal =
  | { readonly kind: 'money'; readonly target: Minor; readonly progress: Minor }
  | { readonly kind: 'count'; readonly target: number; readonly progress: number };
const MONEY_METRICS: ReadonlySet<string> = new Set(['deposits', 'slotStakes']);
const missionSchema = z.pipe(
  z.object({
    id: z.string(),
    period: z.catch(z.enum(['day', 'week']), 'day'),
    metric: z.catch(z.enum(MISSION_METRICS), 'rounds'),
    target: z.unknown(),
    progress: z.unknown(),
    reward: amount,
    status: z.catch(z.enum(['open', 'complete', 'claimed']), 'open'),
  }),
  z.transform(({ target, progress, ...mission }, context) => {
    let goal: MissionGoal | null = null;
    if (MONEY_METRICS.has(mission.metric)) {
      const [moneyTarget, moneyProgress] = [readMoney(target), readMoney(progress)];
      if (moneyTarget !== null && moneyProgress !== null)
        goal = { kind: 'money', target: moneyTarget, progress: moneyProgress };
    } else if (typeof target === 'number' && typeof progress === 'number') goal = { kind: 'count', target, progress };
    if (goal) return { ...mission, goal };
    context.issues.push({ code: 'custom', message: 'a mission goal that cannot be read', input: { target, progress } });
    return z.NEVER;
  }),
);
export type Mission = z.output<typeof missionSchema>;
const rankSchema = z.object({ rank: num, username: text, stakes: amount, you: z.catch(z.boolean(), false) });
const rainSchema = z.object({ id: z.string(), start: num, end: num });
const redRainSchema = z.object({
  serverTime: num,
  live: z.catch(z.nullable(rainSchema), null),
  next: z.catch(z.nullable(rainSchema), null),
  // REL-11: an unreadable prize is a failed read, not "not grabbed yet".
  grabbed: z.nullable(amount),
});
export type RedRain = z.output<typeof redRainSchema>;

export const engageKeys = { all: ['engage'] as const };
const on = (token: string | null) => token !== null;

export const referralQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['engage', 'referral', token] as const,
    enabled: on(token),
    queryFn: async ({ signal }) => {
      const [details, invitations] = await Promise.all([
        callPlatformParsed('referralDetails', referralSchema, { signal, query: { autoGenerate: true } }),
        callPlatformParsed(
          'referralInvitations',
          z.object({ content: lenientList(invitationSchema, (invitation) => invitation.username !== '') }),
          { signal },
        ),
      ]);
      return { ...details, invitations: invitations.content };
    },
  });

export const claimableQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['engage', 'claimable', token] as const,
    enabled: on(token),
    queryFn: async ({ signal }) =>
      (await callPlatformParsed('claimableRebate', z.object({ content: lenientList(claimableSchema) }), { signal }))
        .content,
  });

export const claimRebate = (input: { gameType: string | null; requestId: string }) =>
  callPlatformParsed('claimRebate', z.object({ amount }), { body: input });

export const rebateClaimsQuery = (token: string | null, period: Period) =>
  queryOptions({
    queryKey: ['engage', 'claims', token, period] as const,
    enabled: on(token),
    queryFn: async ({ signal }) =>
      (
        await callPlatformParsed('rebateReport', z.object({ content: lenientList(claimSchema) }), {
          signal,
          query: { ...period },
        })
      ).content,
  });

export const missionsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['engage', 'missions', token] as const,
    enabled: on(token),
    queryFn: async ({ signal }) =>
      (await callPlatformParsed('missions', z.object({ content: lenientList(missionSchema) }), { signal })).content,
  });

export const claimMission = (missionId: string) =>
  callPlatformParsed('claimMission', z.object({ reward: amount }), { body: { missionId } });

export const leaderboardQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['engage', 'leaderboard', token] as const,
    enabled: on(token),
    queryFn: ({ signal }) =>
      callPlatformParsed(
        'leaderboard',
        z.object({
          top: lenientList(rankSchema, (rank) => rank.username !== ''),
          you: z.catch(z.nullable(rankSchema), null),
        }),
        { signal },
      ),
  });

export const redRainQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['engage', 'redRain', token] as const,
    enabled: on(token),
    queryFn: ({ signal }) => callPlatformParsed('redRain', redRainSchema, { signal }),
  });

export const grabEnvelope = () =>
  callPlatformParsed('redRainGrab', z.object({ prize: amount, again: z.catch(z.boolean(), false) }), { body: {} });
