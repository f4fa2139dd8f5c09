import type { SeedFunction } from './types.ts';

/** Inbox: player1 and agent1 (every merchant) get one read and two unread mails, once. */
export const seedInbox: SeedFunction = async ({ db }) => {
  const existing = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM inbox_mails');
  if ((existing[0]?.count ?? 0) > 0) return;
  await db.query(
    `INSERT INTO inbox_mails (member_id, title, content, is_read)
     SELECT m.id, mail.title, mail.content, mail.is_read
     FROM members m
     CROSS JOIN (VALUES ('Welcome', 'Welcome to the lobby.', true), ('Weekly bonus', 'Your weekly bonus is ready.', false), ('Security notice', 'Keep your password private.', false))
       AS mail (title, content, is_read)
     WHERE m.username IN ('player1', 'agent1')`,
  );
};
