import type { Database } from '../db/index.ts';
import type { SandboxTenant } from '../tenants.ts';
import { activeBonus, sweepBonuses } from './bonus-wallet.ts';
import { memberBalance } from './ledger.ts';
import { money, type Money } from '../money.ts';
import { eventsAfter, type MemberEvent } from './member-events.ts';
import { gamblingState } from './responsible-gaming.ts';

/**
 * What a member's event stream reads on each tick (issue 34): the events
 * recorded since the last one it sent, and the active bonus's wagering and
 * balance (the progress bar moves as bets settle). Time-driven changes (a
 * bonus expiring, a limit increase coming into force) are run from here too,
 * so they reach a player who is only looking.
 */

/** How many missed events one tick sends; the rest follow on the next ones. */
const CATCH_UP_BATCH = 50;

export interface BonusSnapshot {
  readonly bonusId: string;
  readonly wagered: Money;
  readonly required: Money;
  readonly balance: Money;
}

export async function runTimedChanges(db: Database, tenant: SandboxTenant, memberId: number, now: number) {
  await db.transaction((tx) => sweepBonuses(tx, tenant, memberId, now));
  await gamblingState(db, memberId, now);
}

export async function feedAfter(
  db: Database,
  memberId: number,
  afterId: number,
): Promise<{ readonly events: MemberEvent[]; readonly bonus: BonusSnapshot | null }> {
  const events = await eventsAfter(db, memberId, afterId, CATCH_UP_BATCH);
  const bonus = await activeBonus(db, memberId);
  if (!bonus) return { events, bonus: null };
  const { bonusMinor } = await memberBalance(db, memberId);
  return {
    events,
    bonus: {
      bonusId: bonus.id,
      wagered: money(bonus.wagered_minor),
      required: money(bonus.required_minor),
      balance: money(bonusMinor),
    },
  };
}
