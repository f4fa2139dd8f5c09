import type { Swiper } from 'swiper';

/**
 * Autoplay as animations the compositor runs by itself (issue 15). A move
 * started by script costs Chromium about seven main-thread frames (starting
 * and ending the transition, 35–45 ms every 5 s at 4× CPU for the two home
 * carousels); one endless keyframe animation per slide, planned once, costs
 * none. Swiper stays as it is (its translate, loop order and classes) while
 * the slides glide over it; stopping reads where the animation stands and
 * hands that slide to Swiper, so a swipe or a tap starts from what is shown.
 *
 * Places: 0 is the slide shown, 1 the next (to the reading direction's end),
 * -1 the one before. A slide leaving at -1 jumps behind the others (place
 * n - 1) as its move ends, out of sight, so the loop never runs out.
 */

export interface GlideTiming {
  /** Slides in the loop (at least 2). */
  readonly count: number;
  /** Time from one move to the next (ms). */
  readonly delayMs: number;
  /** Length of a move (ms). */
  readonly moveMs: number;
}

interface Stop {
  /** 0–1 along the cycle of `count` moves. */
  readonly offset: number;
  readonly place: number;
}

const mod = (value: number, by: number) => ((value % by) + by) % by;

/** Where a slide that starts at `place` stands through one cycle, in order (equal offsets are jumps). */
export function glidePlaces(place: number, { count, delayMs, moveMs }: GlideTiming): Stop[] {
  const cycle = count * delayMs;
  const stops: Stop[] = [];
  for (let step = 0; step < count; step += 1) {
    const held = mod(place - step, count);
    // It left the screen in the last move and waits behind the others.
    if (step > 0 && held === count - 1) stops.push({ offset: (step * delayMs) / cycle, place: -1 });
    stops.push(
      { offset: (step * delayMs) / cycle, place: held },
      { offset: ((step + 1) * delayMs - moveMs) / cycle, place: held },
      { offset: ((step + 1) * delayMs) / cycle, place: held - 1 },
    );
  }
  return stops;
}

/** Which of the `count` slides shows at `elapsedMs` into a glide that started on slide `first` (a move under way counts as done). */
export function shownAt(elapsedMs: number, first: number, { count, delayMs, moveMs }: GlideTiming): number {
  return mod(first + Math.floor((elapsedMs + moveMs) / delayMs), count);
}

/** A dot's opacity through one cycle: full while its slide is the one shown (switching half-way through a move). */
export function dotStops(
  dot: number,
  first: number,
  { count, delayMs, moveMs }: GlideTiming,
): Array<{ offset: number; lit: boolean }> {
  const cycle = count * delayMs;
  const from = mod(dot - first, count) * delayMs - moveMs / 2;
  const to = from + delayMs;
  const at = (time: number) => Math.min(1, Math.max(0, time / cycle));
  if (from < 0)
    return [
      { offset: 0, lit: true },
      { offset: at(to), lit: true },
      { offset: at(to), lit: false },
      { offset: at(cycle + from), lit: false },
      { offset: at(cycle + from), lit: true },
      { offset: 1, lit: true },
    ];
  return [
    { offset: 0, lit: false },
    { offset: at(from), lit: false },
    { offset: at(from), lit: true },
    { offset: at(to), lit: true },
    { offset: at(to), lit: false },
    { offset: 1, lit: false },
  ];
}

/** The Swiper slide's index among the loop's slides (Swiper's data-swiper-slide-index). */
const realIndexOf = (slide: HTMLElement, fallback: number) => {
  const value = Number(slide.getAttribute('data-swiper-slide-index'));
  return Number.isInteger(value) ? value : fallback;
};

/** The glide can run: a looping Swiper of several slides in a browser that animates elements. */
export function canGlide(swiper: Swiper): boolean {
  return Boolean(swiper.params.loop) && swiper.slides.length > 1 && typeof swiper.el.animate === 'function';
}

/**
 * Starts the slides (and Swiper's dots) gliding from the slide Swiper shows;
 * the first move comes after one delay. Returns the stop, which cancels the
 * animations and gives the slide shown by its index among Swiper's slides as
 * they stand (the glide never re-orders them).
 */
export function startGlide(swiper: Swiper, delayMs: number): () => number {
  const slides = [...swiper.slides];
  const active = swiper.activeIndex;
  const first = swiper.realIndex;
  const timing: GlideTiming = { count: slides.length, delayMs, moveMs: swiper.params.speed ?? 300 };
  // One place along the reading direction, from the layout (negative right to left).
  const neighbour = active + 1 < slides.length ? active + 1 : active - 1;
  const stepPx = ((slides[neighbour]?.offsetLeft ?? 0) - (slides[active]?.offsetLeft ?? 0)) / (neighbour - active);
  const origin = slides[active]?.offsetLeft ?? 0;
  const options: KeyframeAnimationOptions = { duration: timing.count * delayMs, iterations: Infinity };
  const animations = slides.map((slide, index) => {
    const place = mod(realIndexOf(slide, index) - first, timing.count);
    const keyframes = glidePlaces(place, timing).map(({ offset, place: at }) => ({
      offset,
      transform: `translate3d(${at * stepPx - (slide.offsetLeft - origin)}px, 0, 0)`,
      easing: 'ease',
    }));
    return slide.animate(keyframes, options);
  });
  const bullets = (swiper.pagination as { bullets?: HTMLElement[] } | undefined)?.bullets ?? [];
  bullets.forEach((bullet, dot) => {
    animations.push(
      bullet.animate(
        dotStops(dot, first, timing).map(({ offset, lit }) => ({ offset, opacity: lit ? 1 : 0.35 })),
        options,
      ),
    );
  });
  swiper.el.setAttribute('data-gliding', '');
  return () => {
    const shown = shownAt(Number(animations[0]?.currentTime ?? 0), first, timing);
    for (const animation of animations) animation.cancel();
    swiper.el.removeAttribute('data-gliding');
    return slides.findIndex((slide, index) => realIndexOf(slide, index) === shown);
  };
}
