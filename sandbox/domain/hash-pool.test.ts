import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HASH_THREADS, scryptInPool } from './hash-pool.ts';

describe('password hashing threads (REL-06)', () => {
  it('REL-06 gives the same key as scrypt, for more jobs at once than there are threads', async () => {
    const options = { N: 1024, r: 8, p: 1 };
    const jobs = Array.from({ length: HASH_THREADS + 3 }, (_, index) => ({
      password: `Secret${index}`,
      salt: Buffer.from(`salt-${index}`),
      keyLength: 32,
      options,
    }));
    const keys = await Promise.all(jobs.map((job) => scryptInPool(job)));
    keys.forEach((key, index) => {
      const job = jobs[index];
      if (!job) throw new Error('missing job');
      expect(key.equals(scryptSync(job.password, job.salt, 32, options))).toBe(true);
    });
  });

  it('REL-06 a job scrypt refuses fails on its own and the pool goes on', async () => {
    await expect(
      scryptInPool({ password: 'x', salt: Buffer.from('s'), keyLength: 32, options: { N: 3, r: 8, p: 1 } }),
    ).rejects.toThrow();
    const key = await scryptInPool({
      password: 'x',
      salt: Buffer.from('s'),
      keyLength: 16,
      options: { N: 16, r: 1, p: 1 },
    });
    expect(key).toHaveLength(16);
  });
});
