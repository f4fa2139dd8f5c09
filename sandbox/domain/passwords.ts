import { randomBytes, timingSafeEqual } from 'node:crypto';
import { scryptInPool } from './hash-pool.ts';

/**
 * Passwords are stored as scrypt hashes with a per-member salt:
 * `scrypt$N$r$p$<salt hex>$<hash hex>`. The parameters travel with the hash
 * so they can be raised later without breaking old rows.
 */

const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** Hashing runs on low-priority worker threads so a login flood cannot slow reads (hash-pool.ts). */
function derive(
  password: string,
  salt: Buffer,
  options: { readonly N: number; readonly r: number; readonly p: number },
): Promise<Buffer> {
  return scryptInPool({ password: password.normalize('NFC'), salt, keyLength: KEY_LENGTH, options });
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
