import { LANGUAGE_TABLE, type Language } from './languages';
import type { LanguageCode } from './language-codes';

/**
 * The Intl locale of a UI language for one tenant (issue 37, issue 38): the
 * language table's locale with the digits the tenant chose. Money, numbers,
 * percentages, dates and times all format with it, so a page never shows two
 * digit systems. Pure: the React side reads the tenant's choice through
 * `useIntlLocale()` (src/i18n).
 */

/** Which digits a tenant shows: Latin (0-9) everywhere, or the language's own where it has them (Arabic-Indic for AR). */
export const DIGIT_CHOICES = ['latin', 'native'] as const;
export type DigitChoice = (typeof DIGIT_CHOICES)[number];

/**
 * Latin unless the tenant asks otherwise (docs/decisions.md, MONEY-44): the
 * amounts players type on a phone keypad are Latin digits, most Arabic-language
 * operators (Gulf, Maghreb) print Latin digits, and CLDR 48 made Latin the
 * default of plain `ar` too.
 */
export const DEFAULT_DIGITS: DigitChoice = 'latin';

/** The CLDR numbering system of each language code whose script has digits of its own. */
const NATIVE_DIGITS: Readonly<Partial<Record<LanguageCode, string>>> = {
  AR: 'arab',
  FA: 'arabext',
  UR: 'arabext',
  BN: 'beng',
  HI: 'deva',
  NE: 'deva',
  MY: 'mymr',
  TH: 'thai',
  LO: 'laoo',
  KM: 'khmr',
};

const locales = new Map<string, string>();

/** The Intl locale (a BCP 47 tag with its `-u-nu-` numbering system) for `language` and the tenant's `digits`. */
export function intlLocale(language: Language, digits: DigitChoice = DEFAULT_DIGITS): string {
  const key = `${language}|${digits}`;
  let locale = locales.get(key);
  if (locale === undefined) {
    const numberingSystem = (digits === 'native' ? NATIVE_DIGITS[language] : undefined) ?? 'latn';
    locale = new Intl.Locale(LANGUAGE_TABLE[language].locale, { numberingSystem }).toString();
    locales.set(key, locale);
  }
  return locale;
}

/** The writing direction of a UI language (the language table's). */
export const languageDirection = (language: Language): 'ltr' | 'rtl' => LANGUAGE_TABLE[language].direction;
