import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import type { SandboxTenant } from '../tenants.ts';
import { activeBonus, endActiveBonus, sweepBonuses, type BonusRow } from './bonus-wallet.ts';
import { memberBalance } from './ledger.ts';
import { money, moneyOrNull } from '../money.ts';

/**
 * The bonus wallet as the member sees it (issue 34): the active bonus with
 * its balance and wagering, the pending ones (waiting for their deposit or
 * for the active one to end), the history with each outcome; and what a
 * withdrawal now would forfeit.
 */

const time = (date: Date | null): number | null => date?.getTime() ?? null;

export function bonusView(row: BonusRow, balanceMinor: number | null) {
  return {
    id: row.id,
    source: row.source,
    template: row.template,
    name: row.name,
    status: row.status,
    amount: money(row.amount_minor),
    deposit: money(row.deposit_minor),
    wageringBase: row.wagering_base,
    multiplier: row.multiplier,
    required: money(row.required_minor),
    wagered: money(row.wagered_minor),
    contributions: row.contributions,
    maxStake: money(row.max_stake_minor),
    validityDays: Math.round(row.validity_ms / 86_400_000),
    balance: moneyOrNull(balanceMinor),
    outcome: moneyOrNull(row.outcome_minor),
    createTime: row.created_at.getTime(),
    activateTime: time(row.activated_at),
    expireTime: time(row.expires_at),
    endTime: time(row.ended_at),
  };
}

const PENDING: ReadonlySet<string> = new Set(['awaiting_deposit', 'queued']);
const HISTORY_SIZE = 50;

/** The member's bonuses after the time-driven changes, on the caller's clock. */
export async function bonusWallet(tx: Queryable, tenant: SandboxTenant, memberId: number, now: number) {
  await sweepBonuses(tx, tenant, memberId, now);
  const rows = await tx.query<BonusRow>(
    'SELECT * FROM bonuses WHERE member_id = $1 ORDER BY created_at DESC, id DESC',
    [memberId],
  );
  const { bonusMinor } = await memberBalance(tx, memberId);
  const active = rows.find((row) => row.status === 'active');
  return {
    bonusBalance: money(bonusMinor),
    active: active ? bonusView(active, bonusMinor) : null,
    // Oldest first: the order they will become active in.
    pending: rows
      .filter((row) => PENDING.has(row.status))
      .reverse()
      .map((row) => bonusView(row, null)),
    history: rows
      .filter((row) => row.status !== 'active' && !PENDING.has(row.status))
      .slice(0, HISTORY_SIZE)
      .map((row) => bonusView(row, null)),
  };
}

/** What a withdrawal now would forfeit: the active bonus's balance (cash is never touched), or null. */
export async function withdrawalForfeit(db: Queryable, memberId: number) {
  const bonus = await activeBonus(db, memberId);
  if (!bonus) return null;
  const { bonusMinor } = await memberBalance(db, memberId);
  return {
    bonusId: bonus.id,
    name: bonus.name,
    amount: money(bonusMinor),
    wagered: money(bonus.wagered_minor),
    required: money(bonus.required_minor),
  };
}

/**
 * A withdrawal while a bonus is active gives the bonus up: the player must
 * have said yes to exactly that (`confirmed`), else it is refused with what
 * would be forfeited, so an old page or a second tab never forfeits silently.
 */
export async function forfeitForWithdrawal(
  tx: Queryable,
  tenant: SandboxTenant,
  memberId: number,
  confirmed: boolean,
  now: number,
): Promise<void> {
  await sweepBonuses(tx, tenant, memberId, now);
  const bonus = await activeBonus(tx, memberId);
  if (!bonus) return;
  if (!confirmed) throw new BusinessRefusal('bonus.forfeit.unconfirmed', await withdrawalForfeit(tx, memberId));
  await endActiveBonus(tx, tenant, bonus, 'forfeited', now);
}
