import { describe, expect, it } from 'vitest';
import { cacheReadDelay, lotteryKeys, lotteryListQuery, lotteryMenuQuery } from './api';

describe('lottery queries', () => {
  it('LOTT-14 I18N-06 the lottery menu and lists are keyed by language, so a language change loads them again', () => {
    expect(lotteryMenuQuery('PT').queryKey).toEqual(lotteryKeys.menu('PT'));
    expect(lotteryMenuQuery('PT').queryKey).not.toEqual(lotteryMenuQuery('EN').queryKey);
    expect(lotteryListQuery('Elott', 'PT').queryKey).not.toEqual(lotteryListQuery('Elott', 'EN').queryKey);
    expect(lotteryListQuery('Elott', 'PT').queryKey).not.toEqual(lotteryListQuery('Lott', 'PT').queryKey);
  });

  it('SESSION-23 the e-lottery cache is read 1000 ms late, the lottery cache at once', () => {
    expect(cacheReadDelay('Elott')).toBe(1000);
    expect(cacheReadDelay('Lott')).toBe(0);
  });
});
