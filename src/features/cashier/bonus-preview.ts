import { addAmounts, multiplyAmount, percentOfAmount, smallerAmount, type Minor } from '@/lib/money';

/**
 * What a bonus would add to `amount` and the turnover it asks before a
 * withdrawal (MONEY-09, MONEY-42), in whole cents as the platform credits
 * them: `percent` % rounded down, at most `maxBonus`; null when the deposit
 * does not qualify or the offer's figures cannot be read.
 */
export function bonusPreview(
  amount: Minor,
  offer: {
    readonly percent: number;
    readonly maxBonus: Minor;
    readonly minDeposit: Minor;
    readonly turnoverMultiplier: number;
  },
): { bonus: Minor; turnover: Minor } | null {
  if (amount < offer.minDeposit) return null;
  const percent = percentOfAmount(amount, offer.percent);
  if (percent === null || percent <= 0) return null;
  const bonus = smallerAmount(percent, offer.maxBonus);
  const turnover = multiplyAmount(addAmounts(amount, bonus), offer.turnoverMultiplier);
  return turnover === null ? null : { bonus, turnover };
}
