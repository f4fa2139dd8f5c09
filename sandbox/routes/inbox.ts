import type { FastifyPluginCallback } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { mailsOf, unreadMailCount } from '../domain/content.ts';
import { memberRoute, ok } from '../http.ts';

/** Inbox (001 §7): unread count and the mail list of the session's member. */
export const inboxRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  memberRoute(app, ctx, 'unreadCount', async ({ session }) => ok(await unreadMailCount(ctx.db, session.memberId)));
  memberRoute(app, ctx, 'mailList', async ({ session }) =>
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
