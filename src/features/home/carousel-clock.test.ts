import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCarouselClock } from './carousel-clock';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('carousel clock (issue 15)', () => {
  it('BANNER-04 HOTMATCH-06 moves every carousel on the same tick, every delay', () => {
    const clock = createCarouselClock(5000, () => Date.now());
    const order: string[] = [];
    const banner = vi.fn(() => order.push('banner'));
    const hot = vi.fn(() => order.push('hot'));
    clock.join(banner);
    vi.advanceTimersByTime(3000);
    clock.join(hot);
    vi.advanceTimersByTime(2000);
    expect(order).toEqual(['banner', 'hot']);
    vi.advanceTimersByTime(5000);
    expect(order).toEqual(['banner', 'hot', 'banner', 'hot']);
  });

  it('a carousel joining just before a tick waits for the next one; a held one waits a whole delay', () => {
    const clock = createCarouselClock(5000, () => Date.now());
    const banner = vi.fn();
    const hot = vi.fn();
    clock.join(banner);
    vi.advanceTimersByTime(4500);
    clock.join(hot);
    vi.advanceTimersByTime(500);
    expect(banner).toHaveBeenCalledTimes(1);
    expect(hot).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    clock.hold(banner);
    vi.advanceTimersByTime(4000);
    expect(hot).toHaveBeenCalledTimes(1);
    expect(banner).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(banner).toHaveBeenCalledTimes(2);
  });

  it('SPEED-03 has no timer once every carousel has left', () => {
    const clock = createCarouselClock(5000, () => Date.now());
    const banner = vi.fn();
    clock.join(banner);
    clock.leave(banner);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(20_000);
    expect(banner).not.toHaveBeenCalled();
  });
});
