import { describe, expect, it } from 'vitest';
import { countdownStart, formatCountdown, refreshDelay, winningDigits } from './countdown';

describe('lottery countdown rules', () => {
  it('LOTT-10 starts at remainTime minus half the difference of the lottery times', () => {
    expect(countdownStart(60_000, [1000, 1400])).toBe(59_800);
    expect(countdownStart(60_000, null)).toBe(60_000);
    expect(countdownStart(60_000, [1000])).toBe(60_000);
  });

  it('LOTT-06 LOTT-07 LOTT-09 formats h:mm:ss, --:--:-- off sale or at zero, near under 6 s', () => {
    expect(formatCountdown(3_723_000, true)).toEqual({ text: '1:02:03', state: 'running' });
    expect(formatCountdown(6_000, true)).toEqual({ text: '0:00:06', state: 'running' });
    expect(formatCountdown(5_001, true)).toEqual({ text: '0:00:06', state: 'running' });
    expect(formatCountdown(5_000, true)).toEqual({ text: '0:00:05', state: 'near' });
    expect(formatCountdown(0, true)).toEqual({ text: '--:--:--', state: 'drawing' });
    expect(formatCountdown(50_000, false)).toEqual({ text: '--:--:--', state: 'off' });
  });

  it('LOTT-11 LOTT-12 LOTT-13 refresh delay: smallest non-negative remaining time, 7000 ms when ≤ 0, cap 30000', () => {
    expect(
      refreshDelay([
        { numero: '1', remainTime: 12_000 },
        { numero: '2', remainTime: 9_000 },
        { numero: '', remainTime: 100 },
      ]),
    ).toBe(9_000);
    expect(
      refreshDelay([
        { numero: '1', remainTime: 0 },
        { numero: '2', remainTime: 9_000 },
      ]),
    ).toBe(7_000);
    expect(refreshDelay([{ numero: '1', remainTime: -5 }])).toBe(7_000);
    expect(refreshDelay([])).toBe(7_000);
    expect(refreshDelay([{ numero: '1', remainTime: 120_000 }])).toBe(30_000);
  });

  it('LOTT-05 shows the part before ~, and the first group of a comma list', () => {
    expect(winningDigits('12345~20260101')).toBe('12345');
    expect(winningDigits('12,34,56~99999')).toBe('12');
    expect(winningDigits('')).toBe('');
    expect(winningDigits(null)).toBe('');
  });
});
