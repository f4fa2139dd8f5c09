import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { carouselClock } from './carousel-clock';

/**
 * Autoplay for the home carousels (BANNER-04, HOTMATCH-06) without Swiper's
 * Autoplay module, whose requestAnimationFrame loop kept home busy ~100 ms
 * of every second (issue 15). The carousels ride one shared clock
 * (carousel-clock.ts), so both move in the same task and share the frames a
 * move costs; a carousel rides it only while it is on screen, the tab is
 * visible and the player has not asked for reduced motion. A swipe restarts
 * the wait and autoplay goes on (disableOnInteraction: false).
 * Returns the `onSwiper` callback to hand to <Swiper>.
 */
export function useCarouselAutoplay(delayMs: number, enabled: boolean): (swiper: SwiperInstance) => void {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useEffect(() => {
    if (!enabled || !swiper) return undefined;
    const clock = carouselClock(delayMs);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let onScreen = true;
    let riding = false;
    const advance = () => {
      if (!swiper.destroyed) swiper.slideNext();
    };
    const update = () => {
      const ride = !swiper.destroyed && !reducedMotion.matches && !document.hidden && onScreen;
      if (ride === riding) return;
      riding = ride;
      if (ride) clock.join(advance);
      else clock.leave(advance);
    };
    const hold = () => clock.hold(advance);
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            onScreen = entries.some((entry) => entry.isIntersecting);
            update();
          })
        : null;
    observer?.observe(swiper.el);
    document.addEventListener('visibilitychange', update);
    reducedMotion.addEventListener('change', update);
    swiper.on('touchEnd', hold);
    update();
    return () => {
      clock.leave(advance);
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
      reducedMotion.removeEventListener('change', update);
      if (!swiper.destroyed) swiper.off('touchEnd', hold);
    };
  }, [swiper, enabled, delayMs]);
  return setSwiper;
}
