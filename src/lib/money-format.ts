/**
 * Money on screen (MONEY-24, MONEY-42, MONEY-43): the one formatter of an
 * amount, through `Intl.NumberFormat` in the player's locale (src/lib/locale.ts)
 * and the wallet's currency, with exactly two decimals (CONST-13). What Intl
 * leaves to the page is settled here, so every amount reads the same in a
 * header, a button or a sentence:
 * - the sign is Intl's (no hand-written minus next to Intl's own);
 * - nothing inside an amount lets a line break (a word joiner between a minus
 *   and a currency symbol; Intl spaces with no-break spaces);
 * - in a right-to-left language the amount is a first-strong isolate
 *   (FSI…PDI, the text form of `<bdi>`), so a sentence around it cannot
 *   reorder it, and a currency symbol in Latin letters (US$, R$) is a
 *   left-to-right isolate, so it reads "US$" and not "$US".
 */

import { decimalText, type Minor } from './money';
import { DEFAULT_CURRENCY, MONEY_DECIMALS } from './spec-constants';

/** How money is shown for one player: the Intl locale, its direction, and the wallet's currency. */
export interface MoneyFormat {
  readonly locale: string;
  readonly direction: 'ltr' | 'rtl';
  /** An ISO 4217 code, when the platform gives one (the wallet, the site settings). */
  readonly currency?: string | null;
  /** The wallet's currency symbol, used when there is no code (the spec's wallet has only the symbol). */
  readonly symbol?: string | null;
}

const FIRST_STRONG_ISOLATE = '\u2068';
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
const WORD_JOINER = '\u2060';
/** ISO 4217's "no currency": Intl shows it as ¤, which stands in for a symbol it does not know. */
const SYMBOL_STAND_IN = 'XXX';
/** A letter of a left-to-right script (bidi class L) in a currency symbol. */
const LEFT_TO_RIGHT_LETTER = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;

/**
 * A well-formed ISO 4217 code, or null. Three capital letters is all `Intl`
 * checks: it formats any such code, known or not, so no formatter needs
 * building to ask (one built per amount cost the deposit page 20–40 ms of its
 * first render: issue 15).
 */
function currencyCode(currency: string | null | undefined): string | null {
  return currency && /^[A-Z]{3}$/.test(currency) ? currency : null;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, signed: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${signed ? '±' : ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: MONEY_DECIMALS,
      maximumFractionDigits: MONEY_DECIMALS,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    formatters.set(key, found);
  }
  return found;
}

/** The currency Intl formats with: the code; else the stand-in for the wallet's symbol; else CNY (CONST-11). */
function formatCurrency(format: MoneyFormat): { code: string; symbol: string | null } {
  const code = currencyCode(format.currency);
  if (code) return { code, symbol: null };
  const symbol = format.symbol?.trim();
  return symbol ? { code: SYMBOL_STAND_IN, symbol } : { code: DEFAULT_CURRENCY, symbol: null };
}

/**
 * An amount as text (see the file comment): `signed` writes + before a gain
 * (records, profit and loss); a loss always has Intl's minus.
 */
export function formatMoney(amount: Minor, format: MoneyFormat, options: { readonly signed?: boolean } = {}): string {
  const currency = formatCurrency(format);
  const rtl = format.direction === 'rtl';
  const parts = formatter(format.locale, currency.code, options.signed ?? false).formatToParts(decimalText(amount));
  const text = parts
    .map((part, index) => {
      if (part.type === 'currency') {
        const symbol = currency.symbol ?? part.value;
        return rtl && LEFT_TO_RIGHT_LETTER.test(symbol)
          ? `${LEFT_TO_RIGHT_ISOLATE}${symbol}${POP_DIRECTIONAL_ISOLATE}`
          : symbol;
      }
      // Chromium breaks a line between a hyphen-minus and a letter ("-" / "R$ 5,00"); a plus or a digit holds on.
      const minusBeforeSymbol = part.type === 'minusSign' && parts[index + 1]?.type === 'currency';
      return minusBeforeSymbol ? `${part.value}${WORD_JOINER}` : part.value;
    })
    .join('');
  return rtl ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}

/**
 * Builds (and keeps) the formatter `formatMoney` will use. The first currency
 * formatter loads the locale's currency data (about 10 ms on a fast machine,
 * 40 on a phone): called where an answer with a currency arrives, that happens
 * in the answer's task instead of in the render that shows the first amount
 * (issue 15).
 */
export function prepareMoneyFormat(format: MoneyFormat): void {
  formatter(format.locale, formatCurrency(format).code, false);
}
