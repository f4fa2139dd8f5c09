import { describe, expect, it } from 'vitest';
import { DEFAULT_DIGITS, intlLocale, languageDirection } from './locale';

describe('the Intl locale of a language for a tenant (MONEY-44)', () => {
  it('MONEY-44 Latin digits by default; Arabic-Indic for AR when the tenant asks', () => {
    expect(DEFAULT_DIGITS).toBe('latin');
    expect(intlLocale('AR')).toBe('ar-u-nu-latn');
    expect(intlLocale('AR', 'native')).toBe('ar-u-nu-arab');
    expect(new Intl.NumberFormat(intlLocale('AR', 'native')).format(1250.5)).toBe('١٬٢٥٠٫٥');
    expect(new Intl.NumberFormat(intlLocale('AR')).format(1250.5)).toBe('1,250.5');
  });

  it('MONEY-44 PT and EN keep their table locale, with Latin digits either way', () => {
    expect(intlLocale('PT')).toBe('pt-BR-u-nu-latn');
    expect(intlLocale('PT', 'native')).toBe('pt-BR-u-nu-latn');
    expect(intlLocale('EN', 'native')).toBe('en-US-u-nu-latn');
    expect(languageDirection('AR')).toBe('rtl');
    expect(languageDirection('PT')).toBe('ltr');
  });
});
