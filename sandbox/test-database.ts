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
  return {
    url: url.toString(),
    drop: () =>
      asAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
