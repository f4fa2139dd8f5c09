import { describe, expect, it, vi } from 'vitest';
import { intlLocale, languageDirection, likelyRegion, type Numerals } from './locale';
import { minorUnits, type Minor } from './money';
import { formatMoney, prepareMoneyFormat, type MoneyFormat } from './money-format';
import type { Language } from './languages';

const cents = (value: number): Minor => minorUnits(value) ?? (Number.NaN as Minor);
const NBSP = '\u00a0';
const WJ = '\u2060';
const FSI = '\u2068';
const LRI = '\u2066';
const PDI = '\u2069';
const RLM = '\u200f';
const LRM = '\u200e';
const ALM = '\u061c';

const formatOf = (
  language: Language,
  currency: string | null,
  numerals: Numerals = 'latn',
  symbol: string | null = null,
): MoneyFormat => ({
  locale: intlLocale(language, { region: likelyRegion(language), numerals }),
  direction: languageDirection(language),
  currency,
  symbol,
});

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

describe('money on screen (MONEY-24, MONEY-43)', () => {
  it('MONEY-24 CONST-13 POLISH-03 PT: Brazilian grouping and decimals, the symbol before, Intl minus', () => {
    const pt = formatOf('PT', 'BRL');
    expect(formatMoney(cents(125050), pt)).toBe(`R$${NBSP}1.250,50`);
    expect(formatMoney(cents(800000), pt)).toBe(`R$${NBSP}8.000,00`);
    expect(formatMoney(cents(0), pt)).toBe(`R$${NBSP}0,00`);
    expect(formatMoney(cents(-500), pt)).toBe(`-${WJ}R$${NBSP}5,00`);
    expect(formatMoney(cents(-500), pt, { signed: true })).toBe(`-${WJ}R$${NBSP}5,00`);
    expect(formatMoney(cents(1000), pt, { signed: true })).toBe(`+R$${NBSP}10,00`);
    expect(formatMoney(cents(0), pt, { signed: true })).toBe(`R$${NBSP}0,00`);
    expect(formatMoney(cents(125050), formatOf('PT', 'USD'))).toBe(`US$${NBSP}1.250,50`);
  });

  it('MONEY-24 HDR-04 EN: a dollar tenant reads $8,000.00, never "$ 8,000.00"', () => {
    expect(formatMoney(cents(800000), formatOf('EN', 'USD'))).toBe('$8,000.00');
    expect(formatMoney(cents(800000), formatOf('EN', null, 'latn', '$'))).toBe('$8,000.00');
    expect(formatMoney(cents(125050), formatOf('EN', 'BRL'))).toBe('R$1,250.50');
    expect(formatMoney(cents(-500), formatOf('EN', 'USD'))).toBe(`-${WJ}$5.00`);
    expect(formatMoney(cents(1), formatOf('EN', 'GBP'))).toBe('£0.01');
  });

  it('MONEY-43 MONEY-44 AR with Latin digits: the amount is isolated and US$ reads as US$, after the number', () => {
    const ar = formatOf('AR', 'USD');
    expect(formatMoney(cents(125050), ar)).toBe(`${FSI}${RLM}1,250.50${NBSP}${LRI}US$${PDI}${PDI}`);
    expect(formatMoney(cents(-500), ar)).toBe(`${FSI}${RLM}${LRM}-5.00${NBSP}${LRI}US$${PDI}${PDI}`);
    expect(formatMoney(cents(125050), formatOf('AR', 'EGP'))).toBe(`${FSI}${RLM}1,250.50${NBSP}ج.م.${RLM}${PDI}`);
    expect(formatMoney(cents(125050), formatOf('AR', null, 'latn', '$'))).toBe(`${FSI}${RLM}1,250.50${NBSP}$${PDI}`);
  });

  it('MONEY-43 MONEY-44 AR with Arabic-Indic digits (the tenant’s choice)', () => {
    const ar = formatOf('AR', 'USD', 'native');
    expect(formatMoney(cents(125050), ar)).toBe(`${FSI}${RLM}١٬٢٥٠٫٥٠${NBSP}${LRI}US$${PDI}${PDI}`);
    expect(formatMoney(cents(-500), ar)).toBe(`${FSI}${ALM}-${RLM}٥٫٠٠${NBSP}${LRI}US$${PDI}${PDI}`);
    expect(formatMoney(cents(100), formatOf('AR', 'SAR', 'native'))).toBe(`${FSI}${RLM}١٫٠٠${NBSP}ر.س.${RLM}${PDI}`);
  });

  it('MONEY-44 the digit choice changes nothing where a language has no digits of its own', () => {
    for (const language of ['PT', 'EN'] as const)
      expect(formatMoney(cents(125050), formatOf(language, 'BRL', 'native'))).toBe(
        formatMoney(cents(125050), formatOf(language, 'BRL', 'latn')),
      );
  });

  it('MONEY-43 CONST-11 without a code the wallet symbol takes the locale’s place; without either, CNY', () => {
    expect(formatMoney(cents(500), formatOf('PT', null, 'latn', 'R$'))).toBe(`R$${NBSP}5,00`);
    expect(formatMoney(cents(500), formatOf('PT', 'not a code', 'latn', ' R$ '))).toBe(`R$${NBSP}5,00`);
    expect(formatMoney(cents(500), formatOf('EN', null))).toBe(`CN¥5.00`);
    expect(formatMoney(cents(500), formatOf('EN', 'brl', 'latn', ''))).toBe(`CN¥5.00`);
    // A well-formed code the platform made up still shows as its code.
    expect(formatMoney(cents(100), formatOf('EN', 'ZZZ'))).toBe(`ZZZ${NBSP}1.00`);
  });

  it('MONEY-43 amounts beyond a double’s cents still show every digit', () => {
    expect(formatMoney(cents(Number.MAX_SAFE_INTEGER), formatOf('EN', 'USD'))).toBe('$90,071,992,547,409.91');
  });

  it('MONEY-24 SPEED-14 one formatter per locale and currency, and the one prepared as the wallet arrives is reused', () => {
    const eur = formatOf('PT', 'EUR');
    const built = formattersBuiltBy(() => {
      for (let row = 0; row < 200; row += 1) expect(formatMoney(cents(row), eur)).toContain('€');
    });
    expect(built).toBeLessThanOrEqual(1);
    const chf = formatOf('PT', 'CHF');
    expect(formattersBuiltBy(() => prepareMoneyFormat(chf))).toBe(1);
    expect(formattersBuiltBy(() => expect(formatMoney(cents(250), chf)).toBe(`CHF${NBSP}2,50`))).toBe(0);
  });
});
