import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { amountInputText, formatAmount, formatSignedAmount, parseAmount, prepareMoneyFormat } from './money';

/** How many `Intl.NumberFormat`s `run` builds. */
function formattersBuiltBy(run: () => void): number {
  const Original = Intl.NumberFormat;
  let built = 0;
  const spy = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function numberFormat(
    ...args: ConstructorParameters<typeof Intl.NumberFormat>
  ) {
    built += 1;
    return new Original(...args);
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return built;
}

describe('money formatting and input (MONEY-24)', () => {
  it('MONEY-24 formats in the wallet currency and the player language', () => {
    expect(formatAmount(1250.5, 'PT', 'BRL')).toBe('R$\u00a01.250,50');
    expect(formatAmount(1250.5, 'EN', 'USD')).toBe('$1,250.50');
    expect(formatAmount(1250.5, 'EN', 'BRL')).toBe('R$1,250.50');
    expect(formatAmount(3, 'PT', null)).toBe('3,00');
    expect(formatAmount(3, 'EN', 'not a code')).toBe('3.00');
    expect(formatAmount(Number.NaN, 'EN', 'USD')).toBe('$0.00');
    expect(formatSignedAmount(-5, 'EN', 'USD')).toBe('−$5.00');
    expect(formatSignedAmount(5, 'EN', 'USD')).toBe('+$5.00');
  });

  it('MONEY-24 SPEED-14 a well-formed code the platform made up still shows as its code; formatting a list builds one formatter per language and currency', () => {
    expect(formatAmount(1, 'EN', 'ZZZ')).toBe('ZZZ\u00a01.00');
    expect(formatAmount(1, 'EN', 'brl')).toBe('1.00');
    const built = formattersBuiltBy(() => {
      for (let row = 0; row < 200; row += 1) expect(formatAmount(row, 'PT', 'EUR')).toContain('€');
    });
    expect(built).toBeLessThanOrEqual(1);
  });

  it('MONEY-24 SPEED-14 a formatter prepared as the wallet arrives is the one the first amount on screen uses', () => {
    expect(formattersBuiltBy(() => prepareMoneyFormat('EN', 'GBP'))).toBe(1);
    expect(formattersBuiltBy(() => prepareMoneyFormat('XX', 'GBP'))).toBe(0);
    expect(formattersBuiltBy(() => expect(formatAmount(2.5, 'EN', 'GBP')).toBe('£2.50'))).toBe(0);
  });

  it('MONEY-24 reads a decimal comma or point and the language grouping', () => {
    expect(parseAmount('1.250,50', 'PT')).toBe(1250.5);
    expect(parseAmount('1250,5', 'PT')).toBe(1250.5);
    expect(parseAmount('1250.50', 'PT')).toBe(1250.5);
    expect(parseAmount('1,250.50', 'EN')).toBe(1250.5);
    expect(parseAmount(' 100 ', 'EN')).toBe(100);
    for (const bad of ['', 'abc', '1,2,3', '10.555', '-5', '1e3', '١٢']) expect(parseAmount(bad, 'EN')).toBeNull();
  });

  it('MONEY-24 an amount written back into the input reads as the same amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom('PT' as const, 'EN' as const),
        (minor, language) => {
          const amount = minor / 100;
          expect(parseAmount(amountInputText(amount, language), language)).toBe(amount);
        },
      ),
    );
  });
});
