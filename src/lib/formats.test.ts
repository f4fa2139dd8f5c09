import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatDateTime,
  formatList,
  formatNumber,
  formatPercent,
  formatPlainNumber,
  formatRelativeTime,
  isoDay,
  localDigits,
} from './formats';
import { configureLocale, intlLocale, likelyRegion } from './locale';
import { setActivePseudoLocale } from './pseudo-locale';

/** 27 Nov 2026, 17:05 in the machine's own time zone (the app shows local times). */
const MATCH = new Date(2026, 10, 27, 17, 5).getTime();
/** Bidi marks Intl puts around AR percent signs and numbers; compared without them where only the figures matter. */
const withoutMarks = (text: string): string => text.replace(/[\u200e\u200f\u061c]/g, '');

afterEach(() => {
  setActivePseudoLocale(null);
  configureLocale({ region: 'BR', numerals: 'latn' });
});

describe('locale of a language and a tenant (LANG-01, LANG-02)', () => {
  it('LANG-01 LANG-02 joins the language, the tenant region, its digits and the Gregorian calendar', () => {
    expect(intlLocale('PT', { region: 'BR', numerals: 'latn' })).toBe('pt-BR-u-ca-gregory-nu-latn');
    expect(intlLocale('AR', { region: 'SA', numerals: 'native' })).toBe('ar-SA-u-ca-gregory-nu-arab');
    expect(intlLocale('EN', { region: 'EG', numerals: 'native' })).toBe('en-EG-u-ca-gregory-nu-latn');
    expect(likelyRegion('PT')).toBe('BR');
    expect(likelyRegion('EN')).toBe('US');
    expect(likelyRegion('AR')).toBe('EG');
  });

  it('LANG-01 a Saudi tenant still dates in the Gregorian calendar (ar-SA alone would be Hijri)', () => {
    configureLocale({ region: 'SA', numerals: 'latn' });
    expect(formatDateTime(MATCH, 'AR', 'date')).toContain('2026');
  });
});

describe('PT formats (LANG-04, LANG-05)', () => {
  it('LANG-04 numbers and percentages are Brazilian: decimal comma, no English point', () => {
    configureLocale({ region: 'BR', numerals: 'latn' });
    expect(formatNumber(1234.5, 'PT')).toBe('1.234,5');
    expect(formatPercent(1.2, 'PT')).toBe('1,2%');
    expect(formatPercent(35, 'PT')).toBe('35%');
    expect(formatPlainNumber(20261127001, 'PT')).toBe('20261127001');
    expect(formatList(['RNG 1,2%', 'LIVE 0,8%'], 'PT')).toBe('RNG 1,2% e LIVE 0,8%');
  });

  it('LANG-05 dates and times have Portuguese month names and a 24-hour clock', () => {
    configureLocale({ region: 'BR', numerals: 'latn' });
    expect(formatDateTime(MATCH, 'PT', 'dayMonthTime')).toBe('27 de nov., 17:05');
    expect(formatDateTime(MATCH, 'PT', 'numericDayMonthTime')).toBe('27/11, 17:05');
    // A 24-hour clock writes the hour in two figures: "01:00", never "1:00".
    expect(formatDateTime(MATCH - 16 * 3_600_000, 'PT', 'dayMonthTime')).toBe('27 de nov., 01:05');
    expect(formatDateTime(MATCH, 'PT', 'date')).toBe('27 de nov. de 2026');
    expect(formatRelativeTime(MATCH - 3 * 86_400_000, MATCH, 'PT')).toBe('há 3 dias');
    expect(formatRelativeTime(MATCH + 2 * 3_600_000, MATCH, 'PT')).toBe('em 2 horas');
  });
});

describe('EN formats (LANG-04, LANG-05)', () => {
  it('LANG-04 LANG-05 US English: point decimals, month first, 12-hour clock', () => {
    configureLocale({ region: 'US', numerals: 'latn' });
    expect(formatNumber(1234.5, 'EN')).toBe('1,234.5');
    expect(formatPercent(1.2, 'EN')).toBe('1.2%');
    expect(formatDateTime(MATCH, 'EN', 'dayMonthTime')).toBe('Nov 27, 5:05 PM');
    expect(formatRelativeTime(MATCH - 86_400_000, MATCH, 'EN')).toBe('yesterday');
    expect(formatList(['a', 'b', 'c'], 'EN')).toBe('a, b, and c');
    expect(formatCountdown(3_725_000, 'EN')).toBe('1:02:05');
    expect(formatCountdown(125_000, 'EN')).toBe('2:05');
    expect(formatCountdown(-5, 'EN')).toBe('0:00');
  });

  it('REL-11 a time no calendar holds reads as a dash, never a RangeError', () => {
    for (const hostile of [1e21, -1e21, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatDateTime(hostile, 'PT')).toBe('—');
    expect(formatDateTime(null, 'EN')).toBe('—');
    expect(isoDay(Date.UTC(2026, 10, 24, 15, 30))).toBe('2026-11-24');
  });
});

describe('AR formats with each digit choice (LANG-03, LANG-05)', () => {
  it('LANG-03 Latin digits (the default): Arabic words, figures 0–9, never "Nov 17:00 27"', () => {
    configureLocale({ region: 'EG', numerals: 'latn' });
    expect(withoutMarks(formatNumber(1234.5, 'AR'))).toBe('1,234.5');
    expect(withoutMarks(formatPercent(1.2, 'AR'))).toBe('1.2%');
    const match = formatDateTime(MATCH, 'AR', 'dayMonthTime');
    expect(match).toContain('نوفمبر');
    expect(match).toMatch(/27/);
    expect(match).not.toMatch(/Nov/);
    expect(formatCountdown(3_725_000, 'AR')).toBe('1:02:05');
    expect(formatRelativeTime(MATCH - 3 * 86_400_000, MATCH, 'AR')).toBe('قبل 3 أيام');
  });

  it('LANG-03 native digits: Arabic-Indic figures in numbers, percentages, dates and clocks', () => {
    configureLocale({ region: 'EG', numerals: 'native' });
    expect(withoutMarks(formatNumber(1234.5, 'AR'))).toBe('١٬٢٣٤٫٥');
    expect(withoutMarks(formatPercent(1.2, 'AR'))).toBe('١٫٢٪');
    expect(formatDateTime(MATCH, 'AR', 'dayMonthTime')).toMatch(/٢٧ نوفمبر/);
    expect(formatCountdown(3_725_000, 'AR')).toBe('١:٠٢:٠٥');
    expect(localDigits('Issue 2026', 'AR')).toBe('Issue ٢٠٢٦');
    expect(formatPlainNumber(42, 'AR')).toBe('٤٢');
    // The other languages of the same tenant keep their Latin digits.
    expect(formatNumber(1234.5, 'EN')).toBe('1,234.5');
  });
});

describe('pseudo-locale formats (LANG-15)', () => {
  it('LANG-15 a formatted value with words carries the pseudo brackets; figures stay plain', () => {
    configureLocale({ region: 'US', numerals: 'latn' });
    setActivePseudoLocale('accented');
    expect(formatDateTime(MATCH, 'EN', 'dayMonthTime')).toMatch(/^\[Ñöṽ 27, 5:05 ÞṀ ~+\]$/);
    expect(formatRelativeTime(MATCH - 86_400_000, MATCH, 'EN')).toMatch(/^\[ýéšţéŕðåý ~+\]$/);
    expect(formatNumber(1234.5, 'EN')).toBe('1,234.5');
    setActivePseudoLocale('rtl');
    expect(formatDateTime(MATCH, 'EN', 'date')).toBe('[\u202eNov 27, 2026\u202c]');
  });
});
