import { describe, expect, it } from 'vitest';
import { formatMatchTime, formatPopupMatchTime } from './match-time';

describe('hot-match time', () => {
  it('HOTMATCH-04 formats day, English short month and hour:minute', () => {
    expect(formatMatchTime(new Date(2026, 10, 21, 16, 30).getTime())).toBe('21 Nov 16:30');
    expect(formatMatchTime(new Date(2026, 0, 5, 9, 5).getTime())).toBe('5 Jan 09:05');
    expect(formatMatchTime(Number.NaN)).toBe('');
  });

  it('HOTMATCH-10 the popup shows MM/DD HH:mm', () => {
    expect(formatPopupMatchTime(new Date(2026, 10, 21, 16, 30).getTime())).toBe('11/21 16:30');
    expect(formatPopupMatchTime(new Date(2026, 0, 5, 9, 5).getTime())).toBe('01/05 09:05');
    expect(formatPopupMatchTime(Number.NaN)).toBe('');
  });
});
