import { REGISTRATION, type RegisterMethod } from '@/lib/spec-constants';
import { normalise, type RegisterValues } from './form-schema';
import type { RegisterField } from '@/tenant/register-settings';

/**
 * REG-20..26, AFF-05, AFF-06: the registration payload of 000 §3, every key
 * present, empty optional values as "" (never omitted, never null).
 */

export interface RegisterPayload {
  readonly countryDialingCode: string;
  readonly registerUrl: string;
  readonly registerMethod: RegisterMethod;
  readonly username: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly affiliateCode: string;
  readonly paymentPassword: string;
  readonly recommenderId: string;
  readonly nickname: string;
  readonly payeeName: string;
  readonly email: string;
  readonly mobileNum: string;
  readonly idNumber: string;
  readonly qqNum: string;
  readonly facebook: string;
  readonly wechat: string;
  readonly line: string;
  readonly whatsapp: string;
  readonly zalo: string;
  readonly captcha: string;
  readonly type: typeof REGISTRATION.type;
  readonly domain: string;
  readonly verificationCode: string;
  /** Issue 33 (KYC-01): the identity fields, sent only when the profile's configuration shows them. */
  readonly fullName?: string;
  /** As masked, 000.000.000-00: the shape the field configuration's pattern asks for. */
  readonly cpf?: string;
  /** YYYY-MM-DD, as the date input gives it. */
  readonly birthDate?: string;
  /** REG-26: phone-provider verification only. */
  readonly channel?: 'sms';
  readonly idToken?: string;
}

interface PayloadInput {
  /** The values of the shown fields; fields not shown send "". */
  readonly values: Partial<RegisterValues>;
  readonly countryDialingCode: string;
  /** REG-21: the current host name. */
  readonly hostName: string;
  /** REG-22: from src/lib/device.ts. */
  readonly registerMethod: RegisterMethod;
  /** AFF-05 / AFF-06: the code and domain from the URL parameters. */
  readonly urlAffiliate: { readonly code: string; readonly domain: string };
  /** REG-26: the provider's id token when it verified the phone. */
  readonly providerIdToken?: string | undefined;
}

export function buildRegisterPayload(input: PayloadInput): RegisterPayload {
  const value = (name: RegisterField): string => normalise(name, input.values[name] ?? '');
  const password = value('password');
  const payload: RegisterPayload = {
    countryDialingCode: value('mobileNum') === '' ? '' : input.countryDialingCode,
    registerUrl: input.hostName,
    registerMethod: input.registerMethod,
    username: value('username'),
    password,
    // REG-23: always the password itself.
    confirmPassword: password,
    affiliateCode: value('affiliateCode') || input.urlAffiliate.code,
    paymentPassword: value('paymentPassword'),
    recommenderId: value('recommenderId'),
    nickname: value('nickname'),
    payeeName: value('payeeName'),
    email: value('email'),
    mobileNum: value('mobileNum'),
    idNumber: value('idNumber'),
    qqNum: value('qqNum'),
    facebook: value('facebook'),
    wechat: value('wechat'),
    line: value('line'),
    whatsapp: value('whatsapp'),
    zalo: value('zalo'),
    captcha: value('captcha'),
    type: REGISTRATION.type,
    domain: input.urlAffiliate.domain,
    verificationCode: input.providerIdToken ? '' : value('verificationCode'),
  };
  // Left out when not shown, so a site without them sends exactly the payload of 000 §3.
  const identity = Object.fromEntries(
    (['fullName', 'cpf', 'birthDate'] as const).flatMap((name) => (value(name) === '' ? [] : [[name, value(name)]])),
  );
  const withIdentity = { ...payload, ...identity };
  return input.providerIdToken ? { ...withIdentity, channel: 'sms', idToken: input.providerIdToken } : withIdentity;
}

/** AFF-01: the affiliate code and domain of the URL (?affiliateCode= or ?code=, ?domain=). */
export function affiliateFromUrl(params: URLSearchParams): { code: string; domain: string } {
  return {
    code: (params.get('affiliateCode') ?? params.get('code') ?? '').trim(),
    domain: (params.get('domain') ?? '').trim(),
  };
}
