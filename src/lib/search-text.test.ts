import { describe, expect, it } from 'vitest';
import { foldForSearch, isSearchable, matchesTerms, matchRanges, searchTerms } from './search-text';

describe('search text (issue 34)', () => {
  it('FIND-02 folds case and accents: "pescaria" finds "Pescária", "DRAGAO" finds "Dragão"', () => {
    expect(foldForSearch('Pescária Dourada')).toBe('pescaria dourada');
    expect(foldForSearch('DRAGÃO')).toBe('dragao');
    expect(foldForSearch('Piñata Loca')).toBe('pinata loca');
    expect(foldForSearch('Çà et là')).toBe('ca et la');
    expect(matchesTerms(foldForSearch('Pescária Dourada'), searchTerms('pescaria'))).toBe(true);
    expect(matchesTerms(foldForSearch('Fortuna do Faraó'), searchTerms('FARAO'))).toBe(true);
  });

  it('FIND-02 spells out letters Unicode does not decompose, and compatibility forms', () => {
    expect(foldForSearch('Straße')).toBe('strasse');
    expect(foldForSearch('Ærø Ølhus')).toBe('aero olhus');
    expect(foldForSearch('Łódź')).toBe('lodz');
    // Full-width letters and ligatures fold to their plain letters (NFKD).
    expect(foldForSearch('ＭＥＧＡ ﬁsh')).toBe('mega fish');
  });

  it('FIND-02 splits a query into words, ignores punctuation and spacing, and needs every word', () => {
    expect(searchTerms('  Dragão,  dourado! ')).toEqual(['dragao', 'dourado']);
    expect(searchTerms('hold & win')).toEqual(['hold', 'win']);
    expect(matchesTerms('dragao dourado', ['dour', 'drag'])).toBe(true);
    expect(matchesTerms('dragao dourado', ['dour', 'tigre'])).toBe(false);
    expect(matchesTerms('anything', [])).toBe(false);
  });

  it('FIND-01 a query needs two letters or digits before it searches', () => {
    expect(isSearchable('a')).toBe(false);
    expect(isSearchable(' ! ')).toBe(false);
    expect(isSearchable('á ')).toBe(false);
    expect(isSearchable('7 7')).toBe(true);
    expect(isSearchable('pe')).toBe(true);
  });

  it('FIND-05 finds where the words occur in the name as shown, accents and all', () => {
    expect(matchRanges('Pescária Dourada', 'pescaria')).toEqual([[0, 8]]);
    expect(matchRanges('Pescária Dourada', 'ria dour')).toEqual([
      [5, 8],
      [9, 13],
    ]);
    // Overlapping words are one range; an absent word none.
    expect(matchRanges('Mega Megaways', 'mega egaw')).toEqual([
      [0, 4],
      [5, 10],
    ]);
    expect(matchRanges('Tiger', 'dragon')).toEqual([]);
    // A name that folds to another length is not highlighted at all (never in the wrong place).
    expect(matchRanges('Große Beute', 'beute')).toEqual([]);
  });
});
