import { describe, expect, it } from 'vitest';
import { formatCurrency, formatMoney } from './format';

describe('money formatting', () => {
  it('CONST-13 money always shows exactly two decimals', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(12)).toBe('12.00');
    expect(formatMoney(12.5)).toBe('12.50');
    expect(formatMoney(1234.567)).toBe('1,234.57');
    expect(formatMoney(-3.1)).toBe('-3.10');
    expect(formatMoney(Number.NaN)).toBe('0.00');
  });

  it('CONST-13 POLISH-03 in PT the grouping and decimal marks are Brazilian', () => {
    expect(formatMoney(8000, 'PT')).toBe('8.000,00');
    expect(formatMoney(1234.567, 'PT')).toBe('1.234,57');
    expect(formatMoney(0, 'PT')).toBe('0,00');
  });

  it('CONST-11 the currency helper defaults to CNY when no currency is given', () => {
    expect(formatCurrency(5)).toBe('CNY 5.00');
    expect(formatCurrency(5, 'BRL')).toBe('BRL 5.00');
  });
});
