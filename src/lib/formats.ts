import type { Language } from './languages';
import { localeOf } from './locale';
import { pseudoFormatted } from './pseudo-locale';

/**
 * Every number, percentage, date, time and relative time the app shows
 * (issue 37), through `Intl` in the locale of src/lib/locale.ts: the
 * player's language, the tenant's region and digits. A page never writes a
 * format of its own (no month names, no `padStart` clocks, no `${n}%`).
 * Money is src/lib/money.ts.
 */

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat;
const formatters = new Map<string, Formatter>();

function cached<T extends Formatter>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

const numberFormat = (language: Language, kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const locale = localeOf(language);
  return cached(`${locale}|n|${kind}`, () => new Intl.NumberFormat(locale, options));
};

/**
 * A clock of its locale: a 24-hour locale writes hours in two figures
 * ("01:00" in pt-BR) and a 12-hour one in one ("1:05 PM"). `hour:
 * 'numeric'` alone would give "1:00" in pt-BR, so the hour's width follows
 * the locale's own hour cycle.
 */
function withLocaleClock(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  if (options.hour !== 'numeric') return options;
  const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h23' || hourCycle === 'h24' ? { ...options, hour: '2-digit' } : options;
}

const dateFormat = (language: Language, kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const locale = localeOf(language);
  return cached(`${locale}|d|${kind}`, () => new Intl.DateTimeFormat(locale, withLocaleClock(locale, options)));
};

const finite = (value: number): number => (Number.isFinite(value) ? value : 0);

/** A count or measure, grouped as the language writes numbers (1.234,5 in PT; ١٬٢٣٤٫٥ with Arabic digits). */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 2): string {
  return numberFormat(language, `num${maximumFractionDigits}`, { maximumFractionDigits }).format(finite(value));
}

/** A number without grouping, only in the locale's digits (ids, issue numbers, counts inside sentences). */
export function formatPlainNumber(value: number, language: Language): string {
  return numberFormat(language, 'plain', { useGrouping: false, maximumFractionDigits: 3 }).format(finite(value));
}

/**
 * A percentage given in percent, as the platform sends rates (1.2 → "1.2%" in
 * EN, "1,2%" in PT, "‎1.2‎%‎" in AR): the sign, its side and its spacing are the locale's.
 */
export function formatPercent(percent: number, language: Language, maximumFractionDigits = 2): string {
  return numberFormat(language, `pct${maximumFractionDigits}`, { style: 'percent', maximumFractionDigits }).format(
    finite(percent) / 100,
  );
}

/** The ASCII digits of a clock or code shown in the locale's digits ("1:02:05" → "١:٠٢:٠٥"); other characters stay. */
export function localDigits(text: string, language: Language): string {
  const digits = numberFormat(language, 'digit', { useGrouping: false });
  if (digits.format(0) === '0') return text;
  return text.replace(/[0-9]/g, (digit) => digits.format(Number(digit)));
}

/** Items joined as the language lists them ("a, b and c", "a, b e c", "a وb"). */
export function formatList(items: readonly string[], language: Language): string {
  const locale = localeOf(language);
  const format = cached(`${locale}|l`, () => new Intl.ListFormat(locale, { type: 'conjunction' }));
  return format.format(items);
}

type DateStyle = 'date' | 'dateTime' | 'time' | 'dayMonthTime' | 'numericDayMonthTime' | 'dayMonth';

const DATE_OPTIONS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  dateTime: { dateStyle: 'short', timeStyle: 'short' },
  /** Hot-match slides: day, month name and time of day (27 de nov., 17:00). */
  dayMonthTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  /** Hot-match popup: day and month in figures with the time (27/11, 17:00). */
  numericDayMonthTime: { day: '2-digit', month: '2-digit', hour: 'numeric', minute: '2-digit' },
  dayMonth: { day: 'numeric', month: 'short' },
};

/** A dash for no time, and for one no calendar holds (beyond ±8.64e15 ms Intl throws a RangeError, REL-11). */
export function formatDateTime(
  epochMs: number | null | undefined,
  language: Language,
  style: DateStyle = 'dateTime',
): string {
  if (epochMs === null || epochMs === undefined) return '—';
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return '—';
  return pseudoFormatted(dateFormat(language, style, DATE_OPTIONS[style]).format(date));
}

const RELATIVE_UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['second', 1000],
  ['minute', 60_000],
  ['hour', 3_600_000],
  ['day', 86_400_000],
  ['month', 30 * 86_400_000],
  ['year', 365 * 86_400_000],
];

/** "in 3 hours", "yesterday", "há 5 minutos": the largest whole unit between `epochMs` and `now`. */
export function formatRelativeTime(epochMs: number, now: number, language: Language): string {
  const delta = epochMs - now;
  if (!Number.isFinite(delta)) return '—';
  let unit: readonly [Intl.RelativeTimeFormatUnit, number] = RELATIVE_UNITS[0] ?? ['second', 1000];
  for (const candidate of RELATIVE_UNITS) if (Math.abs(delta) >= candidate[1]) unit = candidate;
  const locale = localeOf(language);
  const format = cached(`${locale}|r`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  return pseudoFormatted(format.format(Math.round(delta / unit[1]), unit[0]));
}

/** m:ss or h:mm:ss of a duration in the locale's digits, for "pay within" and lottery countdowns. */
export function formatCountdown(ms: number, language: Language, alwaysHours = false): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  const clock =
    hours > 0 || alwaysHours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
  return localDigits(clock, language);
}

/** YYYY-MM-DD of a time in UTC (the platform's report days; never shown). */
export const isoDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);
