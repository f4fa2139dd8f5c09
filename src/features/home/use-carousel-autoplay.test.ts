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
    params: { loop: true, speed: 300 },
    slides: [document.createElement('div'), document.createElement('div')],
    destroyed: false,
    slideNext: vi.fn(),
    on: (event: string, handler: () => void) => handlers.set(event, handler),
    off: (event: string) => handlers.delete(event),
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
    act(() => void swiper.el.dispatchEvent(new Event('pointerdown')));
    act(() => void document.dispatchEvent(new Event('pointerup')));
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

/** A looping Swiper of three slides in a browser that animates elements (jsdom does not: each animate is a stand-in). */
function glidingSwiper() {
  const handlers = new Map<string, () => void>();
  const animations: Array<{ currentTime: number; cancel: ReturnType<typeof vi.fn> }> = [];
  const animate = vi.fn(() => {
    const animation = { currentTime: 0, cancel: vi.fn() };
    animations.push(animation);
    return animation;
  });
  const el = Object.assign(document.createElement('div'), { animate });
  const slides = [0, 1, 2].map(() => Object.assign(document.createElement('div'), { animate }));
  slides.forEach((slide, index) => slide.setAttribute('data-swiper-slide-index', String(index)));
  return {
    el,
    slides,
    params: { loop: true, speed: 300 },
    activeIndex: 0,
    realIndex: 0,
    destroyed: false,
    slideNext: vi.fn(),
    slideTo: vi.fn(),
    on: (event: string, handler: () => void) => handlers.set(event, handler),
    off: (event: string) => handlers.delete(event),
    emit: (event: string) => handlers.get(event)?.(),
    animations,
  };
}

describe('carousel glide (issue 15)', () => {
  it('SPEED-03 BANNER-05 the slides glide without script moves; a finger stops them on the slide shown, and they glide again once Swiper has settled', () => {
    const swiper = glidingSwiper();
    const { result } = renderHook(() => useCarouselAutoplay(5000, true));
    act(() => result.current(swiper as unknown as SwiperInstance));
    expect(swiper.animations).toHaveLength(3);
    expect(swiper.el.hasAttribute('data-gliding')).toBe(true);
    // One move done: the second slide shows. A finger hands it to Swiper where it stands.
    for (const animation of swiper.animations) animation.currentTime = 5200;
    act(() => void swiper.el.dispatchEvent(new Event('pointerdown')));
    expect(swiper.animations.every((animation) => animation.cancel.mock.calls.length === 1)).toBe(true);
    expect(swiper.slideTo).toHaveBeenCalledWith(1, 0, false);
    expect(swiper.el.hasAttribute('data-gliding')).toBe(false);
    act(() => void document.dispatchEvent(new Event('pointercancel')));
    act(() => void vi.advanceTimersByTime(349));
    expect(swiper.animations).toHaveLength(3);
    act(() => void vi.advanceTimersByTime(1));
    expect(swiper.animations).toHaveLength(6);
    // A new size: stop on the slide shown, and plan again once Swiper has laid the slides out anew.
    act(() => swiper.emit('resize'));
    expect(swiper.animations.slice(3).every((animation) => animation.cancel.mock.calls.length === 1)).toBe(true);
    act(() => void vi.advanceTimersByTime(350));
    expect(swiper.animations).toHaveLength(9);
    // Off screen it stops; Swiper is never asked to move by script.
    act(() => intersecting?.([{ isIntersecting: false }]));
    expect(swiper.animations.slice(6).every((animation) => animation.cancel.mock.calls.length === 1)).toBe(true);
    expect(swiper.slideNext).not.toHaveBeenCalled();
  });
});
