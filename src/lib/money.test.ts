import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addAmounts,
  amountInputText,
  decimalText,
  minorFromWire,
  minorUnits,
  multiplyAmount,
  parseAmount,
  percentOfAmount,
  smallerAmount,
  subtractAmount,
  wireAmount,
  withWireAmounts,
  ZERO,
  type Minor,
} from './money';

const cents = (value: number): Minor => {
  const amount = minorUnits(value);
  if (amount === null) throw new Error(`${String(value)} is not a whole number of cents`);
  return amount;
};

describe('the money codec (MONEY-40)', () => {
  it('MONEY-40 reads the wire major units into minor units exactly', () => {
    expect(minorFromWire(12.5)).toBe(1250);
    expect(minorFromWire(0)).toBe(0);
    expect(minorFromWire(-0)).toBe(0);
    expect(Object.is(minorFromWire(-0), 0)).toBe(true);
    expect(minorFromWire(0.01)).toBe(1);
    expect(minorFromWire(1234567.89)).toBe(123456789);
    expect(minorFromWire(-5.1)).toBe(-510);
    expect(minorFromWire(8000)).toBe(800000);
    // 16 significant digits still round-trip through their shortest text.
    expect(minorFromWire(12345678901234.56)).toBe(1234567890123456);
  });

  it('MONEY-40 drops the residue of float arithmetic, never a real cent', () => {
    expect(minorFromWire(0.1 + 0.2)).toBe(30);
    expect(minorFromWire(1.1 * 3)).toBe(330);
    expect(minorFromWire(0.07 * 100)).toBe(700);
    expect(minorFromWire(19.99 * 3)).toBe(5997);
    expect(minorFromWire(0.1 + 0.2 - 0.3)).toBe(0);
    expect(minorFromWire(-(0.1 + 0.2))).toBe(-30);
  });

  it('MONEY-40 REL-11 an amount that is not one is unreadable (null), never 0', () => {
    for (const broken of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      1e21,
      -1e21,
      Number.MAX_SAFE_INTEGER,
      10.555,
      1.005,
      0.001,
      5e-7,
      null,
      undefined,
      true,
      {},
      [],
    ])
      expect(minorFromWire(broken), typeof broken).toBeNull();
  });

  it('MONEY-40 reads a decimal string digit by digit and refuses any other text', () => {
    expect(minorFromWire('12.50')).toBe(1250);
    expect(minorFromWire(' 7 ')).toBe(700);
    expect(minorFromWire('-0.30')).toBe(-30);
    expect(minorFromWire('0.300')).toBe(30);
    expect(minorFromWire('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    for (const broken of ['', 'abc', '12,50', '1e3', '0x10', '1.005', '12.', '.5', 'NaN', '١٢', '90071992547409.92'])
      expect(minorFromWire(broken), broken).toBeNull();
  });

  it('MONEY-40 writes minor units back as the same major-unit number (every cent below ten trillion, all a double holds)', () => {
    expect(wireAmount(cents(1250))).toBe(12.5);
    expect(JSON.stringify({ amount: wireAmount(cents(30)) })).toBe('{"amount":0.3}');
    expect(wireAmount(cents(-1))).toBe(-0.01);
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }), (value) => {
        const amount = cents(value);
        expect(minorFromWire(JSON.parse(JSON.stringify(wireAmount(amount))) as number)).toBe(amount);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (value) => {
        const amount = cents(value);
        expect(minorFromWire(decimalText(amount))).toBe(amount);
      }),
    );
  });

  it('MONEY-40 writes exact decimal text', () => {
    expect(decimalText(cents(0))).toBe('0.00');
    expect(decimalText(cents(5))).toBe('0.05');
    expect(decimalText(cents(-125050))).toBe('-1250.50');
    expect(decimalText(cents(Number.MAX_SAFE_INTEGER))).toBe('90071992547409.91');
  });
});

describe('money fields of a body (MONEY-50)', () => {
  it('writes the named fields in major units and leaves the rest, nulls and other shapes alone', () => {
    expect(withWireAmounts({ amount: 1250, count: 3, limit: null }, ['amount', 'limit'])).toEqual({
      amount: 12.5,
      count: 3,
      limit: null,
    });
    expect(withWireAmounts(undefined, ['amount'])).toBeUndefined();
    expect(withWireAmounts([1250], ['amount'])).toEqual([1250]);
  });
});

describe('typed amounts (MONEY-24, MONEY-41)', () => {
  it('MONEY-41 reads a decimal comma or point and the language grouping, straight to minor units', () => {
    expect(parseAmount('1.250,50', 'PT')).toBe(125050);
    expect(parseAmount('1250,5', 'PT')).toBe(125050);
    expect(parseAmount('1250.50', 'PT')).toBe(125050);
    expect(parseAmount('1,250.50', 'EN')).toBe(125050);
    expect(parseAmount(' 100 ', 'EN')).toBe(10000);
    expect(parseAmount('0,1', 'PT')).toBe(10);
    expect(parseAmount('1,250.50', 'AR')).toBe(125050);
    for (const bad of ['', 'abc', '1,2,3', '10.555', '-5', '1e3', '99999999999999999'])
      expect(parseAmount(bad, 'EN'), bad).toBeNull();
  });

  it('MONEY-41 MONEY-44 reads Arabic-Indic digits and marks as a phone with an Arabic keyboard types them', () => {
    expect(parseAmount('١٢', 'AR')).toBe(1200);
    expect(parseAmount('١٬٢٥٠٫٥٠', 'AR')).toBe(125050);
    expect(parseAmount('۱۲۵', 'AR')).toBe(12500);
  });

  it('MONEY-41 an amount written back into the input reads as the same amount', () => {
    expect(amountInputText(cents(1250), 'PT')).toBe('12,50');
    expect(amountInputText(cents(1200), 'EN')).toBe('12');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.constantFrom('PT' as const, 'EN' as const, 'AR' as const),
        (value, language) => {
          const amount = cents(value);
          expect(parseAmount(amountInputText(amount, language), language)).toBe(amount);
        },
      ),
    );
  });
});

describe('money arithmetic in minor units (MONEY-42)', () => {
  it('MONEY-42 adds, subtracts and compares whole cents', () => {
    expect(addAmounts(cents(10), cents(20))).toBe(30);
    expect(addAmounts()).toBe(ZERO);
    expect(subtractAmount(cents(10), cents(30))).toBe(-20);
    expect(smallerAmount(cents(500), cents(499))).toBe(499);
    expect(() => addAmounts(cents(Number.MAX_SAFE_INTEGER), cents(1))).toThrow(RangeError);
  });

  it('MONEY-42 a percentage and a multiplier round down to a whole cent, exactly', () => {
    expect(percentOfAmount(cents(10_000), 100)).toBe(10_000);
    expect(percentOfAmount(cents(3333), 20)).toBe(666);
    expect(percentOfAmount(cents(1001), 12.5)).toBe(125);
    expect(percentOfAmount(cents(1), 33.3)).toBe(0);
    expect(multiplyAmount(cents(12_000), 10)).toBe(120_000);
    expect(multiplyAmount(cents(333), 1.5)).toBe(499);
    expect(multiplyAmount(cents(Number.MAX_SAFE_INTEGER), 2)).toBeNull();
    expect(percentOfAmount(cents(100), Number.NaN)).toBeNull();
    expect(percentOfAmount(cents(100), -5)).toBeNull();
  });
});
