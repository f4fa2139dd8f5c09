import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { writeStored } from '@/lib/storage';
import { callPlatform, callPlatformParsed } from '@/platform/request';
import { startSession } from '@/platform/session';
import { startFromStore, storedAs } from '@/lib/cached-read';

/** Member info, wallet and login calls (000 §3, §7). */

const optionalText = z.catch(z.optional(z.nullable(z.string())), undefined);

export const memberInfoSchema = z.object({
  id: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
  account: optionalText,
  userName: optionalText,
  nickname: optionalText,
  regDate: z.catch(z.optional(z.nullable(z.number())), undefined),
  clubLabel: z.catch(z.optional(z.nullable(z.object({ labelName: z.catch(z.optional(z.nullable(z.string())), undefined) }))), undefined),
  type: z.catch(z.optional(z.number()), undefined),
  toUpline: z.catch(z.optional(z.boolean()), undefined),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const walletSchema = z.object({
  currencySymbol: z.catch(z.string(), ''),
  currency: z.catch(z.optional(z.string()), undefined),
  sumBalance: z.catch(z.number(), 0),
});
export type Wallet = z.infer<typeof walletSchema>;

export const accountKeys = {
  all: ['account'] as const,
  memberInfo: (token: string | null) => ['account', 'memberInfo', token] as const,
  wallet: (token: string | null) => ['account', 'wallet', token] as const,
};

/** SESSION-10: member info, cached under memberInfo and reused on the next load. */
export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.memberInfo(token),
    enabled: token !== null,
    queryFn: async ({ signal }) => {
      const info = await callPlatformParsed('memberInfo', memberInfoSchema, { signal });
      writeStored('memberInfo', info);
      return info;
    },
    ...startFromStore(() => storedAs('memberInfo', memberInfoSchema)),
  });

/** SESSION-11: the wallet of a logged-in user. */
export const walletQuery = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.wallet(token),
    enabled: token !== null,
    queryFn: ({ signal }) => callPlatformParsed('walletBalance', walletSchema, { signal }),
  });

/** The answer of a login (password, SMS or identity provider). */
export const loginResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userName: z.string(),
  customerType: z.catch(z.number(), 0),
  firstTimeLogin: z.catch(z.optional(z.boolean()), undefined),
  id: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
});

export interface PasswordLogin {
  /** The username, or for an SMS login the mobile number (LOGIN-14). */
  readonly username: string;
  /** The password, or for an SMS login the code. */
  readonly password: string;
  readonly captcha: string | null;
  readonly type: 'username' | 'sms';
}

/** CALL-01: the encrypted login (LOGIN-13, LOGIN-14); fills the session (SESSION-01..03). */
export async function login(merchantCode: string, input: PasswordLogin): Promise<void> {
  const value = await callPlatformParsed('login', loginResponseSchema, {
    body: { username: input.username, password: input.password, captcha: input.captcha, type: input.type },
  });
  startLoginSession(merchantCode, value);
}

/** SESSION-01..03: the session a login answer opens (password, SMS or identity-provider login). */
export function startLoginSession(merchantCode: string, value: z.infer<typeof loginResponseSchema>): void {
  startSession({
    token: value.token,
    merchantCode,
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: value.firstTimeLogin ?? false,
    ...(value.id === undefined ? {} : { id: value.id }),
  });
}

const smsSendSchema = z.catch(z.object({ expiredMinutes: z.catch(z.optional(z.number()), undefined) }), { expiredMinutes: undefined });

/** SMS-05: sends a login code to a mobile number; answers expiredMinutes when the platform gives it. */
export async function sendLoginSms(mobileNum: string): Promise<number | undefined> {
  const value = await callPlatformParsed('smsLogin', z.catch(z.nullable(smsSendSchema), null), { body: { mobileNum } });
  return value?.expiredMinutes;
}

const trialUserSchema = z.object({ userName: z.string().check(z.minLength(1)), password: z.catch(z.string(), '') });
const freePlayResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userName: z.string(),
  customerType: z.catch(z.number(), 4),
  id: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
});

/**
 * TRIAL-01..03: the trial-account creation call, then the free-play login
 * under the trial merchant code; the trial user name goes to its own
 * session-storage entry (SESSION-07) and firstTimeLogin is not stored (SESSION-03).
 */
export async function startTrial(trialMerchantCode: string): Promise<void> {
  const trial = await callPlatformParsed('trialUser', trialUserSchema);
  const value = await callPlatformParsed('freePlayLogin', freePlayResponseSchema, { body: { username: trial.userName, password: trial.password } });
  writeStored('TRIAL_USER_NAME', value.userName);
  startSession({
    token: value.token,
    merchantCode: trialMerchantCode,
    userName: value.userName,
    type: value.customerType,
    ...(value.id === undefined ? {} : { id: value.id }),
  });
}

/** CALL-02 / SESSION-14: the logout call with the session token. */
export async function logout(signal?: AbortSignal): Promise<void> {
  await callPlatform('logout', { body: {}, ...(signal ? { signal } : {}) });
}

/** SMS-02..05 on the phone reset: sends a reset code to a mobile number (000 §7). */
export async function sendResetSms(mobileNum: string): Promise<number | undefined> {
  const value = await callPlatformParsed('smsPasswordReset', z.catch(z.nullable(smsSendSchema), null), { body: { mobileNum } });
  return value?.expiredMinutes;
}

export interface PhoneReset {
  readonly mobileNum: string;
  readonly verificationCode: string;
  readonly newPassword: string;
}

/** FORGOT-14 / CALL-10: set the password by phone (encrypted body); only success or failure is used. */
export async function setPasswordByPhone(input: PhoneReset): Promise<void> {
  await callPlatform('setPasswordByPhone', { body: { mobileNum: input.mobileNum, verificationCode: input.verificationCode, newPassword: input.newPassword } });
}
