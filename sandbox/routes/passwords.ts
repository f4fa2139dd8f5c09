import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { findMemberByMobile, memberById, setMemberPassword } from '../domain/members.ts';
import { consumeSmsCode, liveSmsCode } from '../domain/sms-codes.ts';
import { verifyPassword } from '../domain/passwords.ts';
import { ok, refuse } from '../http.ts';
import { route } from '../route.ts';

/** Passwords area (000 §3, §7): change with the old password, set by phone with an SMS code (encrypted bodies), forgot by e-mail. */

const changePayload = z.looseObject({
  oldPassword: z.string().check(z.minLength(1), z.maxLength(128)),
  newPassword: z.string().check(z.minLength(6), z.maxLength(128)),
  confirmNewPassword: z.string().check(z.maxLength(128)),
});

const phoneResetPayload = z.looseObject({
  mobileNum: z.string().check(z.trim(), z.regex(/^\d{1,20}$/)),
  verificationCode: z.string().check(z.trim(), z.regex(/^\d{1,10}$/)),
  newPassword: z.string().check(z.minLength(6), z.maxLength(128)),
});

const forgotPayload = z.looseObject({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(255)),
});

export const passwordRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  // CALL-12 is form-encoded; the parser lives in this area only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, parsed) => {
    parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // Forgot password by e-mail: the same answer whether or not the pair matches (no account enumeration).
  route(app, ctx, 'forgotPasswordEmail', { body: forgotPayload }, () => Promise.resolve(ok(null)));

  /**
   * CALL-10: set the password by phone. The code must be the live one sent to
   * the mobile; a new password equal to the current one is refused with
   * modify.new.old.same before the code is used, so the player can retry
   * with the same code. An unknown mobile answers like a wrong code.
   */
  route(app, ctx, 'setPasswordByPhone', { body: phoneResetPayload }, async ({ request, body: payload, info, now }) => {
    const merchant = info.tenant.merchantCode;
    const member = await findMemberByMobile(ctx.db, merchant, payload.mobileNum);
    const live = await liveSmsCode(ctx.db, merchant, payload.mobileNum, now);
    if (!member || live !== payload.verificationCode) return refuse(request, 'verification.code.invalid');
    if (await verifyPassword(payload.newPassword, member.password_hash)) return refuse(request, 'modify.new.old.same');
    if (!(await consumeSmsCode(ctx.db, merchant, payload.mobileNum, payload.verificationCode, now)))
      return refuse(request, 'verification.code.invalid');
    await setMemberPassword(ctx.db, member.id, payload.newPassword);
    return ok(null);
  });

  route(app, ctx, 'changePassword', { body: changePayload }, async ({ request, body: payload, session }) => {
    if (payload.newPassword !== payload.confirmNewPassword) return refuse(request, 'request_param_err');
    const member = await memberById(ctx.db, session.memberId);
    if (!member || !(await verifyPassword(payload.oldPassword, member.password_hash)))
      return refuse(request, 'password.old.incorrect');
    if (payload.newPassword === payload.oldPassword) return refuse(request, 'modify.new.old.same');
    await setMemberPassword(ctx.db, member.id, payload.newPassword);
    return ok(null);
  });
  done();
};
