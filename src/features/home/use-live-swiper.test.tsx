// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useCallback, useRef } from 'react';
import type Swiper from 'swiper';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveSwiper } from './use-live-swiper';

function Carousel({ onSwiper }: { readonly onSwiper: (swiper: Swiper) => void }) {
  const root = useRef<HTMLDivElement>(null);
  const options = useCallback(() => ({ loop: false }), []);
  useLiveSwiper(root, options, onSwiper);
  return (
    <div ref={root} className="swiper" data-testid="carousel">
      <div className="swiper-wrapper">
        <div className="swiper-slide">one</div>
        <div className="swiper-slide">two</div>
      </div>
    </div>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useLiveSwiper (issue 15)', () => {
  it('SPEED-13 starts Swiper on the rendered markup only after the frame that paints it, and destroys it on unmount', () => {
    const onSwiper = vi.fn();
    const view = render(<Carousel onSwiper={onSwiper} />);
    const element = view.getByTestId('carousel');
    // The commit alone does not start it: no Swiper work inside React's task.
    expect(onSwiper).not.toHaveBeenCalled();
    expect(element.classList.contains('swiper-initialized')).toBe(false);
    vi.advanceTimersToNextFrame();
    expect(onSwiper).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(onSwiper).toHaveBeenCalledTimes(1);
    const swiper = onSwiper.mock.calls[0]?.[0] as Swiper;
    expect(swiper.el).toBe(element);
    expect(element.classList.contains('swiper-initialized')).toBe(true);
    expect(swiper.slides).toHaveLength(2);
    view.unmount();
    expect(swiper.destroyed).toBe(true);
  });

  it('SPEED-13 a carousel gone before its frame never starts Swiper', () => {
    const onSwiper = vi.fn();
    const view = render(<Carousel onSwiper={onSwiper} />);
    view.unmount();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(10);
    expect(onSwiper).not.toHaveBeenCalled();
  });
});
