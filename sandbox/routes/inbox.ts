import type { FastifyPluginCallback } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { memberRoute, ok } from '../http.ts';

/** Inbox (001 §7): unread count and the mail list of the session's member. */
export const inboxRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  memberRoute(app, ctx, 'unreadCount', async ({ session }) => {
    const rows = await ctx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM inbox_mails WHERE member_id = $1 AND NOT is_read', [session.memberId]);
    return ok(rows[0]?.count ?? 0);
  });
  memberRoute(app, ctx, 'mailList', async ({ session }) => {
    const rows = await ctx.db.query<{ id: number; title: string; content: string; is_read: boolean; sent_at: Date }>(
      'SELECT id, title, content, is_read, sent_at FROM inbox_mails WHERE member_id = $1 ORDER BY sent_at DESC, id DESC',
      [session.memberId],
    );
    return ok(rows.map((row) => ({ id: row.id, title: row.title, content: row.content, read: row.is_read, sendTime: new Date(row.sent_at).getTime() })));
  });
  done();
};
