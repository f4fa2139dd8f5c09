import type { Queryable } from '../db/index.ts';
import type { EventDetails, MemberEventKind } from './event-texts.ts';

/**
 * Money notifications (issue 34): an event is recorded in the transaction
 * of the change it reports, with its inbox message beside it, so the event
 * stream pushes only what committed and the inbox holds everything a player
 * missed while offline. Recording is idempotent by `key` (a repeated
 * callback or a replayed bet records nothing twice).
 */

export interface MemberEvent {
  readonly id: number;
  readonly kind: MemberEventKind;
  readonly details: EventDetails;
  readonly at: number;
}

interface EventRow {
  readonly id: number;
  readonly kind: MemberEventKind;
  readonly details: EventDetails;
  readonly created_at: Date;
}

const eventOf = (row: EventRow): MemberEvent => ({
  id: row.id,
  kind: row.kind,
  details: row.details,
  at: row.created_at.getTime(),
});

/** Records an event and its inbox message (worded when the inbox is read, in the reader's language: event-texts.ts). */
export async function recordMemberEvent(
  tx: Queryable,
  event: {
    readonly memberId: number;
    readonly kind: MemberEventKind;
    readonly details: EventDetails;
    readonly key: string;
    readonly at: number;
  },
): Promise<void> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO member_events (member_id, kind, details, event_key, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (event_key) DO NOTHING RETURNING id`,
    [event.memberId, event.kind, JSON.stringify(event.details), event.key, new Date(event.at)],
  );
  if (!row) return;
  await tx.query(
    "INSERT INTO inbox_mails (member_id, title, content, is_read, sent_at, event_id) VALUES ($1, '', '', false, $2, $3)",
    [event.memberId, new Date(event.at), row.id],
  );
}

/** Events after `afterId`, oldest first (the stream's catch-up after a reconnect), at most `limit`. */
export async function eventsAfter(
  db: Queryable,
  memberId: number,
  afterId: number,
  limit: number,
): Promise<MemberEvent[]> {
  const rows = await db.query<EventRow>(
    'SELECT id, kind, details, created_at FROM member_events WHERE member_id = $1 AND id > $2 ORDER BY id LIMIT $3',
    [memberId, afterId, limit],
  );
  return rows.map(eventOf);
}

/** The newest event id of a member (0 with none): a stream opened without a catch-up point starts here. */
export async function latestEventId(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ id: number | null }>('SELECT MAX(id) AS id FROM member_events WHERE member_id = $1', [
    memberId,
  ]);
  return row?.id ?? 0;
}

/** The event an inbox mail came from, for the mail list (the app words it in the player's language). */
export async function mailEvents(db: Queryable, memberId: number): Promise<Map<number, MemberEvent>> {
  const rows = await db.query<EventRow & { mail_id: number }>(
    `SELECT i.id AS mail_id, e.id, e.kind, e.details, e.created_at FROM inbox_mails i
     JOIN member_events e ON e.id = i.event_id WHERE i.member_id = $1`,
    [memberId],
  );
  return new Map(rows.map((row) => [row.mail_id, eventOf(row)]));
}

/** Events of a member, newest first (control API). */
export async function recentEvents(db: Queryable, memberId: number, limit = 50): Promise<MemberEvent[]> {
  const rows = await db.query<EventRow>(
    'SELECT id, kind, details, created_at FROM member_events WHERE member_id = $1 ORDER BY id DESC LIMIT $2',
    [memberId, limit],
  );
  return rows.map(eventOf);
}

/** Seeded history happened before anyone could be told: its events (and their inbox messages) are dropped. */
export async function forgetMemberEvents(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('DELETE FROM member_events WHERE member_id = $1', [memberId]);
}
