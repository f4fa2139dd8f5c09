import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import type { SandboxTenant } from '../tenants.ts';
import { LedgerError, memberLegs, postMovement } from './ledger.ts';
import { memberById } from './members.ts';
import { money, percentOf } from '../money.ts';

/**
 * Rebates (issue 14): a rate per game type in percent of stakes. An agent
 * sets a downline's rates within the agent's own (a higher one is refused
 * with the allowed maximum); a top-level agent's own rates are capped by the
 * merchant. A member claims the rebate of the stakes since the previous
 * claim (manual rebate), credited on the ledger once per request.
 */

export const REBATE_GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'LOTT'] as const;
type RebateGameType = (typeof REBATE_GAME_TYPES)[number];
/** The merchant's ceiling, for members without an upline. */
const MERCHANT_MAX_RATE = 2;

export type Rates = Partial<Record<RebateGameType, number>>;

export async function ratesOf(db: Queryable, memberId: number): Promise<Rates> {
  const rows = await db.query<{ game_type: RebateGameType; rate: number }>(
    'SELECT game_type, rate FROM rebate_rates WHERE member_id = $1',
    [memberId],
  );
  return Object.fromEntries(rows.map((row) => [row.game_type, row.rate]));
}

/** The most a member's rates may be: the upline's rates, or the merchant's ceiling at the top. */
export async function limitsOf(db: Queryable, memberId: number): Promise<Record<RebateGameType, number>> {
  const member = await memberById(db, memberId);
  const upline = member?.parent_id ? await ratesOf(db, member.parent_id) : null;
  return Object.fromEntries(
    REBATE_GAME_TYPES.map((type) => [type, upline ? (upline[type] ?? 0) : MERCHANT_MAX_RATE]),
  ) as Record<RebateGameType, number>;
}

export async function setRates(
  tx: Queryable,
  memberId: number,
  rates: Rates,
  changedBy: number | null,
  at: number,
): Promise<void> {
  const current = await ratesOf(tx, memberId);
  for (const [type, rate] of Object.entries(rates) as Array<[RebateGameType, number]>) {
    if (current[type] === rate) continue;
    await tx.query(
      `INSERT INTO rebate_rates (member_id, game_type, rate) VALUES ($1, $2, $3) ON CONFLICT (member_id, game_type) DO UPDATE SET rate = EXCLUDED.rate`,
      [memberId, type, rate],
    );
    await tx.query(
      'INSERT INTO rebate_rate_history (member_id, game_type, old_rate, new_rate, changed_by, at) VALUES ($1, $2, $3, $4, $5, $6)',
      [memberId, type, current[type] ?? null, rate, changedBy, new Date(at)],
    );
  }
}

/** An agent sets a downline's rates: each at most the agent's own. */
export async function setDownlineRates(
  tx: Queryable,
  agentId: number,
  memberId: number,
  rates: Rates,
  at: number,
): Promise<void> {
  const own = await ratesOf(tx, agentId);
  const over = (Object.entries(rates) as Array<[RebateGameType, number]>).filter(
    ([type, rate]) => rate > (own[type] ?? 0),
  );
  if (over.length > 0)
    throw new BusinessRefusal('rebate.above.limit', {
      limits: Object.fromEntries(over.map(([type]) => [type, own[type] ?? 0])),
    });
  await setRates(tx, memberId, rates, agentId, at);
}

export async function rateHistory(db: Queryable, memberId: number, limit = 30) {
  const rows = await db.query<{
    game_type: string;
    old_rate: number | null;
    new_rate: number;
    at: Date;
    changed_by: number | null;
  }>(
    'SELECT game_type, old_rate, new_rate, at, changed_by FROM rebate_rate_history WHERE member_id = $1 ORDER BY at DESC, id DESC LIMIT $2',
    [memberId, limit],
  );
  return rows.map((row) => ({
    gameType: row.game_type,
    oldRate: row.old_rate,
    newRate: row.new_rate,
    at: row.at.getTime(),
    byUpline: row.changed_by !== null && row.changed_by !== memberId,
  }));
}

/** Per game type: the stakes since the previous claim and the rebate they earn at the member's rate. */
export async function claimable(db: Queryable, memberId: number) {
  const rates = await ratesOf(db, memberId);
  const rows = await db.query<{ game_type: string; stakes: number }>(
    `SELECT b.game_type, SUM(b.stake_minor) AS stakes FROM bets b
     WHERE b.member_id = $1 AND b.created_at > COALESCE((SELECT MAX(at) FROM rebate_claims c WHERE c.member_id = $1 AND c.game_type = b.game_type), 'epoch')
     GROUP BY b.game_type`,
    [memberId],
  );
  return REBATE_GAME_TYPES.map((type) => {
    const stakesMinor = rows.find((row) => row.game_type === type)?.stakes ?? 0;
    const rate = rates[type] ?? 0;
    return {
      gameType: type,
      rate,
      stakes: money(stakesMinor),
      amount: money(percentOf(stakesMinor, rate)),
    };
  });
}

/** Claims the rebate of one game type (or all): credited from the commissions house account, once per requestId. */
export async function claimRebate(
  tx: Queryable,
  tenant: SandboxTenant,
  memberId: number,
  gameType: RebateGameType | null,
  requestId: string,
  now: number,
) {
  const [done] = await tx.query<{ amount: number | null }>(
    'SELECT SUM(amount_minor) AS amount FROM rebate_claims WHERE member_id = $1 AND request_id = $2',
    [memberId, requestId],
  );
  if (done?.amount !== null && done?.amount !== undefined) return { amount: money(done.amount), replayed: true };
  const due = (await claimable(tx, memberId)).filter(
    (row) => row.amount.minor > 0 && (gameType === null || row.gameType === gameType),
  );
  if (due.length === 0) throw new BusinessRefusal('rebate.nothing.to.claim');
  let total = 0;
  for (const row of due) {
    await tx.query(
      'INSERT INTO rebate_claims (member_id, game_type, stakes_minor, rate, amount_minor, request_id, at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [memberId, row.gameType, row.stakes.minor, row.rate, row.amount.minor, requestId, new Date(now)],
    );
    total += row.amount.minor;
  }
  try {
    await postMovement(tx, {
      merchant: tenant.merchantCode,
      currency: tenant.currency,
      idempotencyKey: `rebate:${memberId}:${requestId}`,
      kind: 'rebate',
      memberId,
      reference: due.map((row) => row.gameType).join(','),
      at: now,
      legs: memberLegs(memberId, 'commissions', total),
    });
  } catch (error) {
    if (error instanceof LedgerError) throw new BusinessRefusal('system.error');
    throw error;
  }
  return { amount: money(total), replayed: false };
}

export async function rebateClaims(db: Queryable, memberId: number, from: number, to: number) {
  const rows = await db.query<{
    game_type: string;
    stakes_minor: number;
    rate: number;
    amount_minor: number;
    at: Date;
  }>(
    'SELECT game_type, stakes_minor, rate, amount_minor, at FROM rebate_claims WHERE member_id = $1 AND at >= $2 AND at < $3 ORDER BY at DESC, id DESC LIMIT 200',
    [memberId, new Date(from), new Date(to)],
  );
  return rows.map((row) => ({
    gameType: row.game_type,
    stakes: money(row.stakes_minor),
    rate: row.rate,
    amount: money(row.amount_minor),
    createTime: row.at.getTime(),
  }));
}
