import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  GATES,
  JURISDICTION_IDS,
  JURISDICTIONS,
  gatePasses,
  jurisdictionProfile,
  type Gate,
  type JurisdictionId,
  type JurisdictionProfile,
} from './jurisdictions';
import { tenantSchema } from './schema';

describe('jurisdiction profiles', () => {
  it('KYC-30 the table has one typed row per profile id and nothing else', () => {
    expectTypeOf<keyof typeof JURISDICTIONS>().toEqualTypeOf<JurisdictionId>();
    expectTypeOf(jurisdictionProfile).returns.toEqualTypeOf<JurisdictionProfile>();
    expectTypeOf<(typeof GATES)[number]>().toEqualTypeOf<Gate>();
    expect(Object.keys(JURISDICTIONS).sort()).toEqual([...JURISDICTION_IDS].sort());
  });

  it('KYC-30 "none" is today\'s site: no identity field, no verification, no gate, no location, demo play on', () => {
    const none = JURISDICTIONS.none;
    expect(none.registration).toEqual({ taxId: null, fullName: false, birthDate: false });
    expect(none.verification).toBe(false);
    expect(none.ownNamePayments).toBe(false);
    expect(none.location).toBeNull();
    expect(none.privacyLaw).toBeNull();
    expect(none.demoPlay).toBe(true);
    for (const gate of GATES) expect(gatePasses(none, gate, 'none')).toBe(true);
  });

  it('KYC-31 BR holds deposit, play and withdrawal until verified; the other profile only withdrawal', () => {
    for (const gate of GATES) {
      expect(gatePasses(JURISDICTIONS.BR, gate, 'pending')).toBe(false);
      expect(gatePasses(JURISDICTIONS.BR, gate, 'verified')).toBe(true);
    }
    const later = JURISDICTIONS['verify-before-withdrawal'];
    expect(gatePasses(later, 'deposit', 'none')).toBe(true);
    expect(gatePasses(later, 'play', 'rejected')).toBe(true);
    expect(gatePasses(later, 'withdraw', 'pending')).toBe(false);
  });

  it('KYC-30 every profile that gates on verification verifies, and every checked one names its sources', () => {
    for (const id of JURISDICTION_IDS) {
      const profile: JurisdictionProfile = JURISDICTIONS[id];
      if (profile.verifiedFor.length > 0) expect(profile.verification, id).toBe(true);
      if (profile.verification || profile.privacyLaw) expect(profile.sources.length, id).toBeGreaterThan(0);
      if (profile.privacyLaw) expect(profile.retentionYears, id).toBeGreaterThan(0);
    }
  });

  it('KYC-30 a tenant file names a profile; without the key it is "none", and an unknown id names the profiles', () => {
    const base = {
      merchantCode: 'acme',
      trialMerchantCode: 'acmetrial',
      displayName: 'Acme',
      theme: 'base',
      assets: { logo: 'logo.svg' },
    };
    expect(tenantSchema.parse(base).jurisdiction).toBe('none');
    expect(tenantSchema.parse({ ...base, jurisdiction: 'BR' }).jurisdiction).toBe('BR');
    const wrong = tenantSchema.safeParse({ ...base, jurisdiction: 'XX' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toContain('none, BR, verify-before-withdrawal');
  });
});
