import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';

/**
 * Session tokens: 128 random bits as hex, sent back raw in Authorization
 * (contract §2). Only their sha256 is stored. The expiry slides: every call
 * made with the token pushes it SESSION_TTL_MS past the scope's clock, so a
 * test can end a session by moving the clock (control API `clock`).
 */

export const SESSION_TTL_MS = 2 * 60 * 60 * 1000;

export interface MemberSession {
  readonly tokenHash: string;
  readonly memberId: number;
  readonly merchant: string;
  /** When the session began (the reality check and the session time limit count from here). */
  readonly startedAt: number;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const TOKEN_SHAPE = /^[0-9a-f]{32}$/;

export async function createSession(db: Queryable, memberId: number, merchant: string, now: number): Promise<string> {
  const token = randomBytes(16).toString('hex');
  await db.query(
    'INSERT INTO sessions (token_hash, member_id, merchant, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [hashToken(token), memberId, merchant, new Date(now), new Date(now + SESSION_TTL_MS)],
  );
  return token;
}

/** The live session of a token for a merchant, its expiry pushed forward; null when missing, ended or expired. */
export async function resolveSession(
  db: Queryable,
  token: string,
  merchant: string,
  now: number,
): Promise<MemberSession | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const rows = await db.query<{ member_id: number; created_at: Date }>(
    `UPDATE sessions SET expires_at = $4
     FROM members
     WHERE sessions.token_hash = $1 AND sessions.merchant = $2 AND sessions.ended_at IS NULL AND sessions.expires_at > $3
       AND members.id = sessions.member_id AND NOT members.disabled AND members.closed_at IS NULL
     RETURNING sessions.member_id, sessions.created_at`,
    [hashToken(token), merchant, new Date(now), new Date(now + SESSION_TTL_MS)],
  );
  const row = rows[0];
  if (row)
    return { tokenHash: hashToken(token), memberId: row.member_id, merchant, startedAt: row.created_at.getTime() };
  // Seen expired once, ended for good: moving a test clock back does not revive it.
  await db.query('UPDATE sessions SET ended_at = $2 WHERE token_hash = $1 AND ended_at IS NULL AND expires_at <= $2', [
    hashToken(token),
    new Date(now),
  ]);
  return null;
}

/** Whether the session of a token hash is still live, without pushing its expiry (an open event stream is no activity). */
export async function sessionLive(db: Queryable, tokenHash: string, merchant: string, now: number): Promise<boolean> {
  const rows = await db.query<{ member_id: number }>(
    `SELECT sessions.member_id FROM sessions JOIN members ON members.id = sessions.member_id
     WHERE sessions.token_hash = $1 AND sessions.merchant = $2 AND sessions.ended_at IS NULL AND sessions.expires_at > $3
       AND NOT members.disabled`,
    [tokenHash, merchant, new Date(now)],
  );
  return rows.length > 0;
}

export async function endSession(db: Queryable, session: MemberSession, now: number): Promise<void> {
  await db.query('UPDATE sessions SET ended_at = $2 WHERE token_hash = $1', [session.tokenHash, new Date(now)]);
}

/** Housekeeping at start: sessions that ended or expired a day ago are of no use to anyone. */
export async function pruneSessions(db: Queryable, now: number): Promise<void> {
  const cutoff = new Date(now - 24 * 60 * 60 * 1000);
  await db.query('DELETE FROM sessions WHERE expires_at < $1 OR ended_at < $1', [cutoff]);
}
