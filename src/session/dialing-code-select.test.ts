// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { defaultCountry, type Country } from './dialing-code-select';

const countries: Country[] = [
  { countryCode: 'BR', countryName: 'Brasil', countryDialingCode: '55' },
  { countryCode: 'US', countryName: 'United States', countryDialingCode: '1' },
  { countryCode: 'EG', countryName: 'مصر', countryDialingCode: '20' },
];

describe('the dialing code a phone field starts at (LANG-06)', () => {
  it("LANG-06 starts at the tenant's country, whatever the list's order", () => {
    expect(defaultCountry(countries, 'EG')?.countryDialingCode).toBe('20');
    expect(defaultCountry(countries, 'us')?.countryDialingCode).toBe('1');
  });

  it("LANG-06 falls back to the list's first entry when the tenant's country is not offered, or none is set", () => {
    expect(defaultCountry(countries, 'SA')?.countryDialingCode).toBe('55');
    expect(defaultCountry(countries, null)?.countryDialingCode).toBe('55');
    expect(defaultCountry([], 'EG')).toBeUndefined();
  });
});
