import type { FlagValues } from '@/tenant/flags';

/**
 * The account screens' switches, read from the merged flag registry (FLAG-08,
 * FLAG-09): one place decides which login options, header buttons and
 * recovery methods a tenant shows.
 */

export interface LoginOptions {
  /** LOGIN-02: the mobile + SMS code tab. */
  readonly smsTab: boolean;
  /** Facebook and Google sign-in (the buttons also need the identity provider to be ready). */
  readonly facebook: boolean;
  readonly google: boolean;
}

export function loginOptions(flags: FlagValues): LoginOptions {
  return { smsTab: flags.MOBILEVERCODELOGIN3, facebook: flags.FACEBOOKLOGIN3, google: flags.GOOGLELOGIN3 };
}

/** HDR-02: the register button of the logged-out header. */
export function headerRegisterShown(flags: FlagValues): boolean {
  return flags.DIRECTREG3;
}

export type RecoveryMethod = 'phone' | 'email';

/** FORGOT-01 / FORGOT-02: the recovery methods offered, the default first. */
export function recoveryMethods(flags: FlagValues): readonly RecoveryMethod[] {
  return flags.CHNGPASSVERIF3 ? ['phone', 'email'] : ['email'];
}
