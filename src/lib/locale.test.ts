import { describe, expect, it } from 'vitest';
import { intlLocale, languageDirection } from './locale';

describe('locale (issue 37, MONEY-44)', () => {
  it('MONEY-44 shows Latin digits unless the tenant chooses the language’s own', () => {
    const latin = intlLocale('AR', { region: 'EG', numerals: 'latn' });
    const native = intlLocale('AR', { region: 'EG', numerals: 'native' });
    expect(new Intl.NumberFormat(latin).format(1250.5)).toBe('1,250.5');
    expect(new Intl.NumberFormat(native).format(1250.5)).toBe('١٬٢٥٠٫٥');
    // A language without digits of its own keeps Latin ones whatever the tenant asks.
    expect(intlLocale('PT', { region: 'BR', numerals: 'native' })).toBe('pt-BR-u-ca-gregory-nu-latn');
  });

  it('names the writing direction of each UI language', () => {
    expect(languageDirection('AR')).toBe('rtl');
    expect(languageDirection('PT')).toBe('ltr');
  });
});
