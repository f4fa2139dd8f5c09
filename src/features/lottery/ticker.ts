import { screenWatcher } from '@/lib/screen-watcher';
import { DURATIONS } from '@/lib/spec-constants';

/**
 * LOTT-08: ONE shared 500 ms ticker for every countdown on screen. The
 * interval runs only while something subscribes; all rows read the same "now".
 * Listeners get the time and write what changed themselves (issue 15: a
 * React render of 50 countdowns per tick cost too much on a cheap phone).
 * A listener that names its element hears every tick while that element is
 * on screen (one IntersectionObserver for all), the current time as it comes
 * back, and every OFF_SCREEN_EVERY-th tick while it is off screen: a phone
 * shows about seven of fifty rows, so most ticks write seven texts, not fifty
 * (issue 35: 15.4 → 11.9 ms a tick at 4×), while a screen reader that reads a
 * row off screen still finds a time at most a few seconds old (SPEED-08).
 */

/** Off screen, a listener hears one tick in this many (with the 500 ms tick: every 2.5 s). */
export const OFF_SCREEN_EVERY = 5;

interface Subscriber {
  readonly notify: (now: number) => void;
  visible: boolean;
  /** The screen watcher's callback: back on screen, the current time at once. */
  readonly onScreen: (onScreen: boolean) => void;
}

let now = Date.now();
let timer: number | undefined;
const subscribers = new Set<Subscriber>();
const screen = screenWatcher();

/** The ticker's current time (the last tick, or the moment the first listener came). */
export const tickerNow = (): number => (timer === undefined ? Date.now() : now);

/** Calls `listener` on every tick (off screen, on one in OFF_SCREEN_EVERY, when `element` is named); returns the unsubscribe. */
export function subscribeTicker(listener: (now: number) => void, element?: Element | null): () => void {
  const subscriber: Subscriber = {
    notify: listener,
    visible: true,
    onScreen: (onScreen) => {
      subscriber.visible = onScreen;
      if (onScreen) listener(tickerNow());
    },
  };
  subscribers.add(subscriber);
  // Watched, a countdown counts as off screen until the observer first says otherwise (without one, always on).
  if (element && screen.watch(element, subscriber.onScreen)) subscriber.visible = false;
  if (timer === undefined) {
    now = Date.now();
    let ticks = 0;
    timer = window.setInterval(() => {
      now = Date.now();
      ticks = (ticks + 1) % OFF_SCREEN_EVERY;
      for (const { notify, visible } of subscribers) if (visible || ticks === 0) notify(now);
    }, DURATIONS.countdownTick);
  }
  return () => {
    subscribers.delete(subscriber);
    if (element) screen.unwatch(element, subscriber.onScreen);
    if (subscribers.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}
