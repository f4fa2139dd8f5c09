import { callPlatformParsed } from '@/platform/request';
import { loginResponseSchema, startLoginSession } from '@/session';

/**
 * Logins with an identity provider's id token (000 §3): a phone-provider
 * login sends the provider's login type, channel 'sms', the id token, the
 * mobile number and countryDialingCode (LOGIN-15); a social sign-in sends the
 * network as the channel (decision). Encrypted like the ordinary login.
 */

export type ProviderLogin =
  | {
      readonly type: string;
      readonly channel: 'sms';
      readonly idToken: string;
      readonly mobileNum: string;
      readonly countryDialingCode: string;
    }
  | { readonly type: string; readonly channel: 'facebook' | 'google'; readonly idToken: string };

export async function loginWithProvider(merchantCode: string, input: ProviderLogin): Promise<void> {
  const value = await callPlatformParsed('loginVerification', loginResponseSchema, { body: { ...input } });
  startLoginSession(merchantCode, value);
}
