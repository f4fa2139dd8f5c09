import type { FastifyPluginCallback } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { mailsOf, unreadMailCount } from '../domain/content.ts';
import { ok } from '../http.ts';
import { route } from '../route.ts';

/** Inbox (001 §7): unread count and the mail list of the session's member. */
export const inboxRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  route(app, ctx, 'unreadCount', async ({ session }) => ok(await unreadMailCount(ctx.db, session.memberId)));
  route(app, ctx, 'mailList', async ({ session }) =>
    ok(
      (await mailsOf(ctx.db, session.memberId)).map((mail) => ({
        id: mail.id,
        title: mail.title,
        content: mail.content,
        read: mail.read,
        sendTime: mail.sentAt,
      })),
    ),
  );
  done();
};
