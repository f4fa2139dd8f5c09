import { LANGUAGE_CODE_FACTS, type LanguageFacts } from './language-codes';
import { LANGUAGES, PACK_ORIGINS, type Language } from './language-packs';

/**
 * One language table (issue 19): every place that needs a fact about a UI
 * language — its i18next code, the `<html lang>` tag, the Intl locale of
 * numbers, money and dates, the writing direction, the decimal mark players
 * type — reads it here. The languages are the packs of src/i18n/packs.json
 * (generated into language-packs.ts); their facts come from the table of
 * every code of 000 §1, so a pack can never map silently to PT.
 */

export { LANGUAGES, type Language } from './language-packs';

export const LANGUAGE_TABLE: Readonly<Record<Language, LanguageFacts>> = Object.fromEntries(
  LANGUAGES.map((language) => [language, LANGUAGE_CODE_FACTS[language]]),
) as Record<Language, LanguageFacts>;

/** The languages the spec requires complete (EN and PT); every other pack falls back to EN for a missing text. */
export const isSpecLanguage = (language: Language): boolean => PACK_ORIGINS[language] === 'spec';

/**
 * A pack still being translated (a scaffold) lacks texts on every screen, so
 * its EN fallback loads with it at start; a complete pack (machine-drafted:
 * a test holds it complete) starts alone and borrows EN only when a text
 * turns out missing (src/i18n, SPEED-32).
 */
export const borrowsAtStart = (language: Language): boolean => PACK_ORIGINS[language] === 'scaffold';

/** The language of an i18next code (any case), or null when no row has it. */
export function languageOfI18nextCode(code: string | undefined): Language | null {
  const lower = code?.toLowerCase();
  return LANGUAGES.find((language) => LANGUAGE_TABLE[language].i18next === lower) ?? null;
}
