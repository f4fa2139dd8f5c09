import { login } from '@/features/account';
import { registerMethod } from '@/lib/device';
import { DURATIONS } from '@/lib/spec-constants';
import type { IdentityProvider, PhoneVerification } from '@/platform/identity';
import { toast } from '@/ui';
import { checkAffiliate, register } from './api';
import type { RegisterMethodTab, RegisterValues, VisibleField } from './form-schema';
import { buildRegisterPayload } from './payload';

/** How a submit ended when it did not throw: the page says what each means. */
export type SubmitOutcome = 'registered' | 'abandoned' | 'affiliateInvalid';

export interface RegistrationInput {
  readonly values: RegisterValues;
  /** The fields the form shows: only their values are sent. */
  readonly fields: readonly VisibleField[];
  readonly tab: RegisterMethodTab;
  readonly urlAffiliate: { readonly code: string; readonly domain: string };
  /** The phone provider when it verifies codes (000 §4), else null. */
  readonly phoneProvider: IdentityProvider | null;
  /** The provider's answer to the last code sent. */
  readonly verification: PhoneVerification | null;
  readonly dialingCode: string;
  readonly merchantCode: string;
}

/**
 * The registration sequence (REG-19..27, AFF-04), out of the form: the
 * invitation code checked again, the provider's code verified first, the
 * 000 §3 payload of the shown fields, the register call, then a login when
 * the platform did not log the member in. Loading shows for the whole run.
 */
export async function submitRegistration(input: RegistrationInput): Promise<SubmitOutcome> {
  const { values, fields, phoneProvider } = input;
  const shown = (name: VisibleField['name']) => fields.some((item) => item.name === name);
  const loading = toast.loading('messages.in_please_wait', { maxMs: DURATIONS.changePasswordLoadingMax });
  try {
    // AFF-04: a shown invitation-code field is checked again (its value, else the URL's code).
    if (shown('affiliateCode')) {
      const code = values.affiliateCode.trim() || input.urlAffiliate.code;
      if (code !== '' && !(await checkAffiliate(code, input.urlAffiliate.domain))) return 'affiliateInvalid';
    }
    // REG-19: with the provider, the code is verified first; a failure abandons silently.
    let providerIdToken: string | undefined;
    if (phoneProvider && shown('verificationCode') && values.verificationCode.trim() !== '') {
      if (!input.verification) return 'abandoned';
      try {
        providerIdToken = (await phoneProvider.verifyPhoneCode(input.verification, values.verificationCode.trim())).idToken;
      } catch {
        return 'abandoned';
      }
    }
    const shownValues = Object.fromEntries(fields.map((item) => [item.name, values[item.name]]));
    const payload = buildRegisterPayload({
      values: shownValues,
      countryDialingCode: input.dialingCode,
      hostName: window.location.hostname,
      registerMethod: registerMethod(),
      urlAffiliate: input.urlAffiliate,
      providerIdToken,
    });
    const loggedIn = await register(input.tab, payload, input.merchantCode);
    if (!loggedIn) {
      await login(input.merchantCode, { username: payload.username || payload.mobileNum, password: payload.password, captcha: null, type: 'username' });
    }
    return 'registered';
  } finally {
    toast.hide(loading);
  }
}
