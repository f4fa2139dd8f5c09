import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER } from './api';
import { otherGameLinks, toggleVendor } from './filter-logic';

describe('game filter panel rules', () => {
  it('GLIST-20 GLIST-24 choosing a vendor fills vassalage and its icon; choosing it again clears both', () => {
    const chosen = toggleVendor(DEFAULT_FILTER, { vassalage: 'PGS', mobileSmallIcon: '/pgs.svg' });
    expect(chosen).toEqual({
      gameClassify: 'all',
      minBet: 'all',
      vassalage: 'PGS',
      gameName: '',
      mobileSmallIcon: '/pgs.svg',
    });
    expect(toggleVendor(chosen, { vassalage: 'PGS', mobileSmallIcon: '/pgs.svg' })).toEqual(DEFAULT_FILTER);
    expect(toggleVendor(chosen, null)).toEqual(DEFAULT_FILTER);
  });

  it('GLIST-25 GLIST-26 other games: every category but ELOTT; LOTT opens the lottery list', () => {
    expect(otherGameLinks(['RNG', 'ELOTT', 'LOTT', 'FISH'])).toEqual([
      { category: 'RNG', to: '/m/gameList?gameType=RNG' },
      { category: 'LOTT', to: '/m/lottery' },
      { category: 'FISH', to: '/m/gameList?gameType=FISH' },
    ]);
  });
});
