import { useEffect, type RefObject } from 'react';
import Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { afterNextPaint } from '@/lib/yield-to-browser';

/**
 * Swiper's core on markup React has rendered (`.swiper > .swiper-wrapper >
 * .swiper-slide`), started once the browser has painted that markup
 * (issue 15). swiper/react started it inside React's commit, where reading
 * the slides' sizes forced the style and layout of the whole page just
 * rendered: one long task on a cheap phone. Here the commit, the frame that
 * paints the carousel's first slide and Swiper's own start are three short
 * tasks, and a move changes Swiper's classes on the slides directly instead
 * of rendering every slide again through React.
 *
 * Swiper's loop moves slide elements within the wrapper; React still owns
 * them, so the carousel is keyed on its slides (a new set mounts afresh)
 * and its slides only ever update in place.
 *
 * `makeOptions` is called when Swiper starts (it may read refs); a new
 * function starts a new Swiper, so keep it stable (useCallback).
 */
export function useLiveSwiper(
  root: RefObject<HTMLElement | null>,
  makeOptions: () => SwiperOptions,
  onSwiper: (swiper: Swiper) => void,
): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    let swiper: Swiper | null = null;
    const cancelStart = afterNextPaint(() => {
      swiper = new Swiper(element, makeOptions());
      onSwiper(swiper);
    });
    return () => {
      cancelStart();
      // Swiper puts its loop's slides back in order and removes its listeners; React removes the elements.
      if (swiper && !swiper.destroyed) swiper.destroy(true, false);
    };
  }, [root, makeOptions, onSwiper]);
}
