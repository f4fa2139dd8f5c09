import * as z from 'zod/mini';
import { callPlatformParsed } from '@/platform/request';
import { startSession } from '@/platform/session';

/**
 * Logins with an identity provider's id token (000 §3): a phone-provider
 * login sends the provider's login type, channel 'sms', the id token, the
 * mobile number and countryDialingCode (LOGIN-15); a social sign-in sends the
 * network as the channel (decision). Encrypted like the ordinary login.
 */

const responseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userName: z.string(),
  customerType: z.catch(z.number(), 0),
  firstTimeLogin: z.catch(z.optional(z.boolean()), undefined),
  id: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
});

export type ProviderLogin =
  | { readonly type: string; readonly channel: 'sms'; readonly idToken: string; readonly mobileNum: string; readonly countryDialingCode: string }
  | { readonly type: string; readonly channel: 'facebook' | 'google'; readonly idToken: string };

export async function loginWithProvider(merchantCode: string, input: ProviderLogin): Promise<void> {
  const value = await callPlatformParsed('loginVerification', responseSchema, { body: { ...input } });
  startSession({
    token: value.token,
    merchantCode,
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: value.firstTimeLogin ?? false,
    ...(value.id === undefined ? {} : { id: value.id }),
  });
}
