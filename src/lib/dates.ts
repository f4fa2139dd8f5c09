import { MONEY_LOCALES, type MoneyLanguage } from './money';

/** Dates and times through Intl.DateTimeFormat in the player's language (records, orders, logins). */

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(language: MoneyLanguage, style: 'date' | 'dateTime' | 'time'): Intl.DateTimeFormat {
  const key = `${language}|${style}`;
  let found = cache.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      style === 'date'
        ? { dateStyle: 'medium' }
        : style === 'time'
          ? { timeStyle: 'short' }
          : { dateStyle: 'short', timeStyle: 'short' };
    found = new Intl.DateTimeFormat(MONEY_LOCALES[language], options);
    cache.set(key, found);
  }
  return found;
}

/** A dash for no time, and for one no calendar holds (beyond ±8.64e15 ms Intl throws a RangeError, REL-11). */
export function formatDateTime(
  epochMs: number | null | undefined,
  language: MoneyLanguage,
  style: 'date' | 'dateTime' | 'time' = 'dateTime',
): string {
  if (epochMs === null || epochMs === undefined) return '—';
  const date = new Date(epochMs);
  return Number.isNaN(date.getTime()) ? '—' : formatter(language, style).format(date);
}

/** m:ss or h:mm:ss of a duration, for "pay within" countdowns. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** YYYY-MM-DD of a time in UTC (the platform's report days). */
export const isoDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);
