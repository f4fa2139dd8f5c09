import { addAmounts, multiplyAmount, percentOfAmount, smallerAmount, type Minor } from '@/lib/money';

/**
 * What a bonus would add to `amount` and the wagering it asks before it
 * turns into cash (MONEY-09, MONEY-42, BONUS-03), in whole cents as the
 * platform credits them: `percent` % rounded down, at most `maxBonus`; the
 * multiplier applies to the bonus alone or to bonus and deposit, as the
 * offer says; null when the deposit does not qualify or the offer's figures
 * cannot be read.
 */
export function bonusPreview(
  amount: Minor,
  offer: {
    readonly percent: number;
    readonly maxBonus: Minor;
    readonly minDeposit: Minor;
    readonly turnoverMultiplier: number;
    /** What the multiplier applies to (issue 34); older platforms meant bonus and deposit. */
    readonly wageringBase?: 'bonus' | 'bonus_deposit';
  },
): { bonus: Minor; turnover: Minor } | null {
  if (amount < offer.minDeposit) return null;
  const percent = percentOfAmount(amount, offer.percent);
  if (percent === null || percent <= 0) return null;
  const bonus = smallerAmount(percent, offer.maxBonus);
  const base = offer.wageringBase === 'bonus' ? bonus : addAmounts(amount, bonus);
  const turnover = multiplyAmount(base, offer.turnoverMultiplier);
  return turnover === null ? null : { bonus, turnover };
}
