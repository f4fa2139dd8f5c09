import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Issue 18: the sandbox suite on a real PostgreSQL. With
 * LOBBY_SUITE_DATABASE_URL set (CI sets it, scripts/ci-services.sh), every
 * test sandbox gets a database of its own on that server, created for it and
 * dropped when it closes, so test files running side by side never see each
 * other's rows; without it the suite runs on in-memory PGlite.
 */

export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

const SUITE_DATABASE_URL = 'LOBBY_SUITE_DATABASE_URL';

async function asAdmin<R>(serverUrl: string, work: (client: pg.Client) => Promise<R>): Promise<R> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the suite's server, or null when the suite runs on PGlite. */
export async function suiteDatabase(env: NodeJS.ProcessEnv = process.env): Promise<TestDatabase | null> {
  const serverUrl = env[SUITE_DATABASE_URL];
  if (!serverUrl) return null;
  const name = `lobby_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await asAdmin(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}

/** PostgreSQL's "insufficient privilege": FORCE met a process the suite's role may not end. */
const INSUFFICIENT_PRIVILEGE = '42501';
const DROP_ATTEMPTS = 20;

const isInsufficientPrivilege = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === INSUFFICIENT_PRIVILEGE;

/**
 * FORCE ends the test's own leftover connections, but an autovacuum worker
 * on the database belongs to no role, so a role without pg_signal_backend
 * is refused (the CI run of 41b1ce1 failed on it). The worker finishes in
 * moments: wait and try again rather than fail a file whose tests passed.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await asAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      return;
    } catch (error) {
      if (!isInsufficientPrivilege(error) || attempt >= DROP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}
