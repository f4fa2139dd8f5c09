/**
 * Money in the app (issue 38; MONEY-40..43): an amount is an integer of minor
 * units (cents) from the moment it is read to the moment it is shown. The
 * platform's wire keeps its major-unit numbers (12.5 is R$ 12,50); this file
 * is the one place that turns them into minor units and back, and the one
 * place that reads what a player typed. Every conversion goes through decimal
 * text, never through a float multiplication, so 0.1 + 0.2 cannot drift.
 * Arithmetic and comparisons stay in minor units; Intl formats at the edge
 * (money-format.ts).
 */

import * as z from 'zod/mini';
import { LANGUAGE_TABLE, LANGUAGES, type Language } from './languages';
import { MONEY_DECIMALS } from './spec-constants';

export type MoneyLanguage = Language;

/**
 * The language table's Intl locale of each UI language. Dates read it from
 * here (src/lib/dates.ts); money formats with `intlLocale` (src/lib/locale.ts),
 * which adds the tenant's digits.
 */
export const MONEY_LOCALES: Readonly<Record<MoneyLanguage, string>> = Object.fromEntries(
  LANGUAGES.map((language) => [language, LANGUAGE_TABLE[language].locale]),
) as Record<MoneyLanguage, string>;

declare const minorUnitsBrand: unique symbol;
/** An amount of money in minor units (cents of the wallet's currency): a safe integer, negative for a debit. */
export type Minor = number & { readonly [minorUnitsBrand]: true };

/** No money. */
export const ZERO = 0 as Minor;

/** The smallest amount: one minor unit (one cent). */
export const SMALLEST_AMOUNT = 1 as Minor;

/** A safe integer count of minor units as an amount (a constant, a sum the code built), or null. */
export function minorUnits(value: number): Minor | null {
  return Number.isSafeInteger(value) ? ((value === 0 ? 0 : value) as Minor) : null;
}

function checked(value: number): Minor {
  const amount = minorUnits(value);
  if (amount === null) throw new RangeError(`${String(value)} is not a whole number of minor units`);
  return amount;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/**
 * A decimal written in text ("-1250.5", "1e3") as minor units, digit by
 * digit: null when it has more than MONEY_DECIMALS significant decimals or
 * is too large to count in cents exactly.
 */
function minorFromDecimalText(text: string): Minor | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > 30) return null;
  let digits = whole + fraction;
  let point = whole.length + exponent;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const units = digits.slice(0, point);
  const cents = digits.slice(point).replace(/0+$/, '');
  if (cents.length > MONEY_DECIMALS) return null;
  const value = Number(`${units}${cents.padEnd(MONEY_DECIMALS, '0')}`);
  return minorUnits(sign ? -value : value);
}

/** Below this a wire number is the float residue of a sum that came to nothing (0.1 + 0.2 - 0.3). */
const RESIDUE_OF_ZERO = 1e-9;
/** Doubles below this hold every cent: 15 significant digits survive any round trip through one. */
const CENTS_EXACT_BELOW = 1e13;

/**
 * Reads an amount the platform sent in major units (REL-11, MONEY-40): a
 * number (12.5), or a decimal string ("12.50") as some platforms send. A
 * number is read from its shortest decimal text, and a float residue
 * (0.30000000000000004) is dropped at 15 significant digits; an amount with
 * cents of cents, beyond the safe integers, not finite, or of another type is
 * null — an unreadable amount, never 0.
 */
export function minorFromWire(value: unknown): Minor | null {
  if (typeof value === 'string') {
    const text = value.trim();
    return /^-?\d+(\.\d+)?$/.test(text) ? minorFromDecimalText(text) : null;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (Math.abs(value) < RESIDUE_OF_ZERO) return ZERO;
  const exact = minorFromDecimalText(String(value));
  if (exact !== null || Math.abs(value) >= CENTS_EXACT_BELOW) return exact;
  return minorFromDecimalText(value.toPrecision(15));
}

/**
 * REL-11, MONEY-40: an amount of money in an answer as a schema reads it:
 * minor units, with no fallback. An amount that cannot be read drops its row
 * (in a lenient list, src/platform/lenient.ts) or fails its read, and is
 * never shown as 0.
 */
export const moneyAmount = z.pipe(
  z.unknown(),
  z.transform((value, context): Minor => {
    const amount = minorFromWire(value);
    if (amount !== null) return amount;
    context.issues.push({ code: 'custom', message: 'not an amount of money', input: value });
    return z.NEVER;
  }),
);

/**
 * An amount as the wire writes it, in major units. Dividing a whole number of
 * cents by 100 gives the double nearest the decimal, which JSON writes as
 * exactly that decimal (1234 → 12.34).
 */
export function wireAmount(amount: Minor): number {
  return amount / 10 ** MONEY_DECIMALS;
}

/**
 * A body with its money fields (MONEY-50: the endpoint table names them) in
 * the wire's major units; other fields, and a money field that is null or
 * absent (a limit switched off), pass unchanged.
 */
export function withWireAmounts(body: unknown, fields: readonly string[]): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const wire: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of fields) {
    const amount = wire[field];
    if (typeof amount === 'number') wire[field] = wireAmount(amount as Minor);
  }
  return wire;
}

/** The amount as an exact decimal text in major units ("-1250.50"), for Intl and inputs. */
export function decimalText(amount: Minor): `${number}` {
  const digits = String(Math.abs(amount)).padStart(MONEY_DECIMALS + 1, '0');
  const point = digits.length - MONEY_DECIMALS;
  return `${amount < 0 ? '-' : ''}${digits.slice(0, point)}.${digits.slice(point)}` as `${number}`;
}

/** Arabic-Indic and extended Arabic-Indic digits and marks, as a phone with an Arabic keyboard types them. */
function latinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
}

/**
 * Reads what a player typed (MONEY-24, MONEY-41): digits (Latin or Arabic),
 * at most one decimal separator (comma or point) followed by one or two
 * digits; the thousands separators of the player's language are allowed
 * before it. Anything else is null. Straight to minor units, no float.
 */
export function parseAmount(text: string, language: Language): Minor | null {
  const trimmed = latinDigits(text).replace(/\s/g, '');
  if (trimmed === '') return null;
  const decimal = LANGUAGE_TABLE[language].decimalMark;
  const thousands = decimal === ',' ? '.' : ',';
  // "1.250,50" / "1,250.50" with the language's separators.
  const grouped = new RegExp(`^\\d{1,3}(\\${thousands}\\d{3})+(\\${decimal}\\d{1,2})?$`);
  let normal: string;
  if (grouped.test(trimmed)) normal = trimmed.split(thousands).join('').replace(decimal, '.');
  else if (/^\d+([.,]\d{1,2})?$/.test(trimmed)) normal = trimmed.replace(',', '.');
  else return null;
  return minorFromDecimalText(normal);
}

/** The amount as it goes back into an input: no grouping, cents only when there are some, the language's decimal mark. */
export function amountInputText(amount: Minor, language: Language): string {
  const text = decimalText(amount).replace(/\.0+$/, '');
  return LANGUAGE_TABLE[language].decimalMark === ',' ? text.replace('.', ',') : text;
}

/** The sum of amounts. */
export function addAmounts(...amounts: readonly Minor[]): Minor {
  return checked(amounts.reduce<number>((sum, amount) => sum + amount, 0));
}

/** `from` less `amount`. */
export function subtractAmount(from: Minor, amount: Minor): Minor {
  return checked(from - amount);
}

/** The smaller of two amounts. */
export const smallerAmount = (first: Minor, second: Minor): Minor => (second < first ? second : first);

/** A ratio the platform sent (a percentage, a multiplier) as an exact fraction, or null when it is not a plain decimal. */
function exactRatio(ratio: number): { numerator: bigint; denominator: bigint } | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(ratio));
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/**
 * `amount` times a ratio (a bonus multiplier, a turnover requirement),
 * rounded down to a whole minor unit as the platform credits; null when the
 * ratio is not a plain non-negative decimal. Exact: integer arithmetic.
 */
export function multiplyAmount(amount: Minor, ratio: number, divisor = 1): Minor | null {
  const exact = exactRatio(ratio);
  if (!exact) return null;
  return minorUnits(Number((BigInt(amount) * exact.numerator) / (exact.denominator * BigInt(divisor))));
}

/** `percent` % of `amount`, rounded down to a whole minor unit (a deposit bonus). */
export const percentOfAmount = (amount: Minor, percent: number): Minor | null => multiplyAmount(amount, percent, 100);
