import { describe, expect, it } from 'vitest';
import { layerFromTenant, resolveSwitches } from './flag-merge';
import { headerRegisterShown, loginOptions, recoveryMethods } from './feature-gates';

const tenant = layerFromTenant({ flags: { FACEBOOKLOGIN3: true } });

describe('account switches from the flag registry', () => {
  it('FLAG-08 the login options (SMS tab, Facebook, Google) follow the merged registry', () => {
    const defaults = resolveSwitches({ tenant: layerFromTenant({}) });
    expect(loginOptions(defaults.flags)).toEqual({ smsTab: false, facebook: false, google: false });
    const merged = resolveSwitches({
      tenant,
      whitelabel: {
        flags: [
          { code: 'MOBILEVERCODELOGIN3', enabled: true },
          { code: 'GOOGLELOGIN3', enabled: true },
        ],
      },
      consolidated: { flags: { FACEBOOKLOGIN3: false } },
    });
    expect(loginOptions(merged.flags)).toEqual({ smsTab: true, facebook: false, google: true });
  });

  it('FLAG-09 the header register button reads DIRECTREG3 and the forgot toggle reads CHNGPASSVERIF3', () => {
    const defaults = resolveSwitches({ tenant: layerFromTenant({}) });
    expect(headerRegisterShown(defaults.flags)).toBe(true);
    expect(recoveryMethods(defaults.flags)).toEqual(['email']);
    const switched = resolveSwitches({
      tenant: layerFromTenant({}),
      whitelabel: {
        flags: [
          { code: 'DIRECTREG3', enabled: false },
          { code: 'CHNGPASSVERIF3', enabled: true },
        ],
      },
    });
    expect(headerRegisterShown(switched.flags)).toBe(false);
    // Phone is the default when both are offered.
    expect(recoveryMethods(switched.flags)).toEqual(['phone', 'email']);
  });
});
