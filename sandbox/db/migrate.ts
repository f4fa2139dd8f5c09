import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

/**
 * Migrations are the files sandbox/db/migrations/NNN_name.sql, applied once
 * each in name order and recorded in schema_migrations. A new area adds a
 * file; an applied file is never edited (add another instead).
 */

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;
/** Any constant: serialises two sandboxes migrating the same PostgreSQL database. */
const MIGRATION_LOCK = 43_004_300;

interface Migration {
  readonly version: string;
  readonly name: string;
  readonly sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const seen = new Set<string>();
  return files.map((file) => {
    const match = MIGRATION_FILE.exec(file);
    if (!match?.[1]) throw new Error(`sandbox/db/migrations/${file}: name must look like 001_name.sql`);
    if (seen.has(match[1])) throw new Error(`sandbox/db/migrations/${file}: number ${match[1]} is used twice`);
    seen.add(match[1]);
    return { version: match[1], name: file, sql: readFileSync(`${dir}/${file}`, 'utf8') };
  });
}

/** Applies the pending migrations in one transaction; returns the names applied. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version),
    );
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      done.push(migration.name);
    }
    return done;
  });
}
