import type { Queryable } from '../db/index.ts';
import type { SandboxTenant } from '../tenants.ts';
import type { Contributions } from './bonus-offers.ts';
import { lockMemberAccounts, memberBalance, postMovement, type Leg } from './ledger.ts';
import { recordMemberEvent } from './member-events.ts';

/**
 * The bonus wallet (issue 34). A bonus is granted (bonus-grants.ts) from a paid deposit under
 * an offer or code, a redeemed code or a mission; one is active at a time
 * (its money is the member's bonus account, apart from cash) and the others
 * queue. Settled bets advance its wagering (bonus-bets.ts); met, its balance
 * becomes cash once; expired or given up for a withdrawal, its balance goes
 * back to the house. Every money step is a ledger movement with its own
 * idempotency key, so nothing happens twice.
 */

export type BonusStatus =
  'awaiting_deposit' | 'queued' | 'active' | 'converted' | 'forfeited' | 'expired' | 'lost' | 'cancelled';

export interface BonusRow {
  readonly id: string;
  readonly merchant: string;
  readonly member_id: number;
  readonly source: 'deposit' | 'code' | 'mission';
  readonly template: string;
  readonly name: string;
  readonly grant_key: string;
  readonly order_id: string | null;
  readonly request_id: string | null;
  readonly status: BonusStatus;
  readonly amount_minor: number;
  readonly deposit_minor: number;
  readonly wagering_base: 'bonus' | 'bonus_deposit';
  readonly multiplier: number;
  readonly required_minor: number;
  readonly wagered_minor: number;
  readonly contributions: Contributions;
  readonly max_stake_minor: number;
  readonly validity_ms: number;
  readonly created_at: Date;
  readonly activated_at: Date | null;
  readonly expires_at: Date | null;
  readonly ended_at: Date | null;
  readonly outcome_minor: number | null;
  readonly expiry_warned: boolean;
}

/** How long before its end a bonus says it is about to expire. */
export const EXPIRY_WARNING_MS = 24 * 3_600_000;

export async function bonusByGrantKey(db: Queryable, grantKey: string): Promise<BonusRow | undefined> {
  const [row] = await db.query<BonusRow>('SELECT * FROM bonuses WHERE grant_key = $1', [grantKey]);
  return row;
}

export async function activeBonus(db: Queryable, memberId: number): Promise<BonusRow | undefined> {
  const [row] = await db.query<BonusRow>("SELECT * FROM bonuses WHERE member_id = $1 AND status = 'active'", [
    memberId,
  ]);
  return row;
}

async function setBonus(
  tx: Queryable,
  id: string,
  status: BonusStatus,
  changes: { activatedAt?: number; expiresAt?: number; endedAt?: number; outcomeMinor?: number } = {},
): Promise<BonusRow> {
  const [row] = await tx.query<BonusRow>(
    `UPDATE bonuses SET status = $2, activated_at = COALESCE($3, activated_at), expires_at = COALESCE($4, expires_at),
       ended_at = COALESCE($5, ended_at), outcome_minor = COALESCE($6, outcome_minor) WHERE id = $1 RETURNING *`,
    [
      id,
      status,
      changes.activatedAt === undefined ? null : new Date(changes.activatedAt),
      changes.expiresAt === undefined ? null : new Date(changes.expiresAt),
      changes.endedAt === undefined ? null : new Date(changes.endedAt),
      changes.outcomeMinor ?? null,
    ],
  );
  if (!row) throw new Error(`bonus ${id} missing`);
  return row;
}

const bonusLegs = (memberId: number, amountMinor: number, other: Leg['account']): Leg[] => [
  { account: { member: memberId, part: 'bonus' }, amountMinor },
  { account: other, amountMinor: -amountMinor },
];

/** Credits a bonus into the bonus account and starts its validity. */
async function activate(tx: Queryable, tenant: SandboxTenant, bonus: BonusRow, now: number): Promise<BonusRow> {
  await postMovement(tx, {
    merchant: tenant.merchantCode,
    currency: tenant.currency,
    idempotencyKey: `bonus-grant:${bonus.id}`,
    kind: 'bonus',
    memberId: bonus.member_id,
    reference: bonus.id,
    note: bonus.name,
    at: now,
    legs: bonusLegs(bonus.member_id, bonus.amount_minor, { house: 'promotions' }),
  });
  return setBonus(tx, bonus.id, 'active', { activatedAt: now, expiresAt: now + bonus.validity_ms });
}

/** A granted bonus becomes active, or waits its turn behind the active one; the member hears of it. */
export async function place(tx: Queryable, tenant: SandboxTenant, bonus: BonusRow, now: number): Promise<BonusRow> {
  await lockMemberAccounts(tx, bonus.member_id);
  const queued = (await activeBonus(tx, bonus.member_id)) !== undefined;
  const placed = queued ? await setBonus(tx, bonus.id, 'queued') : await activate(tx, tenant, bonus, now);
  await recordMemberEvent(tx, {
    memberId: bonus.member_id,
    kind: 'bonus.granted',
    key: `bonus.granted:${bonus.id}`,
    at: now,
    details: {
      bonusId: bonus.id,
      name: bonus.name,
      amountMinor: bonus.amount_minor,
      requiredMinor: bonus.required_minor,
      currency: tenant.currency,
      queued,
    },
  });
  return placed;
}

type Ending = 'converted' | 'forfeited' | 'expired' | 'lost';

/**
 * Ends the active bonus: met, its balance becomes cash; forfeited or
 * expired, it goes back to the house; lost, nothing is left. The next queued
 * bonus then becomes active.
 */
export async function endActiveBonus(
  tx: Queryable,
  tenant: SandboxTenant,
  bonus: BonusRow,
  ending: Ending,
  now: number,
): Promise<BonusRow> {
  const { bonusMinor } = await memberBalance(tx, bonus.member_id);
  const base = {
    merchant: tenant.merchantCode,
    currency: tenant.currency,
    memberId: bonus.member_id,
    reference: bonus.id,
    note: bonus.name,
    at: now,
  };
  const outcome: Ending = ending === 'converted' && bonusMinor === 0 ? 'lost' : ending;
  if (bonusMinor > 0 && outcome === 'converted')
    await postMovement(tx, {
      ...base,
      idempotencyKey: `bonus-convert:${bonus.id}`,
      kind: 'bonus_convert',
      legs: bonusLegs(bonus.member_id, -bonusMinor, { member: bonus.member_id, part: 'available' }),
    });
  else if (bonusMinor > 0 && outcome !== 'lost')
    await postMovement(tx, {
      ...base,
      idempotencyKey: `bonus-forfeit:${bonus.id}`,
      kind: 'bonus_forfeit',
      legs: bonusLegs(bonus.member_id, -bonusMinor, { house: 'promotions' }),
    });
  const ended = await setBonus(tx, bonus.id, outcome, { endedAt: now, outcomeMinor: bonusMinor });
  if (outcome === 'converted' || outcome === 'expired')
    await recordMemberEvent(tx, {
      memberId: bonus.member_id,
      kind: outcome === 'converted' ? 'bonus.converted' : 'bonus.expired',
      key: `bonus.${outcome}:${bonus.id}`,
      at: now,
      details: { bonusId: bonus.id, name: bonus.name, amountMinor: bonusMinor, currency: tenant.currency },
    });
  const [next] = await tx.query<BonusRow>(
    "SELECT * FROM bonuses WHERE member_id = $1 AND status = 'queued' ORDER BY created_at, id LIMIT 1",
    [bonus.member_id],
  );
  if (next) await activate(tx, tenant, next, now);
  return ended;
}

/**
 * Time-driven changes, run before a member's bonuses are read or bet with
 * and on each tick of their event stream (on the caller's clock): a deposit
 * bonus whose order lapsed is cancelled, an active bonus past its end
 * expires, one within a day of it says so once.
 */
export async function sweepBonuses(tx: Queryable, tenant: SandboxTenant, memberId: number, now: number) {
  await tx.query(
    `UPDATE bonuses b SET status = 'cancelled', ended_at = $2 FROM deposit_orders o
     WHERE b.member_id = $1 AND b.status = 'awaiting_deposit' AND o.id = b.order_id
       AND (o.status IN ('failed', 'expired') OR (o.status = 'pending' AND o.expires_at <= $2))`,
    [memberId, new Date(now)],
  );
  const active = await activeBonus(tx, memberId);
  if (!active?.expires_at) return;
  if (active.expires_at.getTime() <= now) {
    await lockMemberAccounts(tx, memberId);
    await endActiveBonus(tx, tenant, active, 'expired', now);
    return;
  }
  if (!active.expiry_warned && active.expires_at.getTime() - now <= EXPIRY_WARNING_MS) {
    await tx.query('UPDATE bonuses SET expiry_warned = true WHERE id = $1', [active.id]);
    const { bonusMinor } = await memberBalance(tx, memberId);
    await recordMemberEvent(tx, {
      memberId,
      kind: 'bonus.expiring',
      key: `bonus.expiring:${active.id}`,
      at: now,
      details: {
        bonusId: active.id,
        name: active.name,
        amountMinor: bonusMinor,
        currency: tenant.currency,
        expiresAt: active.expires_at.getTime(),
      },
    });
  }
}

/** Settled stakes advance the active bonus's wagering (never past its requirement); met, it converts. */
export async function advanceWagering(
  tx: Queryable,
  tenant: SandboxTenant,
  bonusId: string,
  wageringMinor: number,
  now: number,
): Promise<void> {
  const [bonus] = await tx.query<BonusRow>(
    `UPDATE bonuses SET wagered_minor = LEAST(required_minor, wagered_minor + $2) WHERE id = $1 AND status = 'active' RETURNING *`,
    [bonusId, wageringMinor],
  );
  if (!bonus) return;
  if (bonus.wagered_minor >= bonus.required_minor) await endActiveBonus(tx, tenant, bonus, 'converted', now);
  else if ((await memberBalance(tx, bonus.member_id)).bonusMinor === 0)
    await endActiveBonus(tx, tenant, bonus, 'lost', now);
}
