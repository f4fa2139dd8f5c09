import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import type { SandboxTenant } from '../tenants.ts';
import { memberBalance, memberLegs, postMovement } from './ledger.ts';
import { toWire } from '../money.ts';

/**
 * Bets and wins (issue 13): the sandbox's games settle each round at once, a
 * stake from the member to the game house and a win back. Records, profit
 * and loss, turnover and the agent's team figures read these rows.
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
  readonly stakes: number;
  readonly wins: number;
  readonly balance: number;
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
    const { availableMinor } = await memberBalance(tx, memberId);
    if (availableMinor < spec.stakeMinor) break;
    const time = typeof at === 'number' ? at : at(round);
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
      legs: memberLegs(memberId, 'games', -spec.stakeMinor),
    });
    if (win > 0)
      await postMovement(tx, {
        ...base,
        idempotencyKey: `win:${id}`,
        kind: 'win',
        legs: memberLegs(memberId, 'games', win),
      });
    await tx.query(
      `INSERT INTO bets (id, merchant, member_id, vendor, game_type, game_name, stake_minor, win_minor, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'settled', $9)`,
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
      ],
    );
    stakes += spec.stakeMinor;
    wins += win;
    played += 1;
  }
  const { availableMinor } = await memberBalance(tx, memberId);
  return { rounds: played, stakes: toWire(stakes), wins: toWire(wins), balance: toWire(availableMinor) };
}

interface TurnoverProgress {
  readonly requiredMinor: number;
  readonly doneMinor: number;
  readonly met: boolean;
}

/** Bonus turnover: the stakes since the oldest open requirement against the sum of open requirements. */
export async function turnoverProgress(db: Queryable, memberId: number): Promise<TurnoverProgress> {
  const [required] = await db.query<{ required: number | null; since: Date | null }>(
    'SELECT SUM(required_minor) AS required, MIN(created_at) AS since FROM turnover_requirements WHERE member_id = $1',
    [memberId],
  );
  const requiredMinor = required?.required ?? 0;
  if (requiredMinor === 0 || !required?.since) return { requiredMinor: 0, doneMinor: 0, met: true };
  const [done] = await db.query<{ done: number | null }>(
    'SELECT SUM(stake_minor) AS done FROM bets WHERE member_id = $1 AND created_at >= $2',
    [memberId, required.since],
  );
  const doneMinor = Math.min(done?.done ?? 0, requiredMinor);
  return { requiredMinor, doneMinor, met: doneMinor >= requiredMinor };
}

/** Met requirements are closed when the member withdraws, so the next bonus starts from zero. */
export async function closeMetTurnover(db: Queryable, memberId: number): Promise<void> {
  if ((await turnoverProgress(db, memberId)).met)
    await db.query('DELETE FROM turnover_requirements WHERE member_id = $1', [memberId]);
}
