import type { Queryable } from '../db/index.ts';

/**
 * Paging of the member's records (issue 13): the request every record page
 * sends, the page answer they all return, and the read the deposit and
 * withdrawal records share (their own rows in the period, newest first).
 */

export interface PageRequest {
  readonly pageNo: number;
  readonly pageSize: number;
  /** The period, in ms: from inclusive, to exclusive. */
  readonly from: number;
  readonly to: number;
}

export interface RecordPage<T> {
  readonly content: T[];
  readonly pageNum: number;
  readonly totalPages: number;
  readonly total: number;
}

export const pageOf = <T>(content: T[], page: PageRequest, total: number): RecordPage<T> => ({
  content,
  pageNum: page.pageNo,
  totalPages: Math.max(1, Math.ceil(total / page.pageSize)),
  total,
});

/** A table of orders that belong to one member and carry their creation time. */
type MemberOrderTable = 'deposit_orders' | 'withdrawals';

/**
 * One page of the member's rows of `table` created in the period, newest
 * first, each shown through `view`. `Row` is the caller's type for the
 * table's columns, as with `db.query<Row>`.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- Row names the table's columns for the caller's view, as db.query<Row> does
export async function memberOrdersPage<Row, Item>(
  db: Queryable,
  table: MemberOrderTable,
  memberId: number,
  page: PageRequest,
  view: (row: Row) => Item,
): Promise<RecordPage<Item>> {
  const range = [memberId, new Date(page.from), new Date(page.to)];
  const [count] = await db.query<{ total: number }>(
    `SELECT COUNT(*) AS total FROM ${table} WHERE member_id = $1 AND created_at >= $2 AND created_at < $3`,
    range,
  );
  const rows = await db.query<Row>(
    `SELECT * FROM ${table} WHERE member_id = $1 AND created_at >= $2 AND created_at < $3 ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [...range, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  return pageOf(rows.map(view), page, count?.total ?? 0);
}
