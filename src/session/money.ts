import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/i18n';
import { formatAmount, formatSignedAmount, parseAmount } from '@/lib/money';
import { useSessionInfo } from '@/platform/session';
import { walletQuery } from './member';

/** Money in the wallet's currency and the player's language (MONEY-24), for every money page. */
export function useMoney() {
  const language = useLanguage();
  const session = useSessionInfo();
  const wallet = useQuery(walletQuery(session?.token ?? null));
  const currency = wallet.data?.currency ?? null;
  return {
    language,
    currency,
    format: (amount: number) => formatAmount(amount, language, currency),
    signed: (amount: number) => formatSignedAmount(amount, language, currency),
    parse: (text: string) => parseAmount(text, language),
  };
}
