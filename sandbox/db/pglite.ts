import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { INT8_OID, NUMERIC_OID, queryableOver, toNumber, type Database, type Queryable } from './database.ts';

/** PGlite: PostgreSQL in WebAssembly, in a data directory on disk, or in memory when dataDir is 'memory'. */
export async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const parsers = { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber };
  const pg = dataDir === 'memory' ? await PGlite.create({ parsers }) : await PGlite.create(dataDir, { parsers });

  const wrap = (target: Pick<Transaction, 'query' | 'exec'>): Queryable =>
    queryableOver(target, (sql) => target.exec(sql));

  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
