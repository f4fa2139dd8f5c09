import { describe, expect, it } from 'vitest';
import { decryptBody, encryptBody, rsaUnwrapKey, rsaWrapKey } from '../../src/platform/crypto/index.ts';
import { openDatabase } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { loadRsaKey, seedKeys } from './keys.ts';

describe('the RSA key (contract §3.1, issue 16)', () => {
  it('REL-06 unwraps session keys natively with the same result as the BigInt routine', async () => {
    const db = await openDatabase({ dataDir: 'memory' });
    try {
      await migrate(db);
      await seedKeys({ db, tenants: [], now: Date.now() });
      const key = await loadRsaKey(db);
      expect(key.unwrap).toBeDefined();
      for (const sessionKey of ['abcdefgh', 'A1b2C3d4', 'zzzzzzzz', '00000001']) {
        const wrapped = rsaWrapKey(sessionKey, key.modulusHex);
        expect(key.unwrap?.(wrapped)).toBe(sessionKey);
        expect(rsaUnwrapKey(wrapped, key.modulusHex, key.privateExponentHex)).toBe(sessionKey);
      }
      const sealed = encryptBody({ username: 'player1', password: 'Player123' }, key.modulusHex);
      expect(decryptBody(sealed.body, sealed.headers.Encryption, key)).toEqual({
        username: 'player1',
        password: 'Player123',
      });
      expect(() => key.unwrap?.('f'.repeat(400))).toThrow();
    } finally {
      await db.close();
    }
  });
});
