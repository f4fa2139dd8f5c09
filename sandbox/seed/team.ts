import type { Queryable } from '../db/index.ts';
import { playRounds } from '../domain/bets.ts';
import { createDepositOrder, settleDepositOrder } from '../domain/deposits.ts';
import { dividendHistory, monthStart, payDividend, settleMonth } from '../domain/dividends.ts';
import { forgetMemberEvents } from '../domain/member-events.ts';
import { createMember, findMember } from '../domain/members.ts';
import { hashPassword } from '../domain/passwords.ts';
import { ratesOf, setRates, type Rates } from '../domain/rebates.ts';
import { referralCodeOf } from '../domain/referrals.ts';
import type { SandboxTenant } from '../tenants.ts';
import type { SeedFunction } from './types.ts';

/**
 * agent1's team (issue 14), every merchant: three levels — two sub-agents
 * and players directly below agent1, players below the sub-agents, and a
 * few below those — registered over the last 60 days, with deposits and
 * play on the ledger, rebate rates within each upline's, and two settled
 * dividend months. Runs once (agent1's rates mark it done).
 */

const DAY = 86_400_000;
const AGENT_RATES: Rates = { RNG: 1.2, LIVE: 0.8, FISH: 1, SPORTS: 0.6, PVP: 0.7, LOTT: 0.5 };
const SUB_AGENT_RATES: Rates = { RNG: 1, LIVE: 0.6, FISH: 0.8, SPORTS: 0.5, PVP: 0.5, LOTT: 0.4 };
const PLAYER_RATES: Rates = { RNG: 0.6, LIVE: 0.4, FISH: 0.5, SPORTS: 0.3, PVP: 0.3, LOTT: 0.2 };
const GAMES = [
  ['BGS', 'RNG', 'Fortune Reels'],
  ['EVO', 'LIVE', 'Baccarat'],
  ['JDB', 'FISH', 'Ocean King'],
  ['SABA', 'SPORTS', 'Football'],
] as const;

interface Seat {
  readonly name: string;
  readonly type: number;
  readonly parent: string;
  readonly days: number;
  /** In minor units. */
  readonly depositMinor: number;
  readonly rounds: number;
  readonly disabled?: boolean;
}

/** Who is where in the tree: parent '' is agent1. */
const TEAM: readonly Seat[] = [
  { name: 'subagent1', type: 1, parent: '', days: 58, depositMinor: 2000_00, rounds: 12 },
  { name: 'subagent2', type: 2, parent: '', days: 50, depositMinor: 1500_00, rounds: 8 },
  ...Array.from({ length: 6 }, (_, index) => ({
    name: `team${index + 1}`,
    type: 0,
    parent: '',
    days: 55 - index * 8,
    depositMinor: 200_00 + index * 50_00,
    rounds: 10 + index * 2,
  })),
  ...Array.from({ length: 8 }, (_, index) => ({
    name: `sub1p${index + 1}`,
    type: 0,
    parent: 'subagent1',
    days: 40 - index * 4,
    depositMinor: 100_00 + index * 30_00,
    rounds: 6 + index,
  })),
  ...Array.from({ length: 5 }, (_, index) => ({
    name: `sub2p${index + 1}`,
    type: 0,
    parent: 'subagent2',
    days: 30 - index * 5,
    depositMinor: 150_00 + index * 20_00,
    rounds: index === 4 ? 0 : 8,
    ...(index === 3 ? { disabled: true } : {}),
  })),
  ...Array.from({ length: 3 }, (_, index) => ({
    name: `deep${index + 1}`,
    type: 0,
    parent: 'sub1p1',
    days: 12 - index * 4,
    depositMinor: 80_00,
    rounds: 5,
  })),
];

async function seedTeam(
  tx: Queryable,
  tenant: SandboxTenant,
  agentId: number,
  passwordHash: string,
  now: number,
): Promise<void> {
  await setRates(tx, agentId, AGENT_RATES, null, now - 60 * DAY);
  const ids = new Map<string, number>([['', agentId]]);
  for (const [index, seat] of TEAM.entries()) {
    const at = now - seat.days * DAY;
    const member = await createMember(tx, tenant, {
      username: seat.name,
      password: '',
      passwordHash,
      type: seat.type,
      parentId: ids.get(seat.parent) ?? agentId,
      createdAt: at,
      disabled: seat.disabled ?? false,
      clubLabel: 'VIP1',
    });
    if (!member) continue;
    ids.set(seat.name, member.id);
    await setRates(
      tx,
      member.id,
      seat.type === 0 ? PLAYER_RATES : SUB_AGENT_RATES,
      ids.get(seat.parent) ?? agentId,
      at,
    );
    const order = await createDepositOrder(
      tx,
      tenant,
      member.id,
      {
        channel: tenant.currency === 'BRL' ? 'PIX' : 'BANK',
        amountMinor: seat.depositMinor,
        offer: null,
        requestId: `team-seed-${member.id}`,
      },
      at + 60_000,
    );
    await settleDepositOrder(tx, tenant, order.id, 'paid', at + 120_000);
    const [vendor, gameType, gameName] = GAMES[index % GAMES.length] ?? GAMES[0];
    // Play spread from registration to now, the last rounds within the last days.
    const span = Math.max(seat.days - 1, 1) * DAY;
    if (seat.rounds > 0)
      await playRounds(
        tx,
        tenant,
        member.id,
        { rounds: seat.rounds, stakeMinor: 5_00 + (index % 4) * 5_00, vendor, gameType, gameName, seed: member.id },
        (round) => at + 3_600_000 + Math.floor((span * (round + 1)) / (seat.rounds + 1)),
      );
    await forgetMemberEvents(tx, member.id);
  }
  const player = await findMember(tx, tenant.merchantCode, 'player1');
  if (player) {
    await setRates(tx, player.id, PLAYER_RATES, agentId, now - 40 * DAY);
    await referralCodeOf(tx, tenant.merchantCode, player.id);
  }
  await referralCodeOf(tx, tenant.merchantCode, agentId);
  // The two months before this one are settled; the older one is already paid.
  const thisMonth = monthStart(now);
  const lastMonth = monthStart(thisMonth - 1);
  const monthBefore = monthStart(lastMonth - 1);
  await settleMonth(tx, agentId, monthBefore, lastMonth);
  await settleMonth(tx, agentId, lastMonth, thisMonth);
  const { periods } = await dividendHistory(tx, agentId);
  const older = periods.find((period) => period.periodStart === monthBefore);
  if (older) await payDividend(tx, tenant, older.id, lastMonth + 5 * DAY);
}

export const seedTeamArea: SeedFunction = async ({ db, tenants, now }) => {
  // One hash for every seeded team member (their password is Team1234): hashing thirty times per merchant would slow every start.
  const passwordHash = await hashPassword('Team1234');
  await db.transaction(async (tx) => {
    for (const tenant of tenants) {
      const agent = await findMember(tx, tenant.merchantCode, 'agent1');
      if (!agent) continue;
      if (Object.keys(await ratesOf(tx, agent.id)).length === 0)
        await seedTeam(tx, tenant, agent.id, passwordHash, now);
    }
  });
};
