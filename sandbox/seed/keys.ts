import { generateKeyPairSync } from 'node:crypto';
import type { RsaPrivateKey } from '../../src/platform/crypto/index.ts';
import type { Queryable } from '../db/index.ts';
import type { SeedFunction } from './types.ts';

/**
 * The RSA key of the encrypted calls (contract §3.1): 1024 bits, exponent
 * 65537, made once and kept in the database so a restart keeps the modulus.
 */

const hex = (base64url: string | undefined): string => Buffer.from(base64url ?? '', 'base64url').toString('hex');

export const seedKeys: SeedFunction = async ({ db }) => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  // DO NOTHING: a key made on an earlier start wins; this one is thrown away.
  await db.query('INSERT INTO rsa_keys (id, modulus_hex, private_exponent_hex) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING', [
    hex(jwk.n),
    hex(jwk.d),
  ]);
};

export async function loadRsaKey(db: Queryable): Promise<RsaPrivateKey> {
  const [row] = await db.query<{ modulus_hex: string; private_exponent_hex: string }>('SELECT modulus_hex, private_exponent_hex FROM rsa_keys WHERE id = 1');
  if (!row) throw new Error('sandbox: no RSA key in the database (the keys seed did not run)');
  return { modulusHex: row.modulus_hex, privateExponentHex: row.private_exponent_hex };
}
