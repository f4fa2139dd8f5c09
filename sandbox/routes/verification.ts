import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { issueSmsCode, lastSmsCode, SMS_EXPIRED_MINUTES } from '../domain/sms-codes.ts';
import { ok } from '../http.ts';
import { CONTROL_PREFIX } from '../control-api.ts';
import { parseInput } from '../request.ts';
import { route } from '../route.ts';

/** Verification area (000 §3, §7): SMS codes for login and password reset; the code is readable through the control API. */

const smsPayload = z.looseObject({
  mobileNum: z.string().check(z.trim(), z.regex(/^\d{1,20}$/)),
  countryDialingCode: z.optional(z.nullable(z.string().check(z.maxLength(8)))),
});

export const verificationRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  // smsLogin and smsPasswordReset share this path and method (000 §7; 001 §7): one handler.
  route(app, ctx, 'smsLogin', { body: smsPayload }, async ({ body: payload, info, now }) => {
    // Codes are sent whether or not a member has the number: the answer does not reveal members.
    await issueSmsCode(ctx.db, info.tenant.merchantCode, payload.mobileNum, 'login', now);
    return ok({ expiredMinutes: SMS_EXPIRED_MINUTES });
  });

  if (ctx.testMode) {
    app.get(`${CONTROL_PREFIX}/sms`, async (request) => {
      const mobile = parseInput(z.object({ mobile: z.string().check(z.minLength(1)) }), request.query).mobile;
      return ok(await lastSmsCode(ctx.db, mobile));
    });
  }
  done();
};
