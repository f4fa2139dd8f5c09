import type { Queryable } from '../db/index.ts';

/** A member's favourite and recent games (migration 010); the catalogue itself is generated, not stored. */

export async function favouriteNodes(db: Queryable, memberId: number): Promise<string[]> {
  const rows = await db.query<{ node_id: string }>(
    'SELECT node_id FROM favourite_games WHERE member_id = $1 ORDER BY created_at DESC, node_id',
    [memberId],
  );
  return rows.map((row) => row.node_id);
}

export async function addFavourite(db: Queryable, memberId: number, nodeId: string, now: number): Promise<void> {
  await db.query(
    'INSERT INTO favourite_games (member_id, node_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [memberId, nodeId, new Date(now)],
  );
}

/** Whether there was such a favourite to remove. */
export async function removeFavourite(db: Queryable, memberId: number, nodeId: string): Promise<boolean> {
  const removed = await db.query(
    'DELETE FROM favourite_games WHERE member_id = $1 AND node_id = $2 RETURNING node_id',
    [memberId, nodeId],
  );
  return removed.length > 0;
}

export async function recordRecentGame(db: Queryable, memberId: number, nodeId: string, now: number): Promise<void> {
  await db.query(
    'INSERT INTO recent_games (member_id, node_id, played_at) VALUES ($1, $2, $3) ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = EXCLUDED.played_at',
    [memberId, nodeId, new Date(now)],
  );
}

/** The member's last twenty games, newest first. */
export async function recentNodes(db: Queryable, memberId: number): Promise<string[]> {
  const rows = await db.query<{ node_id: string }>(
    'SELECT node_id FROM recent_games WHERE member_id = $1 ORDER BY played_at DESC LIMIT 20',
    [memberId],
  );
  return rows.map((row) => row.node_id);
}
