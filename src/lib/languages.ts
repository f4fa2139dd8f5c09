/**
 * One language table (issue 19): every place that needs a fact about a UI
 * language — its i18next code, the `<html lang>` tag, the Intl locale of
 * numbers, money and dates, the writing direction, the decimal mark players
 * type — reads it here. A language added to LANGUAGES without its row is a
 * type error, so nothing falls back to PT unnoticed.
 */

export const LANGUAGES = ['PT', 'EN'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface LanguageFacts {
  /** The i18next code and the catalogue folder (src/i18n/locales/<code>/). */
  readonly i18next: string;
  /** `<html lang>`. */
  readonly htmlLang: string;
  /** Intl locale for numbers, money and dates. */
  readonly locale: string;
  readonly direction: 'ltr' | 'rtl';
  /** What players type between units and cents; the other mark groups thousands. */
  readonly decimalMark: ',' | '.';
}

export const LANGUAGE_TABLE = {
  PT: { i18next: 'pt', htmlLang: 'pt-BR', locale: 'pt-BR', direction: 'ltr', decimalMark: ',' },
  EN: { i18next: 'en', htmlLang: 'en', locale: 'en-US', direction: 'ltr', decimalMark: '.' },
} as const satisfies Readonly<Record<Language, LanguageFacts>>;

/** The language of an i18next code (any case), or null when no row has it. */
export function languageOfI18nextCode(code: string | undefined): Language | null {
  const lower = code?.toLowerCase();
  return LANGUAGES.find((language) => LANGUAGE_TABLE[language].i18next === lower) ?? null;
}
