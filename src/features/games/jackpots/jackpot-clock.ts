import { screenWatcher, writeText } from '@/lib/screen-watcher';

/**
 * FIND-14: ONE shared clock for every jackpot amount on screen (home's strip
 * and the jackpot games' tiles). Between two reads of the pools an amount
 * grows on the client from the last reading and the pool's growth a second,
 * written straight into its element once a second, with no React render.
 * Only amounts on screen are written (one IntersectionObserver for all), and
 * the clock stops while none is, and while the tab is hidden, so home at rest
 * pays a text change a second for what the player can see and nothing else.
 */

/** How often the amounts on screen move: once a second is alive enough and costs one short task. */
export const JACKPOT_TICK_MS = 1000;

/**
 * A new reading a little below what is already shown (the client ran a
 * little ahead of the platform) holds the amount on screen until the pool
 * catches up, for up to this many seconds of growth; a larger drop is a win,
 * and the amount starts again from the new reading at once.
 */
export const HOLD_SECONDS = 30;

export interface PoolReading {
  readonly amount: number;
  readonly growthPerSecond: number;
  /** When the reading arrived (epoch ms, the client's clock). */
  readonly readAt: number;
}

interface PoolState extends PoolReading {
  /** The least the pool may show until its growth passes it (see HOLD_SECONDS). */
  readonly floor: number;
}

/** The amount a reading stands for at `now`: integer minor units, never below the reading. */
export function amountAt(reading: PoolReading, now: number): number {
  const seconds = Math.max(0, now - reading.readAt) / 1000;
  return reading.amount + Math.floor(seconds * Math.max(0, reading.growthPerSecond));
}

/** What a pool shows at `now`. */
export const shownAmount = (pool: PoolState, now: number): number => Math.max(pool.floor, amountAt(pool, now));

/** The pool's state after a new reading, given what it showed until then (undefined for a pool not seen before). */
export function nextPoolState(before: PoolState | undefined, reading: PoolReading): PoolState {
  if (!before) return { ...reading, floor: 0 };
  const shown = shownAmount(before, reading.readAt);
  const behind = shown - reading.amount;
  const hold = behind > 0 && behind <= reading.growthPerSecond * HOLD_SECONDS;
  return { ...reading, floor: hold ? shown : 0 };
}

interface Display {
  readonly element: HTMLElement;
  readonly jackpotId: string;
  readonly format: (minor: number) => string;
  visible: boolean;
  /** The screen watcher's callback: on screen, the amount is written at once and the clock runs. */
  readonly onScreen: (onScreen: boolean) => void;
}

const pools = new Map<string, PoolState>();
const displays = new Set<Display>();
const screen = screenWatcher();
let timer: number | undefined;
let listening = false;

function write(display: Display, now: number): void {
  const pool = pools.get(display.jackpotId);
  const text = pool ? display.format(shownAmount(pool, now)) : '';
  // Only a changed text is written, in place: an unchanged node costs no style, layout or paint.
  writeText(display.element, text);
}

function tick(): void {
  const now = Date.now();
  for (const display of displays) if (display.visible) write(display, now);
}

/** Runs the clock while an amount is on screen in a visible tab, and not otherwise. */
function schedule(): void {
  const wanted = document.visibilityState === 'visible' && [...displays].some((display) => display.visible);
  if (wanted && timer === undefined) {
    tick();
    timer = window.setInterval(tick, JACKPOT_TICK_MS);
  } else if (!wanted && timer !== undefined) {
    window.clearInterval(timer);
    timer = undefined;
  }
}

function observe(display: Display): void {
  const watched = screen.watch(display.element, display.onScreen);
  // Without the observer (old browsers, tests without one) every amount counts as on screen.
  if (!watched) display.visible = true;
}

/** A pool as the jackpots read answers it. */
export interface PoolUpdate extends Omit<PoolReading, 'readAt'> {
  readonly jackpotId: string;
}

/** New readings of the pools (from the jackpots read, which arrived at `readAt`); the amounts shown move to them. */
export function updatePools(readings: readonly PoolUpdate[], readAt: number): void {
  for (const reading of readings) {
    const before = pools.get(reading.jackpotId);
    // Every reader of the jackpots hands the same answer over: it counts once.
    if (before?.readAt === readAt && before.amount === reading.amount) continue;
    pools.set(reading.jackpotId, nextPoolState(before, { ...reading, readAt }));
  }
  const now = Date.now();
  for (const display of displays) write(display, now);
}

/** Shows pool `jackpotId` in `element` until the returned function is called. */
export function attachJackpot(element: HTMLElement, jackpotId: string, format: (minor: number) => string): () => void {
  const display: Display = {
    element,
    jackpotId,
    format,
    visible: false,
    onScreen: (onScreen) => {
      display.visible = onScreen;
      if (onScreen) write(display, Date.now());
      schedule();
    },
  };
  displays.add(display);
  write(display, Date.now());
  observe(display);
  if (!listening) {
    document.addEventListener('visibilitychange', schedule);
    listening = true;
  }
  schedule();
  return () => {
    displays.delete(display);
    screen.unwatch(element, display.onScreen);
    schedule();
  };
}

/** Whether the clock is running (tests). */
export const jackpotClockRunning = (): boolean => timer !== undefined;
