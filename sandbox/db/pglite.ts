import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { INT8_OID, NUMERIC_OID, queryableOver, toNumber, type Database, type Queryable } from './database.ts';

/**
 * PGlite: PostgreSQL in WebAssembly, in a data directory on disk, or in
 * memory when dataDir is 'memory'. A memory database may start from a
 * snapshot (`dumpDataDir`'s tarball): it skips initdb, which is most of a
 * fresh start (the sandbox's tests load a seeded one, sandbox/test-snapshot.ts).
 */
export interface PgliteDatabase extends Database {
  /** The data directory as a tarball, for `openPglite('memory', snapshot)`. */
  dump(): Promise<Uint8Array>;
}

export async function openPglite(dataDir: string, snapshot?: Blob): Promise<PgliteDatabase> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const parsers = { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber };
  const pg =
    dataDir === 'memory'
      ? await PGlite.create({ parsers, ...(snapshot ? { loadDataDir: snapshot } : {}) })
      : await PGlite.create(dataDir, { parsers });

  const wrap = (target: Pick<Transaction, 'query' | 'exec'>): Queryable =>
    queryableOver(target, (sql) => target.exec(sql));

  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    dump: async () => new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer()),
  };
}
