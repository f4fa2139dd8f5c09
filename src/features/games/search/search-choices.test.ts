// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameSearch } from '../discovery-api';
import { forgetSearches, RECENT_SEARCHES_MAX, recentSearches, rememberSearch } from './recent-searches';
import { foundNothing, recentSections, resultSections } from './search-choices';

const game = (nodeId: string, gameType: string) => ({ nodeId, gameName: nodeId, gameType });

const answer = (overrides: Partial<GameSearch>): GameSearch => ({
  totalCount: 0,
  groups: [],
  vendors: [],
  suggestions: { keywords: [], games: [] },
  ...overrides,
});

describe('what the search lists (issue 34)', () => {
  it('FIND-03 providers first, then one group per type in the answer’s order, with “see all” when a type has more', () => {
    const sections = resultSections(
      answer({
        totalCount: 9,
        vendors: [{ vassalage: 'JLI', displayName: 'Jili Lite', gameTypes: ['RNG', 'FISH'], gameCount: 110 }],
        groups: [
          { gameType: 'FISH', totalCount: 2, games: [game('F1', 'FISH'), game('F2', 'FISH')] },
          { gameType: 'RNG', totalCount: 7, games: [game('R1', 'RNG')] },
        ],
      }),
    );
    expect(sections.map((section) => section.id)).toEqual(['providers', 'type-FISH', 'type-RNG']);
    expect(sections[0]?.choices[0]).toMatchObject({ kind: 'vendor', vendor: { vassalage: 'JLI', gameType: 'RNG' } });
    expect(sections[1]?.choices.map((choice) => choice.kind)).toEqual(['game', 'game']);
    expect(sections[2]?.choices.map((choice) => choice.kind)).toEqual(['game', 'more']);
    expect(sections[2]?.choices[1]).toMatchObject({ gameType: 'RNG', count: 7 });
    expect(sections[2]?.title).toEqual({ kind: 'type', gameType: 'RNG', count: 7 });
    // Every choice has its own id: the arrow keys walk one flat order.
    const ids = sections.flatMap((section) => section.choices.map((choice) => choice.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('FIND-04 nothing found lists what the query may have meant, then popular games; nothing to suggest lists nothing', () => {
    const empty = answer({ suggestions: { keywords: ['pescaria'], games: [game('H1', 'RNG')] } });
    expect(foundNothing(empty)).toBe(true);
    const sections = resultSections(empty);
    expect(sections.map((section) => section.title.kind)).toEqual(['didYouMean', 'popular']);
    expect(sections[0]?.choices[0]).toMatchObject({ kind: 'keyword', term: 'pescaria' });
    expect(sections[1]?.choices[0]).toMatchObject({ kind: 'popular' });
    expect(resultSections(answer({}))).toEqual([]);
    expect(recentSections([])).toEqual([]);
    expect(recentSections(['tigre'])[0]?.choices).toEqual([{ kind: 'recent', id: 'recent-0', term: 'tigre' }]);
  });
});

describe('recent searches on the phone (issue 34)', () => {
  beforeEach(() => {
    forgetSearches();
  });

  it('FIND-04 keeps the newest first, the same words once whatever their accents or case, and at most eight', () => {
    rememberSearch('tigre');
    rememberSearch('  pescaria   dour ');
    expect(recentSearches()).toEqual(['pescaria dour', 'tigre']);
    rememberSearch('TIGRÉ');
    expect(recentSearches()).toEqual(['TIGRÉ', 'pescaria dour']);
    rememberSearch('   ');
    expect(recentSearches()).toHaveLength(2);
    for (let index = 0; index < 12; index += 1) rememberSearch(`game ${String(index)}`);
    expect(recentSearches()).toHaveLength(RECENT_SEARCHES_MAX);
    expect(recentSearches()[0]).toBe('game 11');
  });

  it('FIND-04 lives in localStorage under its declared key; a tampered value reads as none', () => {
    rememberSearch('koi');
    expect(JSON.parse(window.localStorage.getItem('recentGameSearches') ?? 'null')).toEqual(['koi']);
    window.localStorage.setItem('recentGameSearches', '{"not":"a list"}');
    expect(recentSearches()).toEqual([]);
    forgetSearches();
    expect(window.localStorage.getItem('recentGameSearches')).toBeNull();
  });
});
