// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarouselAutoplay } from './use-carousel-autoplay';

/** A Swiper stand-in: what the hook uses of one. */
function fakeSwiper() {
  const handlers = new Map<string, () => void>();
  return {
    el: document.createElement('div'),
    destroyed: false,
    slideNext: vi.fn(),
    on: (event: string, handler: () => void) => handlers.set(event, handler),
    off: (event: string) => handlers.delete(event),
    touch: () => handlers.get('touchEnd')?.(),
  };
}

let reduced = false;
let intersecting: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null;

beforeEach(() => {
  // The shared carousel clock reads performance.now().
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  reduced = false;
  vi.stubGlobal('matchMedia', () => ({ matches: reduced, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        intersecting = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function start(enabled = true) {
  const swiper = fakeSwiper();
  const { result, unmount } = renderHook(() => useCarouselAutoplay(5000, enabled));
  act(() => result.current(swiper as unknown as SwiperInstance));
  return { swiper, unmount };
}

describe('carousel autoplay (issue 15)', () => {
  it('BANNER-04 SPEED-03 moves on every delay while on screen, and stops off screen', () => {
    const { swiper } = start();
    act(() => void vi.advanceTimersByTime(5000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(5000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
    act(() => intersecting?.([{ isIntersecting: false }]));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
    act(() => intersecting?.([{ isIntersecting: true }]));
    act(() => void vi.advanceTimersByTime(5000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(3);
  });

  it('SPEED-03 a swipe restarts the wait; a hidden tab and reduced motion stop it; one slide never plays', () => {
    const { swiper, unmount } = start();
    act(() => void vi.advanceTimersByTime(4000));
    act(() => swiper.touch());
    act(() => void vi.advanceTimersByTime(4000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    unmount();
    reduced = true;
    const still = start();
    act(() => void vi.advanceTimersByTime(20_000));
    expect(still.swiper.slideNext).not.toHaveBeenCalled();
    const single = start(false);
    act(() => void vi.advanceTimersByTime(20_000));
    expect(single.swiper.slideNext).not.toHaveBeenCalled();
  });
});
