import * as z from 'zod/mini';
import { writeStored } from '@/lib/storage';
import { callPlatform, callPlatformParsed } from '@/platform/request';
import { startSession } from '@/platform/session';

/** The account screens' own calls: SMS codes, the trial account and the phone reset (000 §3, §7). */

const smsSendSchema = z.catch(z.object({ expiredMinutes: z.catch(z.optional(z.number()), undefined) }), {
  expiredMinutes: undefined,
});

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
  const value = await callPlatformParsed('freePlayLogin', freePlayResponseSchema, {
    body: { username: trial.userName, password: trial.password },
  });
  startSession({
    token: value.token,
    merchantCode: trialMerchantCode,
    userName: value.userName,
    type: value.customerType,
    ...(value.id === undefined ? {} : { id: value.id }),
  });
  // After the session starts: a new session forgets the last one's trial name.
  writeStored('TRIAL_USER_NAME', value.userName);
}

/** SMS-02..05 on the phone reset: sends a reset code to a mobile number (000 §7). */
export async function sendResetSms(mobileNum: string): Promise<number | undefined> {
  const value = await callPlatformParsed('smsPasswordReset', z.catch(z.nullable(smsSendSchema), null), {
    body: { mobileNum },
  });
  return value?.expiredMinutes;
}

export interface PhoneReset {
  readonly mobileNum: string;
  readonly verificationCode: string;
  readonly newPassword: string;
}

/** FORGOT-14 / CALL-10: set the password by phone (encrypted body); only success or failure is used. */
export async function setPasswordByPhone(input: PhoneReset): Promise<void> {
  await callPlatform('setPasswordByPhone', {
    body: { mobileNum: input.mobileNum, verificationCode: input.verificationCode, newPassword: input.newPassword },
  });
}
