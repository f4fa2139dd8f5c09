import { describe, expect, it } from 'vitest';
import { countryOfDialingCode, exampleMobileNumber } from './phone-example';

const countries = [
  { countryCode: 'US', countryName: 'United States', countryDialingCode: '1' },
  { countryCode: 'CA', countryName: 'Canada', countryDialingCode: '1' },
  { countryCode: 'BR', countryName: 'Brasil', countryDialingCode: '55' },
  { countryCode: 'EG', countryName: 'مصر', countryDialingCode: '+20' },
];

describe('phone examples follow the market (issue 37, LANG-06)', () => {
  it("writes each country's mobile number as it is written there", async () => {
    expect(await exampleMobileNumber('BR')).toMatch(/^\(\d{2}\) 9\d{4}-\d{4}$/);
    expect(await exampleMobileNumber('eg')).toMatch(/^01\d[\d ]{8,}$/);
    expect(await exampleMobileNumber('SA')).toMatch(/^05\d[\d ]{7,}$/);
    expect(await exampleMobileNumber('XX')).toBeNull();
  });

  it("finds the country of a dialing code, the tenant's own first where a code is shared", () => {
    expect(countryOfDialingCode(countries, '1', 'CA')?.countryCode).toBe('CA');
    expect(countryOfDialingCode(countries, '1', 'BR')?.countryCode).toBe('US');
    expect(countryOfDialingCode(countries, '20', null)?.countryCode).toBe('EG');
    expect(countryOfDialingCode(countries, '999', 'BR')).toBeUndefined();
  });
});
