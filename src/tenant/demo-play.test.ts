import { describe, expect, it } from 'vitest';
import { demoPlayAllowed } from './demo-play';

describe('demo play by jurisdiction (FIND-10, KYC-23)', () => {
  it('FIND-10 KYC-23 the profile decides: offered without checks and before a first withdrawal, not in Brazil', () => {
    expect(demoPlayAllowed({ jurisdiction: 'none' })).toBe(true);
    expect(demoPlayAllowed({ jurisdiction: 'verify-before-withdrawal' })).toBe(true);
    expect(demoPlayAllowed({ jurisdiction: 'BR' })).toBe(false);
  });
});
