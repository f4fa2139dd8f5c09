import { describe, expect, it } from 'vitest';
import { formatMatchTime } from './match-time';

describe('hot-match time', () => {
  it('HOTMATCH-04 formats day, English short month and hour:minute', () => {
    expect(formatMatchTime(new Date(2026, 10, 21, 16, 30).getTime())).toBe('21 Nov 16:30');
    expect(formatMatchTime(new Date(2026, 0, 5, 9, 5).getTime())).toBe('5 Jan 09:05');
    expect(formatMatchTime(Number.NaN)).toBe('');
  });
});
