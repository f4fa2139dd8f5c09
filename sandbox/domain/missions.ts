import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import type { SandboxTenant } from '../tenants.ts';
import { grantFixedBonus } from './bonus-grants.ts';
import { MISSION_BONUSES } from './bonus-offers.ts';
import { memberLegs, postMovement } from './ledger.ts';
import { periodStarts } from './responsible-gaming.ts';
import { money } from '../money.ts';

/**
 * Missions (issue 14, promotion MISSION): tasks for the day or the week,
 * measured from logins, deposits and bets; a complete task is claimed once
 * per period (ledger, promotions house account). The leaderboard ranks the
 * merchant's members by stakes this week, names masked.
 */

interface Mission {
  readonly id: string;
  readonly period: 'day' | 'week';
  readonly metric: 'logins' | 'depositsMinor' | 'slotStakesMinor' | 'rounds';
  readonly target: number;
  readonly rewardMinor: number;
  /** Issue 34: the reward is this bonus (bonus-offers.ts MISSION_BONUSES) instead of cash. */
  readonly rewardBonus?: keyof typeof MISSION_BONUSES;
}

const MISSIONS: readonly Mission[] = [
  { id: 'daily-login', period: 'day', metric: 'logins', target: 1, rewardMinor: 1_00 },
  { id: 'daily-slots', period: 'day', metric: 'slotStakesMinor', target: 50_00, rewardMinor: 3_00 },
  { id: 'weekly-rounds', period: 'week', metric: 'rounds', target: 100, rewardMinor: 5_00 },
  { id: 'weekly-deposit', period: 'week', metric: 'depositsMinor', target: 100_00, rewardMinor: 10_00 },
  {
    id: 'weekly-slots-bonus',
    period: 'week',
    metric: 'slotStakesMinor',
    target: 200_00,
    rewardMinor: MISSION_BONUSES['slots-week-bonus']?.amountMinor ?? 0,
    rewardBonus: 'slots-week-bonus',
  },
];

const periodKey = (mission: Mission, now: number): string =>
  new Date(periodStarts(now)[mission.period]).toISOString().slice(0, 10);

async function measure(db: Queryable, memberId: number, mission: Mission, from: Date): Promise<number> {
  const sql: Record<Mission['metric'], string> = {
    logins: 'SELECT COUNT(*) AS value FROM login_history WHERE member_id = $1 AND at >= $2',
    depositsMinor: `SELECT COALESCE(SUM(amount_minor), 0) AS value FROM deposit_orders WHERE member_id = $1 AND status = 'paid' AND settled_at >= $2`,
    slotStakesMinor: `SELECT COALESCE(SUM(stake_minor), 0) AS value FROM bets WHERE member_id = $1 AND game_type = 'RNG' AND created_at >= $2`,
    rounds: 'SELECT COUNT(*) AS value FROM bets WHERE member_id = $1 AND created_at >= $2',
  };
  const [row] = await db.query<{ value: number }>(sql[mission.metric], [memberId, from]);
  return row?.value ?? 0;
}

export async function missionsOf(db: Queryable, memberId: number, now: number) {
  const starts = periodStarts(now);
  return Promise.all(
    MISSIONS.map(async (mission) => {
      const progress = await measure(db, memberId, mission, new Date(starts[mission.period]));
      const [claim] = await db.query<{ at: Date }>(
        'SELECT at FROM mission_claims WHERE member_id = $1 AND mission_id = $2 AND period_key = $3',
        [memberId, mission.id, periodKey(mission, now)],
      );
      const inMinor = mission.metric.endsWith('Minor');
      return {
        id: mission.id,
        period: mission.period,
        metric: mission.metric.replace('Minor', ''),
        target: inMinor ? money(mission.target) : mission.target,
        progress: inMinor ? money(Math.min(progress, mission.target)) : Math.min(progress, mission.target),
        reward: money(mission.rewardMinor),
        rewardKind: mission.rewardBonus ? 'bonus' : 'cash',
        status: claim ? 'claimed' : progress >= mission.target ? 'complete' : 'open',
      } as const;
    }),
  );
}

export async function claimMission(
  tx: Queryable,
  tenant: SandboxTenant,
  memberId: number,
  missionId: string,
  now: number,
) {
  const mission = MISSIONS.find((candidate) => candidate.id === missionId);
  if (!mission) throw new BusinessRefusal('mission.not.complete');
  const key = periodKey(mission, now);
  const [claimed] = await tx.query<{ reward_minor: number }>(
    'SELECT reward_minor FROM mission_claims WHERE member_id = $1 AND mission_id = $2 AND period_key = $3',
    [memberId, missionId, key],
  );
  if (claimed) return { missionId, reward: money(claimed.reward_minor), again: true };
  if ((await measure(tx, memberId, mission, new Date(periodStarts(now)[mission.period]))) < mission.target)
    throw new BusinessRefusal('mission.not.complete');
  await tx.query(
    'INSERT INTO mission_claims (member_id, mission_id, period_key, reward_minor, at) VALUES ($1, $2, $3, $4, $5)',
    [memberId, missionId, key, mission.rewardMinor, new Date(now)],
  );
  const bonus = mission.rewardBonus && MISSION_BONUSES[mission.rewardBonus];
  if (bonus)
    await grantFixedBonus(
      tx,
      tenant,
      memberId,
      { source: 'mission', grantKey: `mission:${memberId}:${missionId}:${key}`, bonus },
      now,
    );
  else
    await postMovement(tx, {
      merchant: tenant.merchantCode,
      currency: tenant.currency,
      idempotencyKey: `mission:${memberId}:${missionId}:${key}`,
      kind: 'reward',
      memberId,
      reference: missionId,
      at: now,
      legs: memberLegs(memberId, 'promotions', mission.rewardMinor),
    });
  return { missionId, reward: money(mission.rewardMinor), again: false };
}

export async function leaderboard(db: Queryable, merchant: string, memberId: number, now: number) {
  const rows = await db.query<{ id: number; username: string; stakes: number }>(
    `SELECT m.id, m.username, SUM(b.stake_minor) AS stakes FROM bets b JOIN members m ON m.id = b.member_id
     WHERE b.merchant = $1 AND b.created_at >= $2 GROUP BY m.id, m.username ORDER BY SUM(b.stake_minor) DESC, m.id LIMIT 100`,
    [merchant, new Date(periodStarts(now).week)],
  );
  const mask = (name: string) => (name.length <= 3 ? `${name[0] ?? ''}**` : `${name.slice(0, 2)}***${name.slice(-1)}`);
  const ranked = rows.map((row, index) => ({
    rank: index + 1,
    username: mask(row.username),
    stakes: money(row.stakes),
    you: row.id === memberId,
  }));
  return { top: ranked.slice(0, 10), you: ranked.find((row) => row.you) ?? null };
}
