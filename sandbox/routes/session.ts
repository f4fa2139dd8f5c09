import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { renderCaptcha } from '../domain/captcha-image.ts';
import { consumeSmsCode } from '../domain/sms-codes.ts';
import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS, consumeCaptcha, issueCaptcha } from '../domain/captchas.ts';
import { LoginGuard } from '../domain/login-guard.ts';
import { deviceOf, openLoginSession } from '../domain/logins.ts';
import { findMember, findMemberByMobile } from '../domain/members.ts';
import { refuseIfExcluded } from '../domain/responsible-gaming.ts';
import { verifyPassword } from '../domain/passwords.ts';
import { endSession } from '../domain/sessions.ts';
import { ok, refuse } from '../http.ts';
import { route } from '../route.ts';

/** Session area (000 §7, contract §3.1, §4.1): RSA key, captcha, login, logout. */

const loginPayload = z.looseObject({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  captcha: z.optional(z.nullable(z.string().check(z.maxLength(16)))),
  type: z._default(z.enum(['username', 'sms']), 'username'),
});

export const sessionRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  route(app, ctx, 'rsaKey', ({ reply }) => {
    void reply.type('text/plain; charset=utf-8');
    return Promise.resolve(ctx.rsaKey.modulusHex);
  });

  route(app, ctx, 'captcha', async ({ reply, info, now }) => {
    const captcha = await issueCaptcha(ctx.db, now);
    ctx.control.setLastCaptcha(info.scope, captcha);
    void reply.setCookie(CAPTCHA_COOKIE, captcha.id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: CAPTCHA_TTL_MS / 1000,
    });
    return ok(renderCaptcha(captcha.code).toString('base64'));
  });

  route(app, ctx, 'login', { body: loginPayload }, async ({ request, body: payload, info, now }) => {
    const merchant = info.tenant.merchantCode;
    const guard = new LoginGuard(ctx.control, info.scope, now);

    const retryAfterSeconds = guard.admitAttempt(merchant, payload.username, request.ip);
    if (retryAfterSeconds !== null) return refuse(request, 'login.rate.limited', { retryAfterSeconds });

    const captchaDemanded = guard.captchaRequired(merchant, payload.username, request.ip);
    if (captchaDemanded && !(await consumeCaptcha(ctx.db, request.cookies[CAPTCHA_COOKIE], payload.captcha, now))) {
      return refuse(request, 'captcha.invalid', { captcha: true });
    }

    // SMS logins (LOGIN-14): username = mobile, password = the code sent to it.
    // A username login also takes the member's mobile number as the account (FORGOT-15 logs in that way).
    const member =
      payload.type === 'username'
        ? ((await findMember(ctx.db, merchant, payload.username)) ??
          (/^\d{6,20}$/.test(payload.username)
            ? await findMemberByMobile(ctx.db, merchant, payload.username)
            : undefined))
        : await findMemberByMobile(ctx.db, merchant, payload.username);
    const verified =
      payload.type === 'username'
        ? await verifyPassword(payload.password, member?.password_hash ?? null)
        : member !== undefined && (await consumeSmsCode(ctx.db, merchant, payload.username, payload.password, now));
    if (!member || !verified) {
      const captchaNext = guard.recordFailure(merchant, payload.username, request.ip);
      return refuse(request, 'login.failed', { captcha: captchaNext });
    }
    if (member.disabled) return refuse(request, 'user.disabled', { captcha: false });
    if (member.closed_at) return refuse(request, 'account.closed', { captcha: false });

    // RG: a cool-off or self-exclusion blocks login on the server, naming until when.
    await refuseIfExcluded(ctx.db, member.id, now);

    guard.recordSuccess(merchant, payload.username, request.ip, captchaDemanded);
    return ok(await openLoginSession(ctx.db, member, merchant, { at: now, ip: request.ip, device: deviceOf(request) }));
  });

  // 000 §7 says DELETE; the contract saw POST: both end the session.
  route(app, ctx, 'logout', { alsoMethods: ['POST'] }, async ({ session, now }) => {
    await endSession(ctx.db, session, now);
    return ok(null);
  });

  done();
};
