import { readMoney } from '@/platform/lenient';
import { useMoney } from '@/session';

/**
 * Amounts of the game screens (jackpots, a game's minimum bet), sent in the
 * wire's major units, shown the one way money is shown (useMoney: the
 * wallet's currency, or for a guest the site's, in the player's language).
 * A jackpot grows between reads (jackpots/jackpot-clock.ts), so its value
 * may carry fractions of a cent: it is shown to the cent. An unreadable
 * amount shows a dash, never 0.
 */
export function useGameMoney(): (amount: number) => string {
  const { format } = useMoney();
  return (amount: number) => {
    const minor = Number.isFinite(amount) ? readMoney(Number(amount.toFixed(2))) : null;
    return minor === null ? '—' : format(minor);
  };
}
