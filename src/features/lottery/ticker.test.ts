// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DURATIONS } from '@/lib/spec-constants';
import { FakeIntersectionObserver } from '@/lib/testing/fake-intersection-observer';

type Ticker = typeof import('./ticker');

let ticker: Ticker;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  FakeIntersectionObserver.last = null;
  // A fresh module each time: the ticker keeps its interval and observer at module level.
  vi.resetModules();
  ticker = await import('./ticker');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the lottery countdowns' shared ticker (LOTT-08, issue 35)", () => {
  it('LOTT-08 SPEED-26 a countdown on screen hears every tick; one off screen one in five, and the time as it comes back', () => {
    const onScreen = document.createElement('span');
    const offScreen = document.createElement('span');
    const heardOn = vi.fn();
    const heardOff = vi.fn();
    ticker.subscribeTicker(heardOn, onScreen);
    ticker.subscribeTicker(heardOff, offScreen);
    const observer = FakeIntersectionObserver.last;
    expect(observer?.watched).toEqual(new Set([onScreen, offScreen]));
    observer?.show(onScreen, true);
    observer?.show(offScreen, false);
    heardOn.mockClear();
    vi.advanceTimersByTime(DURATIONS.countdownTick * (ticker.OFF_SCREEN_EVERY - 1));
    expect(heardOn).toHaveBeenCalledTimes(ticker.OFF_SCREEN_EVERY - 1);
    expect(heardOff).not.toHaveBeenCalled();
    // Off screen it still hears one tick in OFF_SCREEN_EVERY (a screen reader may read it there).
    vi.advanceTimersByTime(DURATIONS.countdownTick);
    expect(heardOff).toHaveBeenCalledTimes(1);
    // Scrolled into view: the current time at once, then every tick.
    observer?.show(offScreen, true);
    expect(heardOff).toHaveBeenLastCalledWith(ticker.tickerNow());
    expect(heardOff).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(DURATIONS.countdownTick);
    expect(heardOff).toHaveBeenCalledTimes(3);
  });

  it('LOTT-08 a listener without an element hears every tick; the interval stops with the last listener', () => {
    const heard = vi.fn();
    const element = document.createElement('span');
    const stopAll = ticker.subscribeTicker(heard);
    const stopOne = ticker.subscribeTicker(vi.fn(), element);
    vi.advanceTimersByTime(DURATIONS.countdownTick * 2);
    expect(heard).toHaveBeenCalledTimes(2);
    stopOne();
    expect(FakeIntersectionObserver.last?.watched.has(element)).toBe(false);
    stopAll();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('LOTT-08 without IntersectionObserver every countdown counts as on screen', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.resetModules();
    const plain: Ticker = await import('./ticker');
    const heard = vi.fn();
    plain.subscribeTicker(heard, document.createElement('span'));
    vi.advanceTimersByTime(DURATIONS.countdownTick * 3);
    expect(heard).toHaveBeenCalledTimes(3);
  });
});
