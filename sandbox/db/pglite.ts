import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { INT8_OID, NUMERIC_OID, toNumber, type Database, type Queryable, type Row, type SqlParam } from './database.ts';

/** PGlite: PostgreSQL in WebAssembly, in a data directory on disk, or in memory when dataDir is 'memory'. */
export async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const parsers = { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber };
  const pg = dataDir === 'memory' ? await PGlite.create({ parsers }) : await PGlite.create(dataDir, { parsers });

  const wrap = (target: Pick<Transaction, 'query' | 'exec'>): Queryable => ({
    async query<T = Row>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
      const result = await target.query(sql, [...params]);
      // Rows are our own tables' columns; the SQL beside each call says what they hold.
      return result.rows as T[];
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  });

  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
