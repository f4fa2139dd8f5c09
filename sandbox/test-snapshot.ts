import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrate } from './db/migrate.ts';
import { openPglite, type PgliteDatabase } from './db/pglite.ts';
import { runSeeds } from './seed/index.ts';
import { readTenants } from './tenants.ts';

/**
 * Seeded PGlite snapshots for the sandbox's tests (issue 35: npm test's
 * time). A fresh sandbox spends most of its start in PGlite's initdb and in
 * the seeds (agent1's team and the money history are hundreds of ledger
 * postings), the same work in every test file. The first file of a run that
 * needs a tenant set builds the seeded database once and dumps it into the
 * run's snapshot folder (vitest's global setup, sandbox/test-snapshot-setup.ts,
 * names it); every other file loads the tarball, which skips both. The seeds
 * still run on the loaded database and find their work done, as on a
 * restarted sandbox. Without the folder (a file run outside vitest's global
 * setup) each sandbox seeds its own database as before.
 */

export const SNAPSHOT_DIR_ENV = 'LOBBY_TEST_SNAPSHOT_DIR';

/** How long a file waits for another worker that is building the same snapshot. */
const BUILD_WAIT_MS = 180_000;
const POLL_MS = 250;

/** The tenant files decide what the seeds write, so they name the snapshot. */
function snapshotKey(tenantsDir: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(tenantsDir).sort()) hash.update(name).update(readFileSync(join(tenantsDir, name)));
  return hash.digest('hex').slice(0, 16);
}

async function buildSnapshot(tenantsDir: string, file: string): Promise<void> {
  const db = await openPglite('memory');
  try {
    await migrate(db);
    await runSeeds({ db, tenants: readTenants(tenantsDir, () => undefined), now: Date.now() });
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, await db.dump());
    renameSync(partial, file);
  } finally {
    await db.close();
  }
}

/** Waits for a snapshot another worker builds; false when it never comes (that worker failed). */
async function awaitSnapshot(file: string, lock: string): Promise<boolean> {
  for (let waited = 0; waited < BUILD_WAIT_MS; waited += POLL_MS) {
    if (existsSync(file)) return true;
    if (!existsSync(lock)) return existsSync(file);
    await sleep(POLL_MS);
  }
  return existsSync(file);
}

/** The snapshot of these tenants' seeded database, built by whichever file asks first; null without a folder. */
async function snapshotFile(tenantsDir: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  const dir = env[SNAPSHOT_DIR_ENV];
  if (!dir) return null;
  const file = join(dir, `${snapshotKey(tenantsDir)}.tar`);
  if (existsSync(file)) return file;
  const lock = `${file}.lock`;
  try {
    mkdirSync(lock);
  } catch {
    // Another worker builds it.
    if (await awaitSnapshot(file, lock)) return file;
    return null;
  }
  try {
    await buildSnapshot(tenantsDir, file);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return file;
}

/** A migrated, seeded in-memory database for a test sandbox of these tenants, from the run's snapshot; null without one. */
export async function seededTestDatabase(
  tenantsDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PgliteDatabase | null> {
  const file = await snapshotFile(tenantsDir, env);
  if (!file) return null;
  const db = await openPglite('memory', new Blob([readFileSync(file)]));
  // Migrations added since the snapshot (none within a run) would run here, as on any start.
  await migrate(db);
  return db;
}
