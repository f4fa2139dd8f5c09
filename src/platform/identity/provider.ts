/**
 * The phone/social-identity provider of 000 §2.3 and §4: social sign-in
 * (Facebook, Google) and phone verification by SMS, each ending in an id
 * token the platform checks (login type of the provider, channel, id token:
 * 000 §3). The app knows providers only through this interface; which one
 * runs is chosen in ./index.ts.
 */

export const SOCIAL_NETWORKS = ['facebook', 'google'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface PhoneVerification {
  readonly verificationId: string;
  readonly mobile: string;
  readonly countryDialingCode: string;
}

interface IdentityToken {
  readonly idToken: string;
}

export interface IdentityProvider {
  /** Which implementation this is (for logs and decisions, never shown). */
  readonly id: string;
  /** The login type the platform knows this provider by (000 §3 "a phone-provider type"). */
  readonly loginType: string;
  /** The social networks this provider can sign in with. */
  readonly networks: readonly SocialNetwork[];
  /** Whether it verifies phone numbers. */
  readonly phone: boolean;
  signIn(network: SocialNetwork): Promise<IdentityToken>;
  /** Sends a code to the number (SMS-07: the provider sends it). */
  sendPhoneCode(mobile: string, countryDialingCode: string): Promise<PhoneVerification>;
  /** Verifies the code the player typed; rejects when it is wrong. */
  verifyPhoneCode(verification: PhoneVerification, code: string): Promise<IdentityToken>;
}

/** A provider that still has to initialise (load its SDK, read its configuration). */
export type IdentityProviderLoader = () => Promise<IdentityProvider>;
