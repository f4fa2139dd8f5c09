import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SNAPSHOT_DIR_ENV } from './test-snapshot.ts';

/**
 * Vitest's global setup: a snapshot folder for this run (sandbox/test-snapshot.ts),
 * set in the environment before the workers start, so they inherit it, and
 * removed when the run ends. A folder per run: a snapshot never outlives the
 * sources and the day it was seeded from.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-pglite-snapshots-'));
  process.env[SNAPSHOT_DIR_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
