/**
 * The sandbox's database seam: one small interface, two drivers (PGlite on
 * disk or in memory, a pg Pool for a real PostgreSQL), the same SQL for both.
 * Both drivers hand back int8 and numeric columns as JS numbers, timestamptz
 * as Date and json/jsonb parsed, so code above never asks which one it has.
 */

export type SqlParam =
  | string
  | number
  | boolean
  | Date
  | null
  | readonly string[]
  | readonly number[]
  /** bytea (document images, issue 33). */
  | Uint8Array;
export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with $1… parameters; returns the rows. */
  query<T = Row>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; fn must use the tx it gets, not the database. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

/** OIDs whose text form we turn into numbers on both drivers. */
export const INT8_OID = 20;
export const NUMERIC_OID = 1700;

/** Money has 2 decimals and counts are small: a JS number holds both exactly enough. */
export const toNumber = (text: string): number => Number(text);

/** What both drivers' query(sql, params) has in common: it answers the rows. */
interface RowsDriver {
  query(sql: string, params: SqlParam[]): Promise<{ rows: unknown[] }>;
}

/** A Queryable over a driver; `exec` is the driver's own way to run several statements. */
export function queryableOver(driver: RowsDriver, exec: (sql: string) => Promise<unknown>): Queryable {
  return {
    async query<T = Row>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
      const result = await driver.query(sql, [...params]);
      // Rows are our own tables' columns; the SQL beside each call says what they hold.
      return result.rows as T[];
    },
    async exec(sql: string): Promise<void> {
      await exec(sql);
    },
  };
}
