import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDateTime, isoDay } from './dates';

describe('dates (MONEY-18)', () => {
  it('MONEY-18 formats times in the player language and counts down', () => {
    const time = Date.UTC(2026, 10, 24, 15, 30);
    expect(formatDateTime(time, 'EN', 'date')).toMatch(/Nov 24, 2026/);
    expect(formatDateTime(time, 'PT', 'date')).toMatch(/24 de nov\.? de 2026/);
    expect(formatDateTime(null, 'EN')).toBe('—');
    expect(formatCountdown(125_000)).toBe('2:05');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(-5)).toBe('0:00');
    expect(isoDay(time)).toBe('2026-11-24');
  });

  it('REL-11 a time no calendar holds reads as a dash, never a RangeError', () => {
    for (const hostile of [1e21, -1e21, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatDateTime(hostile, 'PT')).toBe('—');
  });
});
