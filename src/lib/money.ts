/**
 * Money on screen (MONEY-24): `Intl.NumberFormat` in the wallet's currency
 * and the player's language (R$ 1.250,50 in PT, $1,250.50 in EN), and amount
 * input that takes a decimal comma or point, as players type on a phone.
 */

import { LANGUAGE_TABLE, LANGUAGES, type Language } from './languages';
import { MONEY_DECIMALS } from './spec-constants';

export type MoneyLanguage = Language;

/** The Intl locale of each UI language for numbers and money (the language table's). */
export const MONEY_LOCALES: Readonly<Record<MoneyLanguage, string>> = Object.fromEntries(
  LANGUAGES.map((language) => [language, LANGUAGE_TABLE[language].locale]),
) as Record<MoneyLanguage, string>;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string | null): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = currency
      ? new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: MONEY_DECIMALS,
          maximumFractionDigits: MONEY_DECIMALS,
        })
      : new Intl.NumberFormat(locale, { minimumFractionDigits: MONEY_DECIMALS, maximumFractionDigits: MONEY_DECIMALS });
    formatters.set(key, found);
  }
  return found;
}

/**
 * A well-formed ISO 4217 code, or null (a broken server value falls back to a
 * plain number). Three capital letters is all `Intl` itself checks: it formats
 * any such code, known or not, so no formatter needs building to ask (one
 * built per amount cost the deposit page 20–40 ms of its first render: issue 15).
 */
function currencyCode(currency: string | null | undefined): string | null {
  return currency && /^[A-Z]{3}$/.test(currency) ? currency : null;
}

export function formatAmount(amount: number, language: MoneyLanguage, currency?: string | null): string {
  const safe = Number.isFinite(amount) ? amount : 0;
  return formatter(MONEY_LOCALES[language], currencyCode(currency)).format(safe);
}

/**
 * Builds (and keeps) the formatter `formatAmount` will use for `language`
 * (an upper-case UI code) and `currency`. The first currency formatter loads
 * the locale's currency data (about 10 ms on a fast machine, 40 on a phone):
 * called where an answer with a currency arrives, that happens in the
 * answer's task instead of in the render that shows the first amount (issue 15).
 */
export function prepareMoneyFormat(language: string, currency: string | null | undefined): void {
  const locale = (MONEY_LOCALES as Readonly<Partial<Record<string, string>>>)[language];
  if (locale) formatter(locale, currencyCode(currency));
}

/** A signed amount for records: +R$ 10,00 / −R$ 5,00. */
export function formatSignedAmount(amount: number, language: MoneyLanguage, currency?: string | null): string {
  const text = formatAmount(Math.abs(amount), language, currency);
  return amount > 0 ? `+${text}` : amount < 0 ? `−${text}` : text;
}

/**
 * Reads what a player typed: digits with at most one decimal separator (comma
 * or point) followed by one or two digits; thousands separators of the
 * player's language are allowed before it. Anything else is null.
 */
export function parseAmount(text: string, language: MoneyLanguage): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  const decimal = LANGUAGE_TABLE[language].decimalMark;
  const thousands = decimal === ',' ? '.' : ',';
  // "1.250,50" / "1,250.50" with the language's separators.
  const grouped = new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})+(\\${decimal}\\d{1,2})?$`);
  let normal: string;
  if (grouped.test(trimmed)) normal = trimmed.split(thousands).join('').replace(decimal, '.');
  else if (/^\d+([.,]\d{1,2})?$/.test(trimmed)) normal = trimmed.replace(',', '.');
  else return null;
  const value = Number(normal);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

/** The amount as it goes back into an input: no grouping, the language's decimal separator. */
export function amountInputText(amount: number, language: MoneyLanguage): string {
  const text = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return LANGUAGE_TABLE[language].decimalMark === ',' ? text.replace('.', ',') : text;
}
