import type { Queryable, SqlParam } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import { money, type Money } from '../money.ts';

/**
 * An agent's team (issue 14): the tree below the agent through
 * members.parent_id, its members with balances and activity, and the
 * team's figures for a period, all from members, the ledger, orders and
 * bets. A member outside the caller's tree is never shown (a refusal).
 */

const TREE = `WITH RECURSIVE tree(id, level) AS (
  SELECT id, 1 FROM members WHERE parent_id = $1
  UNION ALL
  SELECT m.id, t.level + 1 FROM members m JOIN tree t ON m.parent_id = t.id WHERE t.level < 20
)`;

/** Whether a member is somewhere below the agent. */
async function inTree(db: Queryable, agentId: number, memberId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(`${TREE} SELECT id FROM tree WHERE id = $2`, [agentId, memberId]);
  return rows.length > 0;
}

export async function refuseOutsideTree(db: Queryable, agentId: number, memberId: number): Promise<void> {
  if (!(await inTree(db, agentId, memberId))) throw new BusinessRefusal('team.member.outside');
}

type MemberStatus = 'active' | 'inactive' | 'disabled';
const ACTIVE_DAYS = 7;

interface TeamQuery {
  readonly parentId: number | null;
  readonly username: string | null;
  readonly level: number | null;
  readonly status: MemberStatus | null;
  readonly pageNo: number;
  readonly pageSize: number;
}

interface TeamRow {
  readonly id: number;
  readonly username: string;
  readonly type: number;
  readonly level: number;
  readonly created_at: Date;
  readonly last_login_at: Date | null;
  readonly disabled: boolean;
  readonly balance_minor: number | null;
  readonly downline: number;
  readonly last_bet: Date | null;
  readonly total: number;
}

/**
 * The team list: every level by default, or the direct downline of one of
 * the agent's members (drill-down); search by user name, level and status.
 * Active means a bet in the last seven days.
 */
export async function teamMembersPage(db: Queryable, agentId: number, query: TeamQuery, now: number) {
  if (query.parentId !== null && query.parentId !== agentId) await refuseOutsideTree(db, agentId, query.parentId);
  const params: SqlParam[] = [agentId];
  const where: string[] = [];
  if (query.parentId !== null) where.push(`m.parent_id = $${params.push(query.parentId)}`);
  if (query.username)
    where.push(`m.username LIKE $${params.push(`%${query.username.toLowerCase().replace(/[%_\\]/g, '')}%`)}`);
  if (query.level !== null) where.push(`t.level = $${params.push(query.level)}`);
  const activeSince = () => `$${params.push(new Date(now - ACTIVE_DAYS * 86_400_000))}`;
  if (query.status === 'disabled') where.push('m.disabled');
  if (query.status === 'active')
    where.push(
      `NOT m.disabled AND EXISTS (SELECT 1 FROM bets b WHERE b.member_id = m.id AND b.created_at >= ${activeSince()})`,
    );
  if (query.status === 'inactive')
    where.push(
      `NOT m.disabled AND NOT EXISTS (SELECT 1 FROM bets b WHERE b.member_id = m.id AND b.created_at >= ${activeSince()})`,
    );
  const rows = await db.query<TeamRow>(
    `${TREE}
     SELECT m.id, m.username, m.type, t.level, m.created_at, m.last_login_at, m.disabled,
       (SELECT balance_minor FROM ledger_accounts a WHERE a.key = 'member:' || m.id || ':available') AS balance_minor,
       (SELECT COUNT(*) FROM members d WHERE d.parent_id = m.id) AS downline,
       (SELECT MAX(created_at) FROM bets b WHERE b.member_id = m.id) AS last_bet,
       COUNT(*) OVER () AS total
     FROM tree t JOIN members m ON m.id = t.id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY t.level, m.created_at DESC, m.id DESC
     LIMIT $${params.push(query.pageSize)} OFFSET $${params.push((query.pageNo - 1) * query.pageSize)}`,
    params,
  );
  const total = rows[0]?.total ?? 0;
  return {
    content: rows.map((row) => ({
      id: row.id,
      username: row.username,
      type: row.type,
      level: row.level,
      balance: money(row.balance_minor ?? 0),
      regDate: row.created_at.getTime(),
      lastLogin: row.last_login_at?.getTime() ?? null,
      downline: row.downline,
      status: row.disabled
        ? 'disabled'
        : row.last_bet && row.last_bet.getTime() >= now - ACTIVE_DAYS * 86_400_000
          ? 'active'
          : 'inactive',
    })),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    total,
  };
}

interface TeamFigures {
  readonly registrations: number;
  readonly firstDeposits: number;
  readonly activePlayers: number;
  readonly deposits: Money;
  readonly withdrawals: Money;
  readonly bets: Money;
  readonly wins: Money;
  /** The team's net loss (bets − wins): what dividends are computed on. */
  readonly netLoss: Money;
}

/** The team's KPIs for [from, to): registrations, first deposits, active players and money. */
export async function teamOverview(db: Queryable, agentId: number, from: number, to: number): Promise<TeamFigures> {
  const range = [agentId, new Date(from), new Date(to)];
  const [row] = await db.query<{
    registrations: number;
    first_deposits: number;
    active: number;
    deposits: number | null;
    withdrawals: number | null;
    bets: number | null;
    wins: number | null;
  }>(
    `${TREE}
     SELECT
       (SELECT COUNT(*) FROM tree t JOIN members m ON m.id = t.id WHERE m.created_at >= $2 AND m.created_at < $3) AS registrations,
       (SELECT COUNT(*) FROM tree t WHERE (SELECT MIN(settled_at) FROM deposit_orders o WHERE o.member_id = t.id AND o.status = 'paid') >= $2
          AND (SELECT MIN(settled_at) FROM deposit_orders o WHERE o.member_id = t.id AND o.status = 'paid') < $3) AS first_deposits,
       (SELECT COUNT(DISTINCT b.member_id) FROM bets b JOIN tree t ON t.id = b.member_id WHERE b.created_at >= $2 AND b.created_at < $3) AS active,
       (SELECT SUM(o.amount_minor) FROM deposit_orders o JOIN tree t ON t.id = o.member_id WHERE o.status = 'paid' AND o.settled_at >= $2 AND o.settled_at < $3) AS deposits,
       (SELECT SUM(w.amount_minor) FROM withdrawals w JOIN tree t ON t.id = w.member_id WHERE w.status = 'approved' AND w.settled_at >= $2 AND w.settled_at < $3) AS withdrawals,
       (SELECT SUM(b.stake_minor) FROM bets b JOIN tree t ON t.id = b.member_id WHERE b.created_at >= $2 AND b.created_at < $3) AS bets,
       (SELECT SUM(b.win_minor) FROM bets b JOIN tree t ON t.id = b.member_id WHERE b.created_at >= $2 AND b.created_at < $3) AS wins`,
    range,
  );
  const bets = row?.bets ?? 0;
  const wins = row?.wins ?? 0;
  return {
    registrations: row?.registrations ?? 0,
    firstDeposits: row?.first_deposits ?? 0,
    activePlayers: row?.active ?? 0,
    deposits: money(row?.deposits ?? 0),
    withdrawals: money(row?.withdrawals ?? 0),
    bets: money(bets),
    wins: money(wins),
    netLoss: money(bets - wins),
  };
}

/**
 * Team profit and loss and team betting for [from, to): one row per direct
 * downline (their whole branch summed) and one per game type.
 */
export async function teamBreakdown(db: Queryable, agentId: number, from: number, to: number) {
  const range = [agentId, new Date(from), new Date(to)];
  const byDownline = await db.query<{
    id: number;
    username: string;
    type: number;
    bets: number | null;
    wins: number | null;
    rounds: number;
    players: number;
    deposits: number | null;
  }>(
    `WITH RECURSIVE branch(root, id, level) AS (
       SELECT id, id, 1 FROM members WHERE parent_id = $1
       UNION ALL
       SELECT b.root, m.id, b.level + 1 FROM members m JOIN branch b ON m.parent_id = b.id WHERE b.level < 20
     )
     SELECT r.id, r.username, r.type,
       (SELECT SUM(stake_minor) FROM bets x JOIN branch y ON y.id = x.member_id WHERE y.root = r.id AND x.created_at >= $2 AND x.created_at < $3) AS bets,
       (SELECT SUM(win_minor) FROM bets x JOIN branch y ON y.id = x.member_id WHERE y.root = r.id AND x.created_at >= $2 AND x.created_at < $3) AS wins,
       (SELECT COUNT(*) FROM bets x JOIN branch y ON y.id = x.member_id WHERE y.root = r.id AND x.created_at >= $2 AND x.created_at < $3) AS rounds,
       (SELECT COUNT(DISTINCT x.member_id) FROM bets x JOIN branch y ON y.id = x.member_id WHERE y.root = r.id AND x.created_at >= $2 AND x.created_at < $3) AS players,
       (SELECT SUM(o.amount_minor) FROM deposit_orders o JOIN branch y ON y.id = o.member_id WHERE y.root = r.id AND o.status = 'paid' AND o.settled_at >= $2 AND o.settled_at < $3) AS deposits
     FROM members r WHERE r.parent_id = $1 ORDER BY r.username`,
    range,
  );
  const byGameType = await db.query<{ game_type: string; bets: number; wins: number; rounds: number; players: number }>(
    `${TREE}
     SELECT b.game_type, SUM(b.stake_minor) AS bets, SUM(b.win_minor) AS wins, COUNT(*) AS rounds, COUNT(DISTINCT b.member_id) AS players
     FROM bets b JOIN tree t ON t.id = b.member_id WHERE b.created_at >= $2 AND b.created_at < $3
     GROUP BY b.game_type ORDER BY SUM(b.stake_minor) DESC`,
    range,
  );
  return {
    downlines: byDownline.map((row) => ({
      id: row.id,
      username: row.username,
      type: row.type,
      deposits: money(row.deposits ?? 0),
      bets: money(row.bets ?? 0),
      wins: money(row.wins ?? 0),
      netLoss: money((row.bets ?? 0) - (row.wins ?? 0)),
      rounds: row.rounds,
      players: row.players,
    })),
    gameTypes: byGameType.map((row) => ({
      gameType: row.game_type,
      bets: money(row.bets),
      wins: money(row.wins),
      netLoss: money(row.bets - row.wins),
      rounds: row.rounds,
      players: row.players,
    })),
  };
}
