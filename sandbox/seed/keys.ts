import { constants, createPrivateKey, generateKeyPairSync, privateDecrypt, type JsonWebKey } from 'node:crypto';
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
  await db.query(
    'INSERT INTO rsa_keys (id, modulus_hex, private_exponent_hex, private_jwk) VALUES (1, $1, $2, $3) ON CONFLICT (id) DO NOTHING',
    [hex(jwk.n), hex(jwk.d), JSON.stringify(jwk)],
  );
};

/**
 * Textbook RSA (contract §3.1) with Node's native key: the same result as
 * `rsaUnwrapKey`'s BigInt modPow, in a fraction of the time, so an
 * encrypted login does not hold the event loop (issue 16).
 */
function nativeUnwrap(jwk: JsonWebKey, modulusHex: string): (wrappedHex: string) => string {
  const key = createPrivateKey({ key: jwk, format: 'jwk' });
  const size = modulusHex.length / 2;
  return (wrappedHex) => {
    const input = Buffer.from(wrappedHex.trim().padStart(size * 2, '0'), 'hex');
    if (input.length !== size) throw new RangeError('wrapped key longer than the modulus');
    const output = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, input);
    const first = output.findIndex((byte) => byte !== 0);
    return first < 0 ? '' : output.subarray(first).toString('latin1');
  };
}

export async function loadRsaKey(db: Queryable): Promise<RsaPrivateKey> {
  const [row] = await db.query<{ modulus_hex: string; private_exponent_hex: string; private_jwk: string | null }>(
    'SELECT modulus_hex, private_exponent_hex, private_jwk FROM rsa_keys WHERE id = 1',
  );
  if (!row) throw new Error('sandbox: no RSA key in the database (the keys seed did not run)');
  const key = { modulusHex: row.modulus_hex, privateExponentHex: row.private_exponent_hex };
  return row.private_jwk
    ? { ...key, unwrap: nativeUnwrap(JSON.parse(row.private_jwk) as JsonWebKey, row.modulus_hex) }
    : key;
}
