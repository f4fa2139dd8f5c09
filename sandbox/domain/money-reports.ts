import type { Queryable, SqlParam } from '../db/index.ts';
import type { MovementKind } from './ledger.ts';
import { pageOf, type PageRequest } from './record-pages.ts';
import { money, type Money } from '../money.ts';

/**
 * The member's records, all read from the ledger and the bets (issue 13):
 * the account record (every movement on the member's accounts, with the
 * available balance after it), the betting record and profit and loss.
 */

interface MovementRow {
  readonly id: number;
  readonly kind: MovementKind;
  readonly reference: string | null;
  readonly note: string | null;
  readonly created_at: Date;
  readonly available: number;
  readonly held: number;
  readonly balance_after: number;
  readonly total: number;
}

/**
 * Every movement touching the member's accounts (a transfer from a downline
 * shows under the upline too). `amount` is the change of the available
 * balance; a payout from held money shows the held change instead.
 */
export async function movementsPage(
  db: Queryable,
  memberId: number,
  page: PageRequest & { readonly kinds: readonly MovementKind[] },
) {
  const params: SqlParam[] = [memberId, new Date(page.from), new Date(page.to)];
  const kindFilter = page.kinds.length > 0 ? `AND m.kind = ANY($${params.push([...page.kinds])})` : '';
  const rows = await db.query<MovementRow>(
    `WITH mine AS (
       SELECT m.id, m.kind, m.reference, m.note, m.created_at,
         COALESCE(SUM(e.amount_minor) FILTER (WHERE a.key LIKE '%:available'), 0) AS available,
         COALESCE(SUM(e.amount_minor) FILTER (WHERE a.key LIKE '%:held'), 0) AS held
       FROM ledger_movements m
       JOIN ledger_entries e ON e.movement_id = m.id
       JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id = $1
       GROUP BY m.id
     ), running AS (
       SELECT *, SUM(available) OVER (ORDER BY created_at, id) AS balance_after FROM mine
     )
     SELECT *, COUNT(*) OVER () AS total FROM running m
     WHERE created_at >= $2 AND created_at < $3 ${kindFilter}
     ORDER BY created_at DESC, id DESC LIMIT $${params.push(page.pageSize)} OFFSET $${params.push((page.pageNo - 1) * page.pageSize)}`,
    params,
  );
  const content = rows.map((row) => ({
    id: row.id,
    type: row.kind,
    amount: money(row.available !== 0 ? row.available : row.held),
    held: row.available === 0 && row.held !== 0,
    balanceAfter: money(row.balance_after),
    reference: row.reference,
    note: row.note,
    createTime: row.created_at.getTime(),
  }));
  return pageOf(content, page, rows[0]?.total ?? 0);
}

interface BetRow {
  readonly id: string;
  readonly vendor: string;
  readonly game_type: string;
  readonly game_name: string;
  readonly stake_minor: number;
  readonly win_minor: number;
  readonly status: string;
  readonly created_at: Date;
  readonly total: number;
}

export async function betsPage(
  db: Queryable,
  memberId: number,
  page: PageRequest & { readonly vendor: string | null; readonly gameType: string | null },
) {
  const params: SqlParam[] = [memberId, new Date(page.from), new Date(page.to)];
  const filters = [
    page.vendor ? `AND vendor = $${params.push(page.vendor)}` : '',
    page.gameType ? `AND game_type = $${params.push(page.gameType)}` : '',
  ].join(' ');
  const rows = await db.query<BetRow>(
    `SELECT *, COUNT(*) OVER () AS total FROM bets WHERE member_id = $1 AND created_at >= $2 AND created_at < $3 ${filters}
     ORDER BY created_at DESC, id DESC LIMIT $${params.push(page.pageSize)} OFFSET $${params.push((page.pageNo - 1) * page.pageSize)}`,
    params,
  );
  const [sums] = await db.query<{ stake: number | null; win: number | null }>(
    `SELECT SUM(stake_minor) AS stake, SUM(win_minor) AS win FROM bets WHERE member_id = $1 AND created_at >= $2 AND created_at < $3 ${filters}`,
    params.slice(0, params.length - 2),
  );
  const content = rows.map((row) => ({
    id: row.id,
    vendor: row.vendor,
    gameType: row.game_type,
    gameName: row.game_name,
    stake: money(row.stake_minor),
    win: money(row.win_minor),
    net: money(row.win_minor - row.stake_minor),
    status: row.status,
    createTime: row.created_at.getTime(),
  }));
  return {
    ...pageOf(content, page, rows[0]?.total ?? 0),
    summary: { stake: money(sums?.stake ?? 0), win: money(sums?.win ?? 0) },
  };
}

const BONUS_KINDS: readonly MovementKind[] = ['bonus', 'rebate', 'reward', 'dividend', 'red_rain'];

/** Profit and loss for a period: totals by kind and one row per UTC day with movement. */
export async function profitAndLoss(db: Queryable, memberId: number, from: number, to: number) {
  const rows = await db.query<{ day: Date; kind: MovementKind; amount: number }>(
    `SELECT date_trunc('day', m.created_at AT TIME ZONE 'UTC') AS day, m.kind, SUM(e.amount_minor) AS amount
     FROM ledger_movements m
     JOIN ledger_entries e ON e.movement_id = m.id
     JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id = $1 AND a.key LIKE '%:available'
     WHERE m.created_at >= $2 AND m.created_at < $3
     GROUP BY 1, 2 ORDER BY 1 DESC`,
    [memberId, new Date(from), new Date(to)],
  );
  const payouts = await db.query<{ day: Date; amount: number }>(
    `SELECT date_trunc('day', m.created_at AT TIME ZONE 'UTC') AS day, SUM(-e.amount_minor) AS amount
     FROM ledger_movements m
     JOIN ledger_entries e ON e.movement_id = m.id
     JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id = $1 AND a.key LIKE '%:held'
     WHERE m.kind = 'withdraw_payout' AND m.created_at >= $2 AND m.created_at < $3
     GROUP BY 1`,
    [memberId, new Date(from), new Date(to)],
  );
  const empty = () => ({ deposits: 0, withdrawals: 0, bets: 0, wins: 0, bonuses: 0, transfers: 0, net: 0 });
  const days = new Map<number, ReturnType<typeof empty>>();
  const dayOf = (date: Date) => {
    const key = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
    const found = days.get(key) ?? empty();
    days.set(key, found);
    return found;
  };
  for (const row of rows) {
    const day = dayOf(row.day);
    if (row.kind === 'deposit') day.deposits += row.amount;
    else if (row.kind === 'bet') day.bets += -row.amount;
    else if (row.kind === 'win') day.wins += row.amount;
    else if (BONUS_KINDS.includes(row.kind)) day.bonuses += row.amount;
    else if (row.kind === 'transfer') day.transfers += row.amount;
  }
  for (const row of payouts) dayOf(row.day).withdrawals += row.amount;
  const totals = empty();
  const perDay = [...days.entries()]
    .sort(([a], [b]) => b - a)
    .map(([day, sums]) => {
      const net = sums.wins + sums.bonuses - sums.bets;
      for (const key of Object.keys(totals) as Array<keyof typeof totals>)
        totals[key] += key === 'net' ? net : sums[key];
      return { day, ...asMoney({ ...sums, net }) };
    });
  return { from, to, totals: asMoney(totals), days: perDay };
}

/** Sums in minor units as an answer's amounts. */
function asMoney<T extends Record<string, number>>(sums: T): { [Key in keyof T]: Money } {
  return Object.fromEntries(Object.entries(sums).map(([key, value]) => [key, money(value)])) as {
    [Key in keyof T]: Money;
  };
}
