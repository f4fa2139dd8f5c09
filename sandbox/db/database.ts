/**
 * The sandbox's database seam: one small interface, two drivers (PGlite on
 * disk or in memory, a pg Pool for a real PostgreSQL), the same SQL for both.
 * Both drivers hand back int8 and numeric columns as JS numbers, timestamptz
 * as Date and json/jsonb parsed, so code above never asks which one it has.
 */

export type SqlParam = string | number | boolean | Date | null | readonly string[] | readonly number[];
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
