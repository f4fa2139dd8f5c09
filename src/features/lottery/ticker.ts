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
}

let now = Date.now();
let timer: number | undefined;
const subscribers = new Set<Subscriber>();
const byElement = new Map<Element, Subscriber>();
let observer: IntersectionObserver | null = null;

/** The ticker's current time (the last tick, or the moment the first listener came). */
export const tickerNow = (): number => (timer === undefined ? Date.now() : now);

function watch(element: Element, subscriber: Subscriber): void {
  // Without the observer (old browsers, tests without one) every listener hears every tick.
  if (typeof IntersectionObserver !== 'function') return;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const found = byElement.get(entry.target);
      if (!found) continue;
      found.visible = entry.isIntersecting;
      if (found.visible) found.notify(tickerNow());
    }
  });
  subscriber.visible = false;
  byElement.set(element, subscriber);
  observer.observe(element);
}

/** Calls `listener` on every tick (off screen, on one in OFF_SCREEN_EVERY, when `element` is named); returns the unsubscribe. */
export function subscribeTicker(listener: (now: number) => void, element?: Element | null): () => void {
  const subscriber: Subscriber = { notify: listener, visible: true };
  subscribers.add(subscriber);
  if (element) watch(element, subscriber);
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
    if (element && byElement.get(element) === subscriber) {
      byElement.delete(element);
      observer?.unobserve(element);
    }
    if (subscribers.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}
