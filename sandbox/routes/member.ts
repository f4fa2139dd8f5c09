import type { FastifyPluginCallback } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { memberInfo } from '../domain/member-views.ts';
import { memberById } from '../domain/members.ts';
import { SandboxHttpError, ok } from '../http.ts';
import { route } from '../route.ts';

/** Member area (000 §3, §7; contract §4.4). */
export const memberRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  route(app, ctx, 'memberInfo', async ({ session }) => {
    const member = await memberById(ctx.db, session.memberId);
    // The session's member was deleted under it: the session is as good as gone.
    if (!member) throw new SandboxHttpError(401, 'login.not.session');
    return ok(memberInfo(member));
  });
  done();
};
