import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * Passwords are stored as scrypt hashes with a per-member salt:
 * `scrypt$N$r$p$<salt hex>$<hash hex>`. The parameters travel with the hash
 * so they can be raised later without breaking old rows.
 */

const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * scrypt runs on libuv's thread pool, off the event loop — but on a 2-core
 * machine four hashes at once take both cores from the loop that serves
 * every read (issue 16: login p99 6.6 s and reads stalled under a login
 * flood). At most one core less than the machine's run hashes; the rest wait
 * their turn here, so reads keep a core.
 */
const HASH_SLOTS = Math.max(1, availableParallelism() - 1);
let hashing = 0;
const waiting: Array<() => void> = [];

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= HASH_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else hashing += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next waiter; only with none waiting is it freed.
    if (next) next();
    else hashing -= 1;
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return inHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('hex'), key.toString('hex')].join('$');
}

/** A well-formed hash of a password nobody knows: unknown users cost the same time as known ones. */
const DECOY = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${'00'.repeat(16)}$${'00'.repeat(KEY_LENGTH)}`;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, saltHex, hashHex] = (stored ?? DECOY).split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const key = await derive(password, Buffer.from(saltHex, 'hex'), { N: Number(n), r: Number(r), p: Number(p) });
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
}
