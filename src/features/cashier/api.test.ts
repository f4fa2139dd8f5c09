import { describe, expect, it } from 'vitest';
import { bonusOffersSchema } from './api';

describe('deposit bonus offers', () => {
  it('MONEY-45 REL-11 an offer whose percentage or turnover cannot be read is dropped, never a 0 % bonus', () => {
    const offer = { id: 'b1', name: 'Welcome', percent: 10, maxBonus: 50, minDeposit: 20, turnoverMultiplier: 5 };
    const offers = bonusOffersSchema.parse({
      content: [offer, { ...offer, id: 'b2', percent: 'ten' }, { ...offer, id: 'b3', turnoverMultiplier: null }],
    }).content;
    expect(offers.map((read) => read.id)).toEqual(['b1']);
    expect(offers[0]).toMatchObject({ percent: 10, maxBonus: 5000, minDeposit: 2000, turnoverMultiplier: 5 });
  });
});
