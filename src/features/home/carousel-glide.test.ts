import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dotStops, glidePlaces, shownAt, type GlideTiming } from './carousel-glide';

const timing = (count: number): GlideTiming => ({ count, delayMs: 5000, moveMs: 300 });

/** Where a slide stands at `time` (ms into the cycle), by its stops: the last stop at or before it. */
function placeAt(place: number, time: number, glide: GlideTiming): number {
  const stops = glidePlaces(place, glide);
  const offset = time / (glide.count * glide.delayMs);
  return stops.filter((stop) => stop.offset <= offset).at(-1)?.place ?? place;
}

describe('carousel glide (issue 15, BANNER-03, BANNER-04, HOTMATCH-06)', () => {
  it('moves a slide one place every delay, the move taking the last moveMs of it, and loops', () => {
    expect(glidePlaces(0, timing(3))).toEqual([
      { offset: 0, place: 0 },
      { offset: 4700 / 15000, place: 0 },
      { offset: 5000 / 15000, place: -1 },
      // Out of sight on the start side, it waits behind the others.
      { offset: 5000 / 15000, place: -1 },
      { offset: 5000 / 15000, place: 2 },
      { offset: 9700 / 15000, place: 2 },
      { offset: 10000 / 15000, place: 1 },
      { offset: 10000 / 15000, place: 1 },
      { offset: 14700 / 15000, place: 1 },
      { offset: 1, place: 0 },
    ]);
  });

  it('never puts two slides in one place while they hold, every move is one place, and a cycle ends where it began', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), (count) => {
        const glide = timing(count);
        for (let step = 0; step < count; step += 1) {
          const holding = Array.from({ length: count }, (_, place) =>
            placeAt(place, step * glide.delayMs + 100, glide),
          );
          expect(new Set(holding).size).toBe(count);
          expect(Math.min(...holding)).toBe(0);
        }
        for (let place = 0; place < count; place += 1) {
          const stops = glidePlaces(place, glide);
          const last = stops.at(-1)?.place;
          // The last place is the first again, or the hidden one on the start side that waits behind (the same slide, out of sight).
          expect(last === place || (place === count - 1 && last === -1)).toBe(true);
          for (let index = 1; index < stops.length; index += 1) {
            const [before, after] = [stops[index - 1], stops[index]];
            if (!before || !after) continue;
            expect(after.offset).toBeGreaterThanOrEqual(before.offset);
            if (after.offset > before.offset && after.place !== before.place)
              expect(after.place).toBe(before.place - 1);
            // The one jump: from out of sight on the start side to behind the others.
            if (after.offset === before.offset && after.place !== before.place)
              expect({ from: before.place, to: after.place }).toEqual({ from: -1, to: count - 1 });
          }
        }
      }),
    );
  });

  it('knows the slide shown at any time: a move under way counts as done', () => {
    const glide = timing(3);
    expect(shownAt(0, 1, glide)).toBe(1);
    expect(shownAt(4699, 1, glide)).toBe(1);
    expect(shownAt(4700, 1, glide)).toBe(2);
    expect(shownAt(10_000, 1, glide)).toBe(0);
    expect(shownAt(15_000 * 4 + 5000, 2, glide)).toBe(0);
  });

  it('BANNER-06 lights exactly one dot at a time, the dot of the slide shown', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.nat(),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (count, firstSeed, at) => {
          const glide = timing(count);
          const first = firstSeed % count;
          const time = at * count * glide.delayMs;
          const lit = Array.from(
            { length: count },
            (_, dot) =>
              dotStops(dot, first, glide)
                .filter((stop) => stop.offset <= at)
                .at(-1)?.lit,
          );
          expect(lit.filter(Boolean)).toHaveLength(1);
          // Half-way through a move the dot changes; away from moves it is the dot of the slide shown.
          const intoStep = time % glide.delayMs;
          if (intoStep < glide.delayMs - glide.moveMs) expect(lit.indexOf(true)).toBe(shownAt(time, first, glide));
        },
      ),
    );
  });
});
