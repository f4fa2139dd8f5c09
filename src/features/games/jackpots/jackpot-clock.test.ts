// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { amountAt, HOLD_SECONDS, nextPoolState, shownAmount } from './jackpot-clock';
import { FakeIntersectionObserver } from '@/lib/testing/fake-intersection-observer';

type Clock = typeof import('./jackpot-clock');

const format = (minor: number) => `R$ ${(minor / 100).toFixed(2)}`;
let visibility: DocumentVisibilityState = 'visible';

describe('jackpot amounts between reads (issue 34)', () => {
  it('FIND-14 an amount grows from its reading by the pool rate, in whole minor units', () => {
    const reading = { amount: 1_000_000, growthPerSecond: 37, readAt: 10_000 };
    expect(amountAt(reading, 10_000)).toBe(1_000_000);
    expect(amountAt(reading, 12_500)).toBe(1_000_092);
    expect(Number.isInteger(amountAt(reading, 10_333))).toBe(true);
    // A clock behind the reading never shows less than the reading; a negative rate never shrinks it.
    expect(amountAt(reading, 9_000)).toBe(1_000_000);
    expect(amountAt({ ...reading, growthPerSecond: -50 }, 20_000)).toBe(1_000_000);
  });

  it('FIND-14 a new reading a little lower holds what is shown until the pool catches up; a win starts again at once', () => {
    const first = nextPoolState(undefined, { amount: 1_000_000, growthPerSecond: 100, readAt: 0 });
    // The client showed 1,006,000 at 60 s; the platform says 1,005,500: the amount holds, then grows past it.
    const slower = nextPoolState(first, { amount: 1_005_500, growthPerSecond: 100, readAt: 60_000 });
    expect(shownAmount(slower, 60_000)).toBe(1_006_000);
    expect(shownAmount(slower, 63_000)).toBe(1_006_000);
    expect(shownAmount(slower, 70_000)).toBe(1_006_500);
    // The pool was won: a drop of more than HOLD_SECONDS of growth shows at once.
    const won = nextPoolState(slower, { amount: 200_000, growthPerSecond: 100, readAt: 120_000 });
    expect(shownAmount(won, 120_000)).toBe(200_000);
    // A reading more than HOLD_SECONDS of growth behind what is shown is taken as a win too; one within it holds.
    const shown = shownAmount(slower, 120_000);
    const farBehind = shown - 100 * (HOLD_SECONDS + 1);
    expect(
      shownAmount(nextPoolState(slower, { amount: farBehind, growthPerSecond: 100, readAt: 120_000 }), 120_000),
    ).toBe(farBehind);
    const nearBehind = shown - 100 * (HOLD_SECONDS - 1);
    expect(
      shownAmount(nextPoolState(slower, { amount: nearBehind, growthPerSecond: 100, readAt: 120_000 }), 120_000),
    ).toBe(shown);
  });
});

describe('the shared jackpot clock (issue 34)', () => {
  let clock: Clock;
  beforeEach(async () => {
    vi.resetModules();
    vi.useFakeTimers({ now: 1_000_000 });
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    clock = await import('./jackpot-clock');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const element = () => document.createElement('span');

  it('FIND-14 shows the amount at once and moves it once a second while on screen, from one timer for every amount', () => {
    const setInterval = vi.spyOn(window, 'setInterval');
    clock.updatePools([{ jackpotId: 'JP-A', amount: 100_000, growthPerSecond: 50 }], Date.now());
    const amounts = Array.from({ length: 20 }, element);
    const detach = amounts.map((amount) => clock.attachJackpot(amount, 'JP-A', format));
    expect(amounts[0]?.textContent).toBe('R$ 1000.00');
    for (const amount of amounts) FakeIntersectionObserver.last?.show(amount, true);
    expect(setInterval).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3 * clock.JACKPOT_TICK_MS);
    expect(amounts.map((amount) => amount.textContent)).toEqual(amounts.map(() => 'R$ 1001.50'));
    for (const stop of detach) stop();
    expect(clock.jackpotClockRunning()).toBe(false);
  });

  it('FIND-14 stops off screen and in a hidden tab, and catches up when shown again', () => {
    clock.updatePools([{ jackpotId: 'JP-B', amount: 500_000, growthPerSecond: 100 }], Date.now());
    const amount = element();
    const detach = clock.attachJackpot(amount, 'JP-B', format);
    expect(clock.jackpotClockRunning()).toBe(false);
    FakeIntersectionObserver.last?.show(amount, true);
    expect(clock.jackpotClockRunning()).toBe(true);
    FakeIntersectionObserver.last?.show(amount, false);
    expect(clock.jackpotClockRunning()).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(amount.textContent).toBe('R$ 5000.00');
    FakeIntersectionObserver.last?.show(amount, true);
    expect(amount.textContent).toBe('R$ 5010.00');
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(clock.jackpotClockRunning()).toBe(false);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(clock.jackpotClockRunning()).toBe(true);
    detach();
  });

  it('FIND-14 writes only changed text, and a new reading moves every amount shown', () => {
    clock.updatePools([{ jackpotId: 'JP-C', amount: 1_000, growthPerSecond: 0 }], Date.now());
    const amount = element();
    const detach = clock.attachJackpot(amount, 'JP-C', format);
    FakeIntersectionObserver.last?.show(amount, true);
    const writes = vi.fn();
    new MutationObserver(writes).observe(amount, { childList: true, characterData: true, subtree: true });
    vi.advanceTimersByTime(5 * clock.JACKPOT_TICK_MS);
    clock.updatePools([{ jackpotId: 'JP-C', amount: 9_000, growthPerSecond: 0 }], Date.now());
    expect(amount.textContent).toBe('R$ 90.00');
    detach();
    return Promise.resolve().then(() => expect(writes).toHaveBeenCalledTimes(1));
  });
});
