import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/promotions.json';
import pt from '@/i18n/locales/pt/promotions.json';
import { PROMOTION_STATES } from '@/lib/spec-constants';
import { actionOf, promotionStateOf } from './states';

describe('promotion states', () => {
  it('PROMO-01 every display state has an EN and a PT label', () => {
    expect(Object.keys(en.state).sort()).toEqual([...PROMOTION_STATES].sort());
    expect(Object.keys(pt.state).sort()).toEqual([...PROMOTION_STATES].sort());
    expect(en.state.COMING_SOON).toBe('Coming soon');
    for (const state of PROMOTION_STATES) expect(pt.state[state]).not.toBe('');
  });

  it('PROMO-01 reads server values loosely and only Join and Claim take an action', () => {
    expect(promotionStateOf('Coming soon')).toBe('COMING_SOON');
    expect(promotionStateOf('claimed')).toBe('CLAIMED');
    expect(promotionStateOf('WHATEVER')).toBeNull();
    expect(promotionStateOf(3)).toBeNull();
    expect(actionOf('JOIN')).toBe('join');
    expect(actionOf('CLAIM')).toBe('claim');
    for (const state of PROMOTION_STATES.filter((entry) => entry !== 'JOIN' && entry !== 'CLAIM'))
      expect(actionOf(state)).toBeNull();
    expect(actionOf(null)).toBeNull();
  });
});
