import { formatAmount, type MoneyLanguage } from './money';
import { DEFAULT_CURRENCY } from './spec-constants';

/** CONST-13 / HDR-04: money always with exactly two decimals, grouped as the player's language writes numbers (8.000,00 in PT). */
export function formatMoney(amount: number, language: MoneyLanguage = 'EN'): string {
  return formatAmount(amount, language);
}

/** CONST-11: the currency helper defaults to CNY when no currency is given. */
export function formatCurrency(amount: number, currency: string = DEFAULT_CURRENCY): string {
  return `${currency} ${formatMoney(amount)}`;
}
