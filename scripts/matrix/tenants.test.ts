import { describe, expect, it } from 'vitest';
import { MERCHANT_CODE_PATTERN } from '../../src/tenant/schema';
import { matrixTenants } from './tenants';

describe('the CI tenant matrix (OPS-11)', () => {
  it('OPS-11 is the same twenty valid merchants every run, spread over colours, existing themes and languages (right-to-left included)', () => {
    const tenants = matrixTenants();
    expect(tenants).toEqual(matrixTenants());
    expect(tenants).toHaveLength(20);
    expect(new Set(tenants.map((tenant) => tenant.merchant)).size).toBe(20);
    for (const tenant of tenants) {
      expect(tenant.merchant).toMatch(MERCHANT_CODE_PATTERN);
      expect(tenant.languages).toContain(tenant.defaultLanguage);
      expect(Boolean(tenant.theme) !== Boolean(tenant.primaryColor)).toBe(true);
    }
    expect(
      new Set(tenants.flatMap((tenant) => (tenant.primaryColor ? [tenant.primaryColor] : []))).size,
    ).toBeGreaterThan(15);
    expect(tenants.filter((tenant) => tenant.theme).length).toBeGreaterThan(1);
    expect(new Set(tenants.map((tenant) => tenant.defaultLanguage))).toEqual(new Set(['PT', 'EN', 'AR']));
  });
});
