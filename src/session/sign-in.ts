import * as z from 'zod/mini';
import { callPlatformParsed } from '@/platform/request';
import { startSession } from '@/platform/session';

/** Opening a session with a login (000 §3): the login page, the phone reset and the registration all log in this way. */

/** The answer of a login (password, SMS or identity provider). */
export const loginResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userName: z.string(),
  // The account type decides menus and money pages: a login answer without it is a failed read, never a player.
  customerType: z.number(),
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
