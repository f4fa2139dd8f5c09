import { describe, expect, it } from 'vitest';
import { msUntilCheck } from './reality-check';

describe('reality check schedule (RG-05)', () => {
  it('RG-05 waits for the next multiple of the interval of time played', () => {
    expect(msUntilCheck(0, 30)).toBe(30 * 60_000);
    expect(msUntilCheck(29 * 60_000, 30)).toBe(60_000);
    expect(msUntilCheck(30 * 60_000, 30)).toBe(30 * 60_000);
    expect(msUntilCheck(61 * 60_000, 30)).toBe(29 * 60_000);
    expect(msUntilCheck(-5, 15)).toBe(15 * 60_000);
  });
});
