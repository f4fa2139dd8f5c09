import pg from 'pg';
import { INT8_OID, NUMERIC_OID, queryableOver, toNumber, type Database, type Queryable } from './database.ts';

/** A real PostgreSQL server through a pg Pool (DATABASE_URL). */
export function openPostgres(connectionString: string): Database {
  // A copy of pg's parser table, so this pool's number parsing does not leak into other pg users in the process.
  const types = new pg.TypeOverrides();
  types.setTypeParser(INT8_OID, toNumber);
  types.setTypeParser(NUMERIC_OID, toNumber);
  const pool = new pg.Pool({ connectionString, types, max: 5 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', (error) => console.error(`sandbox database: ${error.message}`));

  // Without parameters pg uses the simple protocol, which runs several statements.
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => queryableOver(target, (sql) => target.query(sql));

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
