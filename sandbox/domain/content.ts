import type { Queryable } from '../db/index.ts';

/** Read-only content of a merchant or a member: help entries and inbox mails. */

export async function helpEntries(
  db: Queryable,
  merchant: string,
  language: string,
): Promise<Array<{ title: string; content: string }>> {
  const rows = await db.query<{ title: string; content: string }>(
    'SELECT title, content FROM help_entries WHERE merchant = $1 AND language = $2 ORDER BY position',
    [merchant, language],
  );
  return rows.map((row) => ({ title: row.title, content: row.content }));
}

export async function unreadMailCount(db: Queryable, memberId: number): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM inbox_mails WHERE member_id = $1 AND NOT is_read',
    [memberId],
  );
  return rows[0]?.count ?? 0;
}

interface Mail {
  readonly id: number;
  readonly title: string;
  readonly content: string;
  readonly read: boolean;
  readonly sentAt: number;
}

export async function mailsOf(db: Queryable, memberId: number): Promise<Mail[]> {
  const rows = await db.query<{ id: number; title: string; content: string; is_read: boolean; sent_at: Date }>(
    'SELECT id, title, content, is_read, sent_at FROM inbox_mails WHERE member_id = $1 ORDER BY sent_at DESC, id DESC',
    [memberId],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    read: row.is_read,
    sentAt: new Date(row.sent_at).getTime(),
  }));
}

/** The member's head icon as a data URL (CALL-14), or null before one was uploaded. */
export async function headIconOf(db: Queryable, memberId: number): Promise<string | null> {
  const rows = await db.query<{ data_url: string }>('SELECT data_url FROM member_icons WHERE member_id = $1', [
    memberId,
  ]);
  return rows[0]?.data_url ?? null;
}

export async function setHeadIcon(db: Queryable, memberId: number, dataUrl: string): Promise<void> {
  await db.query(
    `INSERT INTO member_icons (member_id, data_url) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET data_url = EXCLUDED.data_url, updated_at = now()`,
    [memberId, dataUrl],
  );
}

/** Stores a feedback (CALL-22) and answers its id. */
export async function recordFeedback(
  db: Queryable,
  memberId: number,
  content: string,
  imageNames: readonly string[],
): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    'INSERT INTO feedbacks (member_id, content, image_names) VALUES ($1, $2, $3) RETURNING id',
    [memberId, content, imageNames.join('\n')],
  );
  return rows[0]?.id ?? null;
}
