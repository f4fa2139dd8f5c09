import { describe, expect, it } from 'vitest';
import { minorUnits, type Minor } from '@/lib/money';
import { bonusPreview } from './bonus-preview';

const cents = (value: number): Minor => minorUnits(value) ?? (Number.NaN as Minor);
const welcome = { percent: 100, maxBonus: cents(50_000), minDeposit: cents(2_000), turnoverMultiplier: 10 };

describe('the bonus preview (MONEY-09, MONEY-42)', () => {
  it('MONEY-09 MONEY-42 the bonus and its turnover in whole cents, as the platform credits them', () => {
    expect(bonusPreview(cents(10_000), welcome)).toEqual({ bonus: 10_000, turnover: 200_000 });
    // Capped at the offer's maximum.
    expect(bonusPreview(cents(80_000), welcome)).toEqual({ bonus: 50_000, turnover: 1_300_000 });
    // 20 % of R$ 33,33 is R$ 6,666: rounded down to R$ 6,66, never a float's R$ 6,666000000000001.
    expect(bonusPreview(cents(3_333), { ...welcome, percent: 20, minDeposit: cents(0) })).toEqual({
      bonus: 666,
      turnover: 39_990,
    });
  });

  it('BONUS-03 wagering of the bonus alone when the offer says so', () => {
    expect(bonusPreview(cents(10_000), { ...welcome, wageringBase: 'bonus' })).toEqual({
      bonus: 10_000,
      turnover: 100_000,
    });
  });

  it('MONEY-09 no preview below the minimum deposit or with an offer whose figures cannot be read', () => {
    expect(bonusPreview(cents(1_999), welcome)).toBeNull();
    expect(bonusPreview(cents(10_000), { ...welcome, percent: Number.NaN })).toBeNull();
    expect(bonusPreview(cents(10_000), { ...welcome, turnoverMultiplier: -1 })).toBeNull();
  });
});
