import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lenientList, moneyAmount as amount } from '@/platform/lenient';
import { callPlatformParsed } from '@/platform/request';
import type { Period } from '@/ui';

/** Engagement calls (issue 14; ENGAGE-01..05, AGENTX-12): referrals, rebates, missions, leaderboard, red rain. */

const num = z.catch(z.number(), 0);
const text = z.catch(z.string(), '');

const referralSchema = z.object({
  referralCode: text,
  totalInvitations: num,
  promotionDomains: lenientList(z.string()),
  rewardPerFriend: num,
  totalRewards: num,
});
const invitationSchema = z.object({
  username: text,
  registeredAt: num,
  deposited: z.catch(z.boolean(), false),
  reward: num,
});
const claimableSchema = z.object({ gameType: text, rate: num, stakes: num, amount });
const claimSchema = z.object({ gameType: text, stakes: num, rate: num, amount, createTime: num });
export type RebateClaim = z.output<typeof claimSchema>;
const MISSION_METRICS = ['logins', 'deposits', 'slotStakes', 'rounds'] as const;
const missionSchema = z.object({
  id: z.string(),
  period: z.catch(z.enum(['day', 'week']), 'day'),
  metric: z.catch(z.enum(MISSION_METRICS), 'rounds'),
  target: num,
  progress: num,
  reward: num,
  status: z.catch(z.enum(['open', 'complete', 'claimed']), 'open'),
});
export type Mission = z.output<typeof missionSchema>;
const rankSchema = z.object({ rank: num, username: text, stakes: num, you: z.catch(z.boolean(), false) });
const rainSchema = z.object({ id: z.string(), start: num, end: num });
const redRainSchema = z.object({
  serverTime: num,
  live: z.catch(z.nullable(rainSchema), null),
  next: z.catch(z.nullable(rainSchema), null),
  grabbed: z.catch(z.nullable(z.number()), null),
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
  callPlatformParsed('claimRebate', z.object({ amount: num }), { body: input });

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
  callPlatformParsed('claimMission', z.object({ reward: num }), { body: { missionId } });

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
  callPlatformParsed('redRainGrab', z.object({ prize: num, again: z.catch(z.boolean(), false) }), { body: {} });
