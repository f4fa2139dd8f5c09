import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { memberById } from '../domain/members.ts';
import { hashPassword, verifyPassword } from '../domain/passwords.ts';
import { memberRoute, ok, parseInput, publicRoute, refuse } from '../http.ts';
import { decryptedPayload } from './session.ts';

/** Passwords area (000 §3, §7): change with the old password (encrypted body). */

const changePayload = z.looseObject({
  oldPassword: z.string().check(z.minLength(1), z.maxLength(128)),
  newPassword: z.string().check(z.minLength(6), z.maxLength(128)),
  confirmNewPassword: z.string().check(z.maxLength(128)),
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
  publicRoute(app, ctx, 'forgotPasswordEmail', ({ request }) => {
    parseInput(forgotPayload, request.body);
    return Promise.resolve(ok(null));
  });

  memberRoute(app, ctx, 'changePassword', async ({ request, session }) => {
    const payload = parseInput(changePayload, decryptedPayload(request, ctx));
    if (payload.newPassword !== payload.confirmNewPassword) return refuse(request, 'request_param_err');
    const member = await memberById(ctx.db, session.memberId);
    if (!member || !(await verifyPassword(payload.oldPassword, member.password_hash))) return refuse(request, 'password.old.incorrect');
    if (payload.newPassword === payload.oldPassword) return refuse(request, 'modify.new.old.same');
    await ctx.db.query('UPDATE members SET password_hash = $2, password_expired = false WHERE id = $1', [member.id, await hashPassword(payload.newPassword)]);
    return ok(null);
  });
  done();
};
