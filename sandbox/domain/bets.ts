import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import type { SandboxTenant } from '../tenants.ts';
import { fundStake, settleBonusBet, stakeLegs, wageringOf, winLegs } from './bonus-bets.ts';
import { activeBonus } from './bonus-wallet.ts';
import { memberBalance, postMovement } from './ledger.ts';
import { money, type Money } from '../money.ts';

/**
 * Bets and wins (issue 13): the sandbox's games settle each round at once, a
 * stake from the member to the game house and a win back, paid from cash and
 * bonus money as bonus-bets.ts says. Records, profit and loss, wagering and
 * the agent's team figures read these rows.
 */

interface PlaySpec {
  readonly rounds: number;
  readonly stakeMinor: number;
  readonly vendor: string;
  readonly gameType: string;
  readonly gameName: string;
  /** Same seed, same results: tests and seeds are repeatable. */
  readonly seed: number;
  /** Return to player over many rounds (0.96 is typical). */
  readonly rtp?: number;
}

interface PlayResult {
  readonly rounds: number;
  readonly stakes: Money;
  readonly wins: Money;
  readonly balance: Money;
}

/** mulberry32: a small seeded generator. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A round's win: most rounds lose, some pay a little, a few pay well; the mean is about rtp × stake. */
function winOf(stakeMinor: number, roll: number, rtp = 0.96): number {
  if (roll < 0.55) return 0;
  if (roll < 0.9) return Math.round(stakeMinor * 1.2 * (rtp / 0.96));
  if (roll < 0.99) return Math.round(stakeMinor * 3 * (rtp / 0.96));
  return Math.round(stakeMinor * 25 * (rtp / 0.96));
}

/** Plays rounds while the balance covers the stake; each round is a bet row and its ledger movements. */
export async function playRounds(
  tx: Queryable,
  tenant: SandboxTenant,
  memberId: number,
  spec: PlaySpec,
  at: number | ((round: number) => number),
): Promise<PlayResult> {
  const random = seededRandom(spec.seed);
  let stakes = 0;
  let wins = 0;
  let played = 0;
  for (let round = 0; round < spec.rounds; round += 1) {
    const time = typeof at === 'number' ? at : at(round);
    // Cash first, then bonus money (bonus-bets.ts); a stake above an active bonus's maximum is refused.
    const funding = await fundStake(tx, tenant, memberId, spec.stakeMinor, time);
    if (!funding) break;
    const id = `B${time.toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
    const win = winOf(spec.stakeMinor, random(), spec.rtp);
    const base = {
      merchant: tenant.merchantCode,
      currency: tenant.currency,
      memberId,
      reference: id,
      at: time,
      note: spec.gameName,
    };
    await postMovement(tx, {
      ...base,
      idempotencyKey: `bet:${id}`,
      kind: 'bet',
      legs: stakeLegs(memberId, funding),
    });
    if (win > 0)
      await postMovement(tx, {
        ...base,
        idempotencyKey: `win:${id}`,
        kind: 'win',
        legs: winLegs(memberId, funding, win),
      });
    await tx.query(
      `INSERT INTO bets (id, merchant, member_id, vendor, game_type, game_name, stake_minor, win_minor, status, created_at,
         bonus_id, bonus_stake_minor, wagering_minor)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'settled', $9, $10, $11, $12)`,
      [
        id,
        tenant.merchantCode,
        memberId,
        spec.vendor,
        spec.gameType,
        spec.gameName,
        spec.stakeMinor,
        win,
        new Date(time),
        funding.bonus?.id ?? null,
        funding.bonusMinor,
        wageringOf(funding, spec.gameType),
      ],
    );
    await settleBonusBet(tx, tenant, funding, spec.gameType, time);
    stakes += spec.stakeMinor;
    wins += win;
    played += 1;
  }
  const { availableMinor } = await memberBalance(tx, memberId);
  return { rounds: played, stakes: money(stakes), wins: money(wins), balance: money(availableMinor) };
}

interface TurnoverProgress {
  readonly requiredMinor: number;
  readonly doneMinor: number;
  readonly met: boolean;
}

/**
 * Wagering still owed: the active bonus's requirement and what settled bets
 * have counted towards it (issue 34; it replaces the turnover a deposit
 * bonus used to owe before any withdrawal). Met when no bonus is active.
 */
export async function turnoverProgress(db: Queryable, memberId: number): Promise<TurnoverProgress> {
  const bonus = await activeBonus(db, memberId);
  if (!bonus) return { requiredMinor: 0, doneMinor: 0, met: true };
  return { requiredMinor: bonus.required_minor, doneMinor: bonus.wagered_minor, met: false };
}
