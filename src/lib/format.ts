import { DEFAULT_CURRENCY, MONEY_DECIMALS } from './spec-constants';

/** CONST-13 / HDR-04: money always with exactly two decimals. */
export function formatMoney(amount: number): string {
  const safe = Number.isFinite(amount) ? amount : 0;
  return safe.toLocaleString('en-US', { minimumFractionDigits: MONEY_DECIMALS, maximumFractionDigits: MONEY_DECIMALS });
}

/** CONST-11: the currency helper defaults to CNY when no currency is given. */
export function formatCurrency(amount: number, currency: string = DEFAULT_CURRENCY): string {
  return `${currency} ${formatMoney(amount)}`;
}
