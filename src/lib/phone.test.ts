import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { internationalNumber } from './phone';

describe('internationalNumber (issue 17: phone fields with a country picker)', () => {
  it('POLISH-11 a local number gets the picked code; a trunk 0 is dropped', () => {
    expect(internationalNumber('55', '11987654321')).toBe('5511987654321');
    expect(internationalNumber('55', '011 98765-4321')).toBe('5511987654321');
    expect(internationalNumber('1', '212 555 1234')).toBe('12125551234');
  });

  it('POLISH-11 a number typed with its code is kept once, with or without "+" or "00"', () => {
    expect(internationalNumber('55', '5511987654321')).toBe('5511987654321');
    expect(internationalNumber('55', '+55 11 98765 4321')).toBe('5511987654321');
    expect(internationalNumber('1', '+55 11 98765 4321')).toBe('5511987654321');
    expect(internationalNumber('351', '00351912345678')).toBe('351912345678');
  });

  it('POLISH-11 a local number that happens to start with the code is still local (area code 55 in Brazil)', () => {
    expect(internationalNumber('55', '55987654321')).toBe('5555987654321');
  });

  it('POLISH-11 without a code the digits go as typed; the result is digits only', () => {
    expect(internationalNumber('', ' 11987654321 ')).toBe('11987654321');
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,4}$/), fc.string(), (code, typed) => {
        expect(internationalNumber(code, typed)).toMatch(/^\d*$/);
      }),
    );
  });

  it('POLISH-11 applying it to its own answer with the same code changes nothing for full numbers', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{0,2}$/), fc.stringMatching(/^[1-9][0-9]{9,11}$/), (code, local) => {
        const once = internationalNumber(code, local);
        expect(internationalNumber(code, once)).toBe(once);
      }),
    );
  });
});
