import { login } from '@/session';
import { registerMethod } from '@/lib/device';
import { DURATIONS } from '@/lib/spec-constants';
import { PlatformError } from '@/platform/errors';
import type { IdentityProvider, PhoneVerification } from '@/platform/identity';
import { toast } from '@/ui';
import type { FieldErrors } from 'react-hook-form';
import { checkAffiliate, register } from './api';
import type { RegisterMethodTab, RegisterValues, VisibleField } from './form-schema';
import { buildRegisterPayload } from './payload';

/** How a submit ended when it did not throw: `runRegistration` says what each means. */
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
        providerIdToken = (await phoneProvider.verifyPhoneCode(input.verification, values.verificationCode.trim()))
          .idToken;
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
      await login(input.merchantCode, {
        username: payload.username || payload.mobileNum,
        password: payload.password,
        captcha: null,
        type: 'username',
      });
    }
    return 'registered';
  } finally {
    toast.hide(loading);
  }
}

/** What a submit may do to the form and the page it runs on; nothing else of what was typed changes. */
export interface RegistrationSurface {
  /** ERR-01: marks the invitation-code field as wrong, moving the focus to it when asked. */
  readonly showAffiliateError: (options: { readonly focus: boolean }) => void;
  /** Empties the captcha field and fetches a new image: a captcha is good for one try. */
  readonly renewCaptcha: () => void;
  /** Leaves the form for the home page once the member is in. */
  readonly goHome: () => void;
}

/**
 * The submit of a valid form from start to end: the sequence above, then what
 * the member sees for each outcome. A failure rethrows after renewing the used
 * captcha, so the caller's mutation shows the platform's message as a toast
 * and what was typed stays for another try.
 */
export async function runRegistration(input: RegistrationInput, surface: RegistrationSurface): Promise<SubmitOutcome> {
  const shown = (name: VisibleField['name']) => input.fields.some((item) => item.name === name);
  let outcome: SubmitOutcome;
  try {
    outcome = await submitRegistration(input);
  } catch (error) {
    if (shown('captcha')) surface.renewCaptcha();
    if (error instanceof PlatformError && error.errorCode === 'affiliate.invalid' && shown('affiliateCode')) {
      surface.showAffiliateError({ focus: false });
    }
    throw error;
  }
  if (outcome === 'affiliateInvalid') {
    // ERR-01: "invitation code error", the field focused, no register call.
    surface.showAffiliateError({ focus: true });
    toast.fail('register:affiliateError');
  } else if (outcome === 'registered') {
    // REG-27: registered successfully, then the member is logged in.
    toast.success('messages.registered');
    surface.goHome();
  }
  return outcome;
}

/** REG-18: the field that takes the focus when validation fails: the first failing one in form order. */
export function firstFailingField(
  fields: readonly VisibleField[],
  errors: FieldErrors<RegisterValues>,
): VisibleField['name'] | undefined {
  return fields.find((item) => errors[item.name])?.name;
}
