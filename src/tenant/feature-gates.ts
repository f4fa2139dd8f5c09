import { MEMBER_TYPES } from '@/lib/spec-constants';
import type { FlagCode, FlagValues, PromotionValues } from './flags';
import type { JurisdictionId } from './jurisdictions';
import type { GateContext } from './menu-tables';
import { paths } from './paths';

/**
 * Every flag-gated thing outside the menu tables, decided here: the gate
 * context a screen is judged by, and one evaluator per switched feature.
 * Components ask these functions and never read a flag code themselves
 * (a lint rule says so), so a flag's meaning is written once.
 */

export interface GateInput {
  readonly flags: FlagValues;
  readonly promotions: PromotionValues;
  readonly loggedIn: boolean;
  readonly sessionType: number | null;
  readonly member: {
    readonly type?: number | undefined;
    readonly clubLabel?: { readonly labelName?: string | null | undefined } | null | undefined;
    readonly toUpline?: boolean | undefined;
  } | null;
  /** Issue 33: the tenant's jurisdiction profile ("none" when absent). */
  readonly jurisdiction?: JurisdictionId;
}

/** The one gate-context builder: member info wins over the session for type; guests have no type. */
export function gateContextOf(input: GateInput): GateContext {
  if (!input.loggedIn) {
    return {
      flags: input.flags,
      promotions: input.promotions,
      loggedIn: false,
      memberType: null,
      clubLabel: null,
      toUpline: false,
      jurisdiction: input.jurisdiction ?? 'none',
    };
  }
  return {
    flags: input.flags,
    promotions: input.promotions,
    loggedIn: true,
    memberType: input.member?.type ?? input.sessionType,
    clubLabel: input.member?.clubLabel?.labelName || null,
    toUpline: input.member?.toUpline ?? false,
    jurisdiction: input.jurisdiction ?? 'none',
  };
}

/** Features that follow one flag alone, with the flag each follows (what it gates: src/tenant/flags.ts). */
const FLAG_FEATURES = {
  /** LOGIN-02 the mobile + SMS code tab; LOGIN-15 the provider's phone login rides on the same flag. */
  smsLogin: 'MOBILEVERCODELOGIN3',
  facebookSignIn: 'FACEBOOKLOGIN3',
  googleSignIn: 'GOOGLELOGIN3',
  /** HDR-02: the register button of the logged-out header (and of the static shell). */
  headerRegister: 'DIRECTREG3',
  /** FORGOT-01 / FORGOT-02: recovery by phone beside e-mail. */
  recoveryByPhone: 'CHNGPASSVERIF3',
  /** 001 §2: the agent footer's dividend link. */
  agentDividend: 'AGEDIVIDEND3',
} as const satisfies Record<string, FlagCode>;

export type FlagFeature = keyof typeof FLAG_FEATURES;

/** A feature that follows one flag, by the feature's name (the stamped shell's first views name features, never flags). */
export const flagFeatureOn = (feature: FlagFeature, flags: FlagValues): boolean => flags[FLAG_FEATURES[feature]];

interface LoginOptions {
  /** LOGIN-02: the mobile + SMS code tab (and LOGIN-15 the provider's phone login). */
  readonly smsTab: boolean;
  /** Facebook and Google sign-in (the buttons also need the identity provider to be ready). */
  readonly facebook: boolean;
  readonly google: boolean;
}

/** FLAG-08: the login options of the login and registration screens. */
export function loginOptions(flags: FlagValues): LoginOptions {
  return {
    smsTab: flagFeatureOn('smsLogin', flags),
    facebook: flagFeatureOn('facebookSignIn', flags),
    google: flagFeatureOn('googleSignIn', flags),
  };
}

/** HDR-02 (FLAG-09): the register button of the logged-out header. */
export function headerRegisterShown(flags: FlagValues): boolean {
  return flagFeatureOn('headerRegister', flags);
}

export type RecoveryMethod = 'phone' | 'email';

/** FORGOT-01 / FORGOT-02 (FLAG-09): the recovery methods offered, the default first. */
export function recoveryMethods(flags: FlagValues): readonly RecoveryMethod[] {
  return flagFeatureOn('recoveryByPhone', flags) ? ['phone', 'email'] : ['email'];
}

/** 001 §2: the dividend link of the agent footer. */
export function agentDividendShown(flags: FlagValues): boolean {
  return flagFeatureOn('agentDividend', flags);
}

/** ROLE-05: types 1, 2, 41 and 42 count as agents. */
const isAgentType = (type: number | null): boolean =>
  type !== null && (MEMBER_TYPES.agents as readonly number[]).includes(type);

/** SHARE-05/06: invite friends is offered with the REFERRAL promotion (the page and the member centre agree). */
export function inviteFriendsOffered(promotions: PromotionValues): boolean {
  return promotions.REFERRAL;
}

/** SHARE-04: the share button is hidden for agents unless REFERRAL is on. */
export function showsShareButton(context: GateContext): boolean {
  return !isAgentType(context.memberType) || inviteFriendsOffered(context.promotions);
}

type InviteAction =
  { readonly kind: 'login' } | { readonly kind: 'contactService' } | { readonly kind: 'open'; readonly path: string };

/** SHARE-03/05/06: invite friends needs a session, then the REFERRAL promotion. */
export function inviteAction(context: GateContext): InviteAction {
  if (!context.loggedIn) return { kind: 'login' };
  if (!inviteFriendsOffered(context.promotions)) return { kind: 'contactService' };
  return { kind: 'open', path: paths.inviteFriends() };
}
