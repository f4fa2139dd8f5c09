import { describe, expect, it } from 'vitest';
import { GAME_CONSTANTS, GAME_SELECTION_TYPES } from '@/lib/spec-constants';
import { classifyTabs, gamesToShow, hasMore, isHttpUrl, mayLoad, nearBottom } from './list-logic';

const classes = [
  { key: 'SLOT', displayName: 'Slots' },
  { key: 'JACKPOT', displayName: 'Jackpot' },
];

describe('game list rules', () => {
  it('GLIST-01 GLIST-02 GLIST-03 shows All, New (RNG only), Favorites, Hot and more than one classification', () => {
    expect(classifyTabs('RNG', classes).map((tab) => tab.id)).toEqual([
      'ALL',
      'NEW',
      'FAV',
      'HOT',
      'C:SLOT',
      'C:JACKPOT',
    ]);
    expect(classifyTabs('LIVE', [classes[0] ?? { key: 'x', displayName: 'x' }]).map((tab) => tab.id)).toEqual([
      'ALL',
      'FAV',
      'HOT',
    ]);
  });

  it('CONST-04 CONST-08 the selection tabs are NEW, FAV, ALL and HOT; New belongs to RNG, the slot type code', () => {
    expect(GAME_CONSTANTS.slotGameType).toBe('RNG');
    expect([...GAME_SELECTION_TYPES].sort()).toEqual(['ALL', 'FAV', 'HOT', 'NEW']);
    expect(
      classifyTabs(GAME_CONSTANTS.slotGameType, [])
        .map((tab) => tab.id)
        .sort(),
    ).toEqual([...GAME_SELECTION_TYPES].sort());
    expect(classifyTabs('PVP', []).map((tab) => tab.id)).not.toContain('NEW');
  });

  it('GLIST-04 shows no classify tabs for FISH', () => {
    expect(classifyTabs('FISH', classes)).toEqual([]);
  });

  it('GLIST-10 hasMore is true exactly while pageNum < totalPages', () => {
    expect(hasMore(1, 3)).toBe(true);
    expect(hasMore(3, 3)).toBe(false);
    expect(hasMore(4, 3)).toBe(false);
  });

  it('GLIST-12 GLIST-13 loads within 500 px of the bottom, at most once per second', () => {
    expect(nearBottom(1000, 800, 2300)).toBe(true);
    expect(nearBottom(999, 800, 2300)).toBe(false);
    expect(mayLoad(2000, 1000)).toBe(true);
    expect(mayLoad(1999, 1000)).toBe(false);
  });

  it('LAUNCH-03 follows only http(s) URLs', () => {
    expect(isHttpUrl('https://x.test/a')).toBe(true);
    expect(isHttpUrl('http://x.test/a')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('/m/home')).toBe(false);
    expect(isHttpUrl(undefined)).toBe(false);
  });

  it('SPEED-12 a page added to the list may wait in its transition; a new list shows at once', () => {
    const [a, b, c, d] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
    const shown = [a, b];
    // The next page of the same list: the grid keeps what it shows until its transition renders.
    expect(gamesToShow(shown, [a, b, c, d])).toBe(shown);
    // The first page (nothing deferred yet), another tab or a search: never the last list's games.
    const first = [a, b];
    expect(gamesToShow([], first)).toBe(first);
    const otherTab = [c, d];
    expect(gamesToShow(shown, otherTab)).toBe(otherTab);
    const emptied: { id: string }[] = [];
    expect(gamesToShow(shown, emptied)).toBe(emptied);
  });
});
