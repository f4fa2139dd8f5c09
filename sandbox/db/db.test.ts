import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../domain/passwords.ts';
import { envelope, makeTestDirs, startTestSandbox } from '../test-support.ts';
import { openDatabase, readMigrations } from './index.ts';

const dirs = makeTestDirs([]);
const dataDir = join(dirs.root, 'data');
afterAll(() => dirs.remove());

describe('database (ARCHITECTURE §4)', () => {
  it('keeps members, sessions and the RSA key across a restart of the same data directory', async () => {
    const first = await startTestSandbox({ dataDir });
    const modulus = (await first.call({ url: '/wps/session/key/rsa' })).body;
    await first.control('POST', 'accounts', { username: 'keeper', password: 'Keep1234', type: 0, clubLabel: 'VIP2' });
    const token = await first.token('keeper', 'Keep1234');
    await first.close();

    const second = await startTestSandbox({ dataDir });
    try {
      expect((await second.call({ url: '/wps/session/key/rsa' })).body).toBe(modulus);
      const info = await second.call({ url: '/wps/member/info', headers: { authorization: token } });
      expect(envelope(info).value).toMatchObject({ account: 'keeper', clubLabel: { labelName: 'VIP2' } });
      expect(envelope(await second.login({ username: 'keeper', password: 'Keep1234' })).success).toBe(true);
      // Seeding again added no duplicates.
      const accounts = envelope<Array<{ account: string; merchant: string }>>(
        await second.control('GET', 'accounts?merchant=demo'),
      ).value;
      expect(accounts.filter((account) => account.account === 'player1')).toHaveLength(1);
    } finally {
      await second.close();
    }
    // Two full migrate-and-seed runs on disk: slow on a loaded 2-core machine.
  }, 90_000);

  it('applies each migration once, in order, and records it', async () => {
    const db = await openDatabase({ dataDir });
    try {
      const applied = await db.query<{ version: string; name: string }>(
        'SELECT version, name FROM schema_migrations ORDER BY version',
      );
      expect(applied.map((row) => row.name)).toEqual(readMigrations().map((migration) => migration.name));
      // Numbers arrive as numbers on both drivers.
      const [row] = await db.query<{ count: number; money: number }>(
        'SELECT count(*) AS count, 12.34::numeric AS money FROM members',
      );
      expect(typeof row?.count).toBe('number');
      expect(row?.money).toBe(12.34);
    } finally {
      await db.close();
    }
  });

  it('rolls a failed transaction back', async () => {
    // The data directory of the first test: reopening it costs far less than a new database.
    const db = await openDatabase({ dataDir });
    try {
      await expect(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO captchas (id, code, expires_at) VALUES ('t1', '1234', now())");
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await db.query('SELECT id FROM captchas')).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('refuses a migration file with a bad name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-migrations-'));
    try {
      writeFileSync(join(dir, '1_bad.sql'), 'SELECT 1;');
      expect(() => readMigrations(dir)).toThrow(/001_name\.sql/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('passwords (issue 7: scrypt, per-member salt)', () => {
  it('hashes with scrypt and a fresh salt, and verifies', async () => {
    const [first, second] = await Promise.all([hashPassword('Player123'), hashPassword('Player123')]);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Player123', first)).toBe(true);
    expect(await verifyPassword('player123', first)).toBe(false);
    expect(await verifyPassword('Player123', null)).toBe(false);
  });
});

const postgresUrl = process.env.LOBBY_TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('PostgreSQL driver (LOBBY_TEST_DATABASE_URL)', () => {
  it('runs the same migrations, seeds and login against a real server', async () => {
    const sandbox = await startTestSandbox({ databaseUrl: postgresUrl ?? '' });
    try {
      expect(envelope(await sandbox.login({ username: 'player1', password: 'Player123' })).success).toBe(true);
      const wallet = await sandbox.call({
        url: '/wps/wallets/balance',
        headers: { authorization: await sandbox.token() },
      });
      expect(envelope(wallet).value).toMatchObject({ sumBalance: 1250.5 });
    } finally {
      await sandbox.close();
    }
  });
});
