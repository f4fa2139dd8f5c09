import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export type { Database, Queryable, SqlParam } from './database.ts';
export { readMigrations } from './migrate.ts';

interface DatabaseOptions {
  /** A PGlite data directory, or the word 'memory' for a throw-away database. */
  readonly dataDir: string;
  /** postgres://… — when set, a real PostgreSQL server is used instead of PGlite. */
  readonly databaseUrl?: string | undefined;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
