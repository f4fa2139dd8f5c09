import { useQuery } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { currentIntlLocale, currentLanguage, useLanguage } from '@/i18n';
import type { Language } from '@/lib/languages';
import { languageDirection, localeOf } from '@/lib/locale';
import { amountInputText, parseAmount, type Minor } from '@/lib/money';
import { formatMoney, type MoneyFormat } from '@/lib/money-format';
import { useToken } from '@/platform/session';
import { useSite, useSiteSettings } from '@/tenant/site';
import { MoneyText } from '@/ui';
import { walletQuery, type Wallet } from './member';

/**
 * The one way to show money (MONEY-24, MONEY-43): every page, the header and
 * the agent home format an amount here, in the player's locale (the tenant's
 * digits) and the wallet's currency — its ISO code from the wallet or the site
 * settings, else its symbol (the spec's wallet has only the symbol).
 */

export interface Money {
  readonly language: Language;
  /** An amount as text, for a sentence or a label (isolated in right-to-left languages, unbreakable). */
  readonly format: (amount: Minor) => string;
  /** The same with + before a gain (records, profit and loss); a loss has Intl's minus either way. */
  readonly signed: (amount: Minor) => string;
  /** An amount standing on its own (a balance, a figure): a `<bdi>` that never wraps. */
  readonly show: (amount: Minor, options?: { readonly signed?: boolean }) => ReactElement;
  /** What the player typed, in minor units, or null (MONEY-41). */
  readonly parse: (text: string) => Minor | null;
  /** An amount as it goes back into an input. */
  readonly inputText: (amount: Minor) => string;
}

function moneyFormat(
  locale: string,
  language: Language,
  wallet: Wallet | undefined,
  siteCurrency: string | null,
): MoneyFormat {
  return {
    locale,
    direction: languageDirection(language),
    currency: wallet?.currency ?? siteCurrency,
    symbol: wallet?.currencySymbol ?? null,
  };
}

/** How money is shown now, outside React: the wallet answer's callback prepares its formatter with it (issue 15). */
export function currentMoneyFormat(wallet: Wallet): MoneyFormat {
  return moneyFormat(currentIntlLocale(), currentLanguage(), wallet, useSite.getState().settings.currency);
}

/** Money in the wallet's currency and the player's locale (MONEY-24, MONEY-43), for every money page. */
export function useMoney(): Money {
  const language = useLanguage();
  // The locale follows the language: one subscription to the texts per money reader, not two.
  const locale = localeOf(language);
  const wallet = useQuery(walletQuery(useToken()));
  const settings = useSiteSettings();
  const format = moneyFormat(locale, language, wallet.data, settings.currency);
  return {
    language,
    format: (amount) => formatMoney(amount, format),
    signed: (amount) => formatMoney(amount, format, { signed: true }),
    show: (amount, options) => createElement(MoneyText, null, formatMoney(amount, format, options)),
    parse: (text) => parseAmount(text, language),
    inputText: (amount) => amountInputText(amount, language),
  };
}
