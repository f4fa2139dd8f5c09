import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SandboxHttpError } from './http.ts';
import { bodyInMinorUnits, formattedMoney, money, moneyOrNull, percentOf, wireMinor, wireText } from './money.ts';

/** The sandbox's one money module (issue 38, MONEY-51): minor units inside, the wire's major units at its edges. */

describe('sandbox money', () => {
  it('MONEY-51 an answer holds minor units and JSON writes major units', () => {
    const answer = { amount: money(1250_50), bonus: moneyOrNull(null), fee: moneyOrNull(7), list: [money(-3_05)] };
    expect(answer.amount.minor).toBe(1250_50);
    expect(JSON.parse(JSON.stringify(answer))).toEqual({ amount: 1250.5, bonus: null, fee: 0.07, list: [-3.05] });
  });

  it("MONEY-51 a request's named money fields are read into minor units; a third decimal is refused", () => {
    expect(bodyInMinorUnits({ amount: 19.99, requestId: 'r-1', count: 3 }, ['amount'])).toEqual({
      amount: 19_99,
      requestId: 'r-1',
      count: 3,
    });
    // 0.1 + 0.2 style floats still read as whole cents.
    expect(bodyInMinorUnits({ amount: 0.1 + 0.2 }, ['amount'])).toEqual({ amount: 30 });
    // Null (no limit), absent and non-number fields are left for the route's schema.
    expect(bodyInMinorUnits({ depositDaily: null, lossDaily: '5' }, ['depositDaily', 'lossDaily', 'x'])).toEqual({
      depositDaily: null,
      lossDaily: '5',
    });
    expect(bodyInMinorUnits('cipher', ['amount'])).toBe('cipher');
    expect(bodyInMinorUnits({ amount: 5 }, undefined)).toEqual({ amount: 5 });
    expect(() => bodyInMinorUnits({ amount: 10.005 }, ['amount'])).toThrow(SandboxHttpError);
    expect(() => bodyInMinorUnits({ amount: 10.005 }, ['amount'])).toThrow('amount: at most two decimals');
  });

  it('MONEY-51 control API amounts are written in major units and read in minor units', () => {
    const schema = z.object({ stake: wireMinor(0.01, 100) });
    expect(schema.parse({ stake: 2.5 })).toEqual({ stake: 2_50 });
    expect(schema.safeParse({ stake: 2.505 }).success).toBe(false);
    expect(schema.safeParse({ stake: 0 }).success).toBe(false);
    expect(schema.safeParse({ stake: 100.01 }).success).toBe(false);
  });

  it('MONEY-51 texts and rates stay exact', () => {
    expect(wireText(100_00)).toBe('100.00');
    expect(wireText(5)).toBe('0.05');
    expect(formattedMoney(1234_56, 'pt-BR', 'BRL')).toMatch(/R\$\s1\.234,56/);
    expect(percentOf(999, 10)).toBe(99);
    expect(percentOf(-999, 10)).toBe(-100);
  });
});
