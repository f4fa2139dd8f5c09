import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { carouselClock } from './carousel-clock';
import { canGlide, startGlide } from './carousel-glide';

/**
 * Autoplay for the home carousels (BANNER-04, HOTMATCH-06) without Swiper's
 * Autoplay module, whose requestAnimationFrame loop kept home busy ~100 ms
 * of every second (issue 15). Where the browser animates elements, the
 * slides glide on the compositor (carousel-glide.ts) and a move costs the
 * main thread nothing; elsewhere the carousels ride one shared clock
 * (carousel-clock.ts) and move in the same task. Either way a carousel plays
 * only while it is on screen, the tab is visible and the player has not
 * asked for reduced motion. A swipe restarts the wait and autoplay goes on
 * (disableOnInteraction: false).
 * Returns the `onSwiper` callback to hand to <Swiper>.
 */
export function useCarouselAutoplay(delayMs: number, enabled: boolean): (swiper: SwiperInstance) => void {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useEffect(() => {
    if (!enabled || !swiper) return undefined;
    const player = canGlide(swiper) ? glidePlayer(swiper, delayMs) : clockPlayer(swiper, delayMs);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let onScreen = true;
    let riding = false;
    const update = () => {
      const ride = !swiper.destroyed && !reducedMotion.matches && !document.hidden && onScreen;
      if (ride === riding) return;
      riding = ride;
      if (ride) player.play();
      else player.pause();
    };
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
    // A finger or a pointer on the carousel (a slide, a dot): before Swiper's own handlers see it, and wherever it lifts.
    let pressed = false;
    const press = () => {
      pressed = true;
      if (riding) player.touched();
    };
    const lift = () => {
      if (!pressed) return;
      pressed = false;
      if (riding) player.released();
    };
    swiper.el.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', lift, true);
    document.addEventListener('pointercancel', lift, true);
    update();
    return () => {
      player.pause();
      player.dispose();
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
      reducedMotion.removeEventListener('change', update);
      swiper.el.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', lift, true);
      document.removeEventListener('pointercancel', lift, true);
    };
  }, [swiper, enabled, delayMs]);
  return setSwiper;
}

/** How a carousel plays: started and paused by visibility, told of a finger on it and off it. */
interface Player {
  play(): void;
  pause(): void;
  touched(): void;
  released(): void;
  dispose(): void;
}

/** Moves by Swiper on the page's shared clock; a swipe holds the next move a whole delay. */
function clockPlayer(swiper: SwiperInstance, delayMs: number): Player {
  const clock = carouselClock(delayMs);
  const advance = () => {
    if (!swiper.destroyed) swiper.slideNext();
  };
  return {
    play: () => clock.join(advance),
    pause: () => clock.leave(advance),
    touched: () => undefined,
    released: () => clock.hold(advance),
    dispose: () => undefined,
  };
}

/**
 * Glides on the compositor. A finger stops the glide and hands Swiper the
 * slide shown, before Swiper reads its translate for the drag; once Swiper
 * has settled (its move takes `speed`), the glide starts again from there.
 */
function glidePlayer(swiper: SwiperInstance, delayMs: number): Player {
  let stop: (() => number) | null = null;
  let restart: number | undefined;
  const halt = () => {
    window.clearTimeout(restart);
    restart = undefined;
    if (!stop) return;
    const shown = stop();
    stop = null;
    // To the slide's place as it stands: Swiper's loop reorder (slideToLoop) would move the element under a finger, and its tap would be lost.
    if (!swiper.destroyed && shown >= 0 && shown !== swiper.activeIndex) swiper.slideTo(shown, 0, false);
  };
  const play = () => {
    halt();
    if (!swiper.destroyed) stop = startGlide(swiper, delayMs);
  };
  // Once Swiper has settled (after a swipe, or laying the slides out anew at a new size), glide again from where it stands.
  const settle = () => {
    window.clearTimeout(restart);
    restart = window.setTimeout(play, (swiper.params.speed ?? 300) + 50);
  };
  const resized = () => {
    if (!stop && restart === undefined) return;
    halt();
    settle();
  };
  swiper.on('resize', resized);
  return {
    play,
    pause: halt,
    touched: halt,
    released: settle,
    dispose: () => {
      if (!swiper.destroyed) swiper.off('resize', resized);
    },
  };
}
