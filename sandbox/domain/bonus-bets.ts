import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import type { SandboxTenant } from '../tenants.ts';
import { contributionOf } from './bonus-offers.ts';
import { activeBonus, advanceWagering, EXPIRY_WARNING_MS, sweepBonuses, type BonusRow } from './bonus-wallet.ts';
import { memberBalance, type Leg } from './ledger.ts';
import { money } from '../money.ts';

/**
 * Bets and the bonus wallet (issue 34). A stake is paid from cash first,
 * then from bonus money (docs/decisions.md "Bonus wallet": the player's own
 * money stays theirs to withdraw, and what it wins is cash). A win goes back
 * in the same shares. While a bonus is active every settled stake, cash or
 * bonus, advances its wagering by the game type's contribution, and a stake
 * above the bonus's maximum is refused.
 */

export interface StakeFunding {
  readonly stakeMinor: number;
  readonly cashMinor: number;
  readonly bonusMinor: number;
  /** The active bonus the bet counts for, if any. */
  readonly bonus: BonusRow | undefined;
}

/** How a stake is paid, or null when cash and bonus money together do not cover it. */
export async function fundStake(
  tx: Queryable,
  tenant: SandboxTenant,
  memberId: number,
  stakeMinor: number,
  now: number,
): Promise<StakeFunding | null> {
  let bonus = await activeBonus(tx, memberId);
  // Only a bonus near its end has time-driven changes a bet must see (expiry, its warning); play stays one read per round.
  if (bonus?.expires_at && bonus.expires_at.getTime() - EXPIRY_WARNING_MS <= now) {
    await sweepBonuses(tx, tenant, memberId, now);
    bonus = await activeBonus(tx, memberId);
  }
  if (bonus && stakeMinor > bonus.max_stake_minor)
    throw new BusinessRefusal('bonus.max.stake', { max: money(bonus.max_stake_minor) });
  const balance = await memberBalance(tx, memberId);
  const cashMinor = Math.min(balance.availableMinor, stakeMinor);
  const bonusMinor = stakeMinor - cashMinor;
  if (bonusMinor > (bonus ? balance.bonusMinor : 0)) return null;
  return { stakeMinor, cashMinor, bonusMinor, bonus };
}

const nonZero = (legs: Leg[]): Leg[] => legs.filter((leg) => leg.amountMinor !== 0);

/** The stake leaves cash and bonus money for the game house. */
export const stakeLegs = (memberId: number, funding: StakeFunding): Leg[] =>
  nonZero([
    { account: { member: memberId, part: 'available' }, amountMinor: -funding.cashMinor },
    { account: { member: memberId, part: 'bonus' }, amountMinor: -funding.bonusMinor },
    { account: { house: 'games' }, amountMinor: funding.stakeMinor },
  ]);

/** A win returns in the stake's shares: the bonus part (rounded down) to bonus money, the rest to cash. */
export function winLegs(memberId: number, funding: StakeFunding, winMinor: number): Leg[] {
  const toBonus = funding.stakeMinor > 0 ? Math.floor((winMinor * funding.bonusMinor) / funding.stakeMinor) : 0;
  return nonZero([
    { account: { member: memberId, part: 'available' }, amountMinor: winMinor - toBonus },
    { account: { member: memberId, part: 'bonus' }, amountMinor: toBonus },
    { account: { house: 'games' }, amountMinor: -winMinor },
  ]);
}

/** What a settled bet adds to the active bonus's wagering. */
export const wageringOf = (funding: StakeFunding, gameType: string): number =>
  funding.bonus ? contributionOf(funding.bonus.contributions, gameType, funding.stakeMinor) : 0;

/** After the bet and its win are on the ledger: the bonus's wagering moves, and a met bonus converts. */
export async function settleBonusBet(
  tx: Queryable,
  tenant: SandboxTenant,
  funding: StakeFunding,
  gameType: string,
  now: number,
): Promise<void> {
  if (funding.bonus) await advanceWagering(tx, tenant, funding.bonus.id, wageringOf(funding, gameType), now);
}
