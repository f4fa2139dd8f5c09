import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { findMember, upsertMember, TRIAL_TYPE } from '../domain/members.ts';
import { verifyPassword } from '../domain/passwords.ts';
import { createSession } from '../domain/sessions.ts';
import { ok, refuse } from '../http.ts';
import { route } from '../route.ts';

/**
 * Trial play (000 §6, §7; CALL-03, CALL-04): the creation call makes a type-4
 * member with a play balance and answers its name and a one-off key; the
 * free-play login (under the trial merchant code) takes both.
 */

const TRIAL_BALANCE_MINOR = 2000_00;

const freePlayPayload = z.looseObject({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
});

export const trialRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  route(app, ctx, 'trialUser', async ({ info }) => {
    const username = `guest${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const key = randomBytes(12).toString('hex');
    await upsertMember(
      ctx.db,
      info.tenant,
      { username, password: key, type: TRIAL_TYPE, nickname: null, balanceMinor: TRIAL_BALANCE_MINOR },
      'replace',
    );
    return ok({ userName: username, password: key });
  });

  route(app, ctx, 'freePlayLogin', { body: freePlayPayload }, async ({ request, body: payload, info, now }) => {
    const member = await findMember(ctx.db, info.tenant.merchantCode, payload.username);
    if (!member || member.type !== TRIAL_TYPE || !(await verifyPassword(payload.password, member.password_hash))) {
      return refuse(request, 'login.failed', { captcha: false });
    }
    const token = await createSession(ctx.db, member.id, info.tenant.merchantCode, now);
    return ok({ token, id: member.id, userName: member.username, customerType: member.type });
  });
  done();
};
