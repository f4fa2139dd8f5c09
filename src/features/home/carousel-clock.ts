/**
 * One timer for every autoplaying carousel on the page (issue 15). Each move
 * of a carousel costs the main thread a handful of rendering frames (the
 * transition's start and end, Swiper's handlers); two carousels on their own
 * timers move at different moments and pay for their frames twice. Riding
 * one clock, they move in the same task and share those frames.
 *
 * A rider that joins a running clock moves at its first tick at least
 * JOIN_WAIT_MS away, so a carousel that comes on screen does not jump at
 * once; a rider that is held (after a swipe) waits at least a whole delay.
 * With no riders there is no timer.
 */

/** Least wait before the first move of a carousel joining a running clock. */
const JOIN_WAIT_MS = 1000;

export interface CarouselClock {
  /** Starts moving `advance` on the clock's ticks (starting the clock if it was stopped). */
  join(advance: () => void): void;
  /** Skips the ticks that come sooner than a whole delay from now (a swipe restarts the wait). */
  hold(advance: () => void): void;
  leave(advance: () => void): void;
}

export function createCarouselClock(delayMs: number, now: () => number = () => performance.now()): CarouselClock {
  // Each rider's earliest allowed move time.
  const riders = new Map<() => void, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextTick = 0;

  const schedule = () => {
    timer = setTimeout(tick, Math.max(0, nextTick - now()));
  };
  const tick = () => {
    const time = now();
    for (const [advance, readyAt] of riders) if (time >= readyAt) advance();
    // The next tick keeps the phase even when this one fired late.
    nextTick += delayMs * Math.max(1, Math.ceil((time - nextTick) / delayMs));
    schedule();
  };
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    join(advance) {
      const time = now();
      if (timer === undefined) {
        nextTick = time + delayMs;
        riders.set(advance, time);
        schedule();
      } else {
        riders.set(advance, time + JOIN_WAIT_MS);
      }
    },
    hold(advance) {
      if (riders.has(advance)) riders.set(advance, now() + delayMs);
    },
    leave(advance) {
      riders.delete(advance);
      if (riders.size === 0) stop();
    },
  };
}

const clocks = new Map<number, CarouselClock>();

/** The page's shared clock for carousels that move every `delayMs`. */
export function carouselClock(delayMs: number): CarouselClock {
  let clock = clocks.get(delayMs);
  if (!clock) {
    clock = createCarouselClock(delayMs);
    clocks.set(delayMs, clock);
  }
  return clock;
}
