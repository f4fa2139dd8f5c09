import * as z from 'zod/mini';
import { callPlatformParsed } from '../request';
import { SOCIAL_NETWORKS, type IdentityProvider, type PhoneVerification } from './provider';

/**
 * The sandbox's test identity provider (served by the sandbox in test mode
 * under /__identity/): initialising reads its configuration; where it is not
 * served the call fails and the provider counts as not initialised (LOGIN-12).
 */

const configSchema = z.object({
  provider: z.string(),
  loginType: z.string().check(z.minLength(1)),
  networks: z.catch(z.array(z.catch(z.enum(SOCIAL_NETWORKS), 'google')), []),
  phone: z.catch(z.boolean(), false),
});
const tokenSchema = z.object({ idToken: z.string().check(z.minLength(1)) });
const verificationSchema = z.object({ verificationId: z.string().check(z.minLength(1)) });

export async function loadSandboxIdentityProvider(): Promise<IdentityProvider> {
  const config = await callPlatformParsed('identityConfig', configSchema);
  return {
    id: config.provider,
    loginType: config.loginType,
    networks: [...new Set(config.networks)],
    phone: config.phone,
    signIn: (network) => callPlatformParsed('identitySocialSignIn', tokenSchema, { body: { network } }),
    sendPhoneCode: async (mobile, countryDialingCode): Promise<PhoneVerification> => {
      const value = await callPlatformParsed('identityPhoneSend', verificationSchema, {
        body: { mobile, countryDialingCode },
      });
      return { verificationId: value.verificationId, mobile, countryDialingCode };
    },
    verifyPhoneCode: (verification, code) =>
      callPlatformParsed('identityPhoneVerify', tokenSchema, {
        body: { verificationId: verification.verificationId, code },
      }),
  };
}
