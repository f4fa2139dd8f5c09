// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './yield-to-browser';

describe('afterNextPaint (SPEED-12, SPEED-13)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls back in a task after the next frame, not in the frame itself', () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('after'));
    requestAnimationFrame(() => order.push('frame'));
    expect(order).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(order).toEqual(['frame']);
    vi.advanceTimersByTime(1);
    expect(order).toEqual(['frame', 'after']);
  });

  it('cancelled before the frame, or between the frame and its task, never calls back', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    vi.advanceTimersToNextFrame();
    cancelLate();
    vi.advanceTimersByTime(100);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
