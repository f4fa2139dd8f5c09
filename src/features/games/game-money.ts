import { useMemo } from 'react';
import { formatAmount } from '@/lib/money';
import { useMoney } from '@/session';
import { useSiteSettings } from '@/tenant/site';

/**
 * Amounts of the game screens (jackpots, a game's minimum bet) in the
 * wallet's currency and the player's language (useMoney), or, for a guest,
 * in the site's currency (the consolidated settings), so a guest sees R$ too.
 */
export function useGameMoney(): (amount: number) => string {
  const { language, currency } = useMoney();
  const siteCurrency = useSiteSettings().currency;
  const shownCurrency = currency ?? siteCurrency;
  return useMemo(() => (amount: number) => formatAmount(amount, language, shownCurrency), [language, shownCurrency]);
}
