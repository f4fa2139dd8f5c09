import { DURATIONS } from '@/lib/spec-constants';

/**
 * LOTT-08: ONE shared 500 ms ticker for every countdown on screen. The
 * interval runs only while something subscribes; all rows read the same "now".
 * Listeners get the time and write what changed themselves (issue 15: a
 * React render of 50 countdowns per tick cost too much on a cheap phone).
 */

let now = Date.now();
let timer: number | undefined;
const listeners = new Set<(now: number) => void>();

/** The ticker's current time (the last tick, or the moment the first listener came). */
export const tickerNow = (): number => (timer === undefined ? Date.now() : now);

export function subscribeTicker(listener: (now: number) => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify(now);
    }, DURATIONS.countdownTick);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}
