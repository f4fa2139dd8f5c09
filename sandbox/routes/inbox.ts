import type { FastifyPluginCallback } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { mailsOf, unreadMailCount } from '../domain/content.ts';
import { eventMail } from '../domain/event-texts.ts';
import { mailEvents } from '../domain/member-events.ts';
import { ok } from '../http.ts';
import { route } from '../route.ts';

/**
 * Inbox (001 §7): unread count and the mail list of the session's member.
 * A money event's message (issue 34) is worded in the caller's language and
 * carries its `kind` and `details` (proposed fields), so the app can word it
 * in its own.
 */
export const inboxRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  route(app, ctx, 'unreadCount', async ({ session }) => ok(await unreadMailCount(ctx.db, session.memberId)));
  route(app, ctx, 'mailList', async ({ session, info }) => {
    const events = await mailEvents(ctx.db, session.memberId);
    return ok(
      (await mailsOf(ctx.db, session.memberId)).map((mail) => {
        const event = events.get(mail.id);
        const text = event ? eventMail(event.kind, event.details, info.language) : mail;
        return {
          id: mail.id,
          title: text.title,
          content: text.content,
          read: mail.read,
          sendTime: mail.sentAt,
          ...(event ? { kind: event.kind, details: event.details, eventId: event.id } : {}),
        };
      }),
    );
  });
  done();
};
