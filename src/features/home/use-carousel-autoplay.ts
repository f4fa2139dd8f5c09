import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

/**
 * Autoplay for the home carousels (BANNER-04, HOTMATCH-06) without Swiper's
 * Autoplay module, whose requestAnimationFrame loop kept home busy ~100 ms
 * of every second (issue 15). One timer per carousel moves to the next
 * slide after `delayMs`; it runs only while the carousel is on screen, the
 * tab is visible and the player has not asked for reduced motion. A swipe
 * restarts the wait and autoplay goes on (disableOnInteraction: false).
 * Returns the `onSwiper` callback to hand to <Swiper>.
 */
export function useCarouselAutoplay(delayMs: number, enabled: boolean): (swiper: SwiperInstance) => void {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useEffect(() => {
    if (!enabled || !swiper) return undefined;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let onScreen = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      if (swiper.destroyed || reducedMotion.matches || document.hidden || !onScreen) return;
      timer = setTimeout(() => {
        swiper.slideNext();
        schedule();
      }, delayMs);
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            onScreen = entries.some((entry) => entry.isIntersecting);
            schedule();
          })
        : null;
    observer?.observe(swiper.el);
    document.addEventListener('visibilitychange', schedule);
    reducedMotion.addEventListener('change', schedule);
    swiper.on('touchEnd', schedule);
    schedule();
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      document.removeEventListener('visibilitychange', schedule);
      reducedMotion.removeEventListener('change', schedule);
      if (!swiper.destroyed) swiper.off('touchEnd', schedule);
    };
  }, [swiper, enabled, delayMs]);
  return setSwiper;
}
