import { describe, expect, it } from 'vitest';
import { layerFromPayload, layerFromTenant, mergeSwitches, readSwitch, resolveSwitches } from './flag-merge';
import { FLAG_CODES, FLAG_REGISTRY, PROMOTION_CODES } from './flags';

const tenant = layerFromTenant({
  flags: { MOBILEVERCODELOGIN3: true, DEPRECM3: true },
  promotions: { REFERRAL: true },
});

describe('flag registry', () => {
  it('FLAG-01 names every flag of the spec once, with a default and what it gates', () => {
    const specFlags = [
      'DIRECTREG3',
      'MOBILEVERCODELOGIN3',
      'FACEBOOKLOGIN3',
      'GOOGLELOGIN3',
      'CHNGPASSVERIF3',
      'DEPRECM3',
      'WITHREC3',
      'TRANSREC3',
      'TRANSBETREPMEM3',
      'PERSREP',
      'AGETRANSFERUP3',
      'REWCEN3',
      'MANPLAYREB3',
      'PLYRBT',
      'MAILCEN',
      'FEEDBACK3',
    ];
    for (const code of specFlags) expect(FLAG_CODES).toContain(code);
    expect(new Set(FLAG_CODES).size).toBe(FLAG_CODES.length);
    for (const code of FLAG_CODES) {
      expect(typeof FLAG_REGISTRY[code].default).toBe('boolean');
      expect(FLAG_REGISTRY[code].gates.length).toBeGreaterThan(5);
    }
    expect(PROMOTION_CODES).toEqual(['REFERRAL', 'MISSION']);
  });
});

describe('flag merge (FLAG-02..04, FLAG-10)', () => {
  it('FLAG-02 later layers win: registry < tenant < whitelabel < consolidated', () => {
    const merged = resolveSwitches({
      tenant,
      whitelabel: {
        flags: [
          { code: 'MOBILEVERCODELOGIN3', enabled: false },
          { code: 'WITHREC3', enabled: true },
        ],
      },
      consolidated: { flags: { WITHREC3: false } },
    });
    expect(merged.flags.DEPRECM3).toBe(true); // tenant over registry default (false)
    expect(merged.flags.MOBILEVERCODELOGIN3).toBe(false); // whitelabel over tenant
    expect(merged.flags.WITHREC3).toBe(false); // consolidated over whitelabel
  });

  it('FLAG-03 a flag absent from both responses keeps the tenant default, else the registry default', () => {
    const merged = resolveSwitches({ tenant, whitelabel: { flags: [] }, consolidated: {} });
    expect(merged.flags.MOBILEVERCODELOGIN3).toBe(true);
    expect(merged.flags.DIRECTREG3).toBe(FLAG_REGISTRY.DIRECTREG3.default);
    expect(merged.promotions.REFERRAL).toBe(true);
    expect(merged.promotions.MISSION).toBe(false);
  });

  it('FLAG-04 a failed or malformed payload leaves the defaults in force', () => {
    for (const broken of [undefined, null, 'oops', 42, [], { flags: 'nope' }, { flags: [{ code: 7 }, null, 'x'] }]) {
      const merged = resolveSwitches({ tenant, whitelabel: broken, consolidated: broken });
      expect(merged.flags.MOBILEVERCODELOGIN3).toBe(true);
      expect(merged.flags.DEPRECM3).toBe(true);
    }
  });

  it('FLAG-04 a wrongly typed value falls back per field to the level below', () => {
    const merged = resolveSwitches({
      tenant,
      whitelabel: { flags: { MOBILEVERCODELOGIN3: 'maybe', DEPRECM3: false } },
    });
    expect(merged.flags.MOBILEVERCODELOGIN3).toBe(true); // unreadable: tenant value stays
    expect(merged.flags.DEPRECM3).toBe(false); // readable: applied
  });

  it('FLAG-10 unknown codes in server responses are ignored without error', () => {
    const layer = layerFromPayload({
      flags: { NOT_A_FLAG: true, __proto__: true, DIRECTREG3: false },
      promotions: { NOPE: true },
    });
    expect([...layer.flags.keys()]).toEqual(['DIRECTREG3']);
    expect(layer.promotions.size).toBe(0);
  });

  it('reads the platform switch encodings', () => {
    expect([true, 1, '1', 'Y', 'yes', 'ON', 'true'].map(readSwitch)).toEqual(Array(7).fill(true));
    expect([false, 0, '0', 'N', 'no', 'OFF', 'false'].map(readSwitch)).toEqual(Array(7).fill(false));
    expect([2, 'x', null, undefined, {}].map(readSwitch)).toEqual(Array(5).fill(undefined));
  });

  it('merging no layers gives the registry defaults', () => {
    const merged = mergeSwitches([]);
    for (const code of FLAG_CODES) expect(merged.flags[code]).toBe(FLAG_REGISTRY[code].default);
  });
});
