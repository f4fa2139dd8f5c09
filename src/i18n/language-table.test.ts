import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromI18nextLanguage, toI18nextLanguage } from './index';
import { LANGUAGE_TABLE, LANGUAGES, languageOfI18nextCode } from '@/lib/languages';
import { intlLocale, languageDirection } from '@/lib/locale';
import { amountInputText, minorUnits, parseAmount, type Minor } from '@/lib/money';
import { formatMoney } from '@/lib/money-format';

describe('the language table (issue 19)', () => {
  it('every language has its catalogue folder, and its code maps back to it, never to another language', () => {
    const folders = readdirSync(join(import.meta.dirname, 'locales')).sort();
    expect(LANGUAGES.map((language) => LANGUAGE_TABLE[language].i18next).sort()).toEqual(folders);
    for (const language of LANGUAGES) {
      expect(fromI18nextLanguage(toI18nextLanguage(language))).toBe(language);
      expect(languageOfI18nextCode(LANGUAGE_TABLE[language].i18next.toUpperCase())).toBe(language);
    }
    expect(languageOfI18nextCode('es')).toBeNull();
    expect(languageOfI18nextCode('fr')).toBeNull();
  });

  it('MONEY-24 money, input and the decimal mark follow the row of the language', () => {
    const amount = minorUnits(125050) as Minor;
    const pt = {
      locale: intlLocale('PT', { region: 'BR', numerals: 'latn' }),
      direction: languageDirection('PT'),
      currency: 'BRL',
    };
    expect(formatMoney(amount, pt)).toBe('R$\u00a01.250,50');
    expect(parseAmount('1.250,50', 'PT')).toBe(125050);
    expect(parseAmount('1,250.50', 'EN')).toBe(125050);
    expect(amountInputText(minorUnits(1250) as Minor, 'PT')).toBe('12,50');
    expect(amountInputText(minorUnits(1250) as Minor, 'EN')).toBe('12.50');
  });
});
