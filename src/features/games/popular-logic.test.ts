import { describe, expect, it } from 'vitest';
import { popularLabelKey, popularTabs } from './popular-logic';

describe('popular games tabs', () => {
  it('POPULAR-02 POPULAR-03 hot, sports, live, fish, in-house right after fish, then the server order', () => {
    expect(popularTabs(['RNG', 'INHOUSE', 'PVP', 'FISH', 'LIVE', 'SPORTS', 'LOTT'])).toEqual([
      'HOT',
      'SPORTS',
      'LIVE',
      'FISH',
      'INHOUSE',
      'RNG',
      'PVP',
      'LOTT',
    ]);
    expect(popularTabs(['FISH', 'RNG'])).toEqual(['HOT', 'FISH', 'RNG']);
  });

  it('POPULAR-06 lottery and e-lottery share the LOTT tab', () => {
    expect(popularTabs(['ELOTT', 'RNG', 'LOTT'])).toEqual(['HOT', 'LOTT', 'RNG']);
    expect(popularTabs(['elott'])).toEqual(['HOT', 'LOTT']);
  });

  it('POPULAR-05 labels hot_one, in_house and casino for slots; the code otherwise', () => {
    expect(['HOT', 'INHOUSE', 'RNG', 'SPORTS', 'FISH', 'LIVE', 'PVP', 'LOTT'].map(popularLabelKey)).toEqual([
      'hot_one',
      'in_house',
      'casino',
      'SPORTS',
      'FISH',
      'LIVE',
      'PVP',
      'LOTT',
    ]);
  });
});
