import { useSyncExternalStore } from 'react';
import { DURATIONS } from '@/lib/spec-constants';

/**
 * LOTT-08: ONE shared 500 ms ticker for every countdown on screen. The
 * interval runs only while something subscribes; all rows read the same "now".
 */

let now = Date.now();
let timer: number | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = window.setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
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

export const useTickerNow = (): number => useSyncExternalStore(subscribe, () => now);
