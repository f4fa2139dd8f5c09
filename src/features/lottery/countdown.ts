import { DURATIONS } from '@/lib/spec-constants';

/** Pure rules of the lottery list (001 §3, §4, §9). Times in milliseconds. */

/**
 * LOTT-10: the countdown starts at remainTime minus half the difference of
 * the two lottery times (the sandbox sends [received, answered] in ms, so the
 * correction is half the server's handling time). A missing pair means no correction.
 */
export function countdownStart(remainTime: number, lotteryTime?: readonly number[] | null): number {
  const [first, second] = lotteryTime ?? [];
  const correction =
    typeof first === 'number' && typeof second === 'number' && Number.isFinite(first) && Number.isFinite(second)
      ? (second - first) / 2
      : 0;
  return remainTime - correction;
}

export type CountdownView = { readonly text: string; readonly state: 'off' | 'running' | 'near' | 'drawing' };

/**
 * LOTT-06, LOTT-07, LOTT-09: `--:--:--` when not on sale; `h:mm:ss` otherwise,
 * "near" under 6 s; at zero the item shows the drawing state until the next issue arrives.
 */
export function formatCountdown(remainingMs: number, isSale: boolean, nearSeconds = 6): CountdownView {
  if (!isSale) return { text: '--:--:--', state: 'off' };
  if (remainingMs <= 0) return { text: '--:--:--', state: 'drawing' };
  const total = Math.ceil(remainingMs / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const text = `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return { text, state: total < nearSeconds ? 'near' : 'running' };
}

/**
 * LOTT-11..13: the next list refresh comes after the smallest non-negative
 * remaining time among games with an issue number; 7000 ms when that is ≤ 0
 * or no game qualifies; never more than 30000 ms.
 */
export function refreshDelay(games: readonly { numero?: string | null; remainTime?: number | null }[]): number {
  const remaining = games
    .filter(
      (game) =>
        typeof game.numero === 'string' &&
        game.numero !== '' &&
        typeof game.remainTime === 'number' &&
        game.remainTime >= 0,
    )
    .map((game) => game.remainTime as number);
  const smallest = remaining.length > 0 ? Math.min(...remaining) : 0;
  if (smallest <= 0) return DURATIONS.lotteryRefreshDefault;
  return Math.min(smallest, DURATIONS.lotteryRefreshMax);
}

/** LOTT-05: the part before the first '~'; for a comma list its first group. */
export function winningDigits(previous: string | null | undefined): string {
  const head = (previous ?? '').split('~')[0]?.trim() ?? '';
  return head.includes(',') ? (head.split(',')[0]?.trim() ?? '') : head;
}
