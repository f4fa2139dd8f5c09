import { describe, expect, it } from 'vitest';
import { progressClock } from './stamp-run';

/** Issue 35: the build's progress says how long is left, from the pace of the stamps so far. */

describe('stamping progress (issue 35)', () => {
  it('counts the stamps done and estimates the time left from the pace so far', () => {
    let now = 0;
    const clock = progressClock(10, () => now);
    now = 2000;
    expect(clock.tick()).toBe('[1/10]');
    // 2 s for one stamp, nine to go.
    expect(clock.left()).toBe(' · about 18 s left');
    now = 4000;
    clock.tick();
    clock.tick();
    clock.tick();
    // 4 s for four (they run side by side), six to go.
    expect(clock.left()).toBe(' · about 6 s left');
  });

  it('says minutes for a long wait and nothing once every stamp is done', () => {
    let now = 0;
    const clock = progressClock(601, () => now);
    now = 1000;
    clock.tick();
    expect(clock.left()).toBe(' · about 10.0 min left');
    const short = progressClock(1, () => now);
    expect(short.tick()).toBe('[1/1]');
    expect(short.left()).toBe('');
  });
});
