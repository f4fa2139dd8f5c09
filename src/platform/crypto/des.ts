import desjs from 'des.js';
import { fromBase64, toBase64, utf8Bytes, utf8Text } from './bytes';

/**
 * DES-ECB with PKCS#7 padding, as the platform's encrypt.js uses it
 * (contract §3.1 step 3). Node 20's OpenSSL refuses DES, so browser and
 * sandbox share this pure-JavaScript implementation. Only the first 8 bytes
 * of the key string matter, as in the original.
 */

function keyBytes(key: string): Uint8Array {
  const bytes = utf8Bytes(key);
  if (bytes.length < 8) throw new RangeError('DES key needs at least 8 bytes');
  return bytes.slice(0, 8);
}

export function desEncryptToBase64(plainText: string, key: string): string {
  const cipher = desjs.DES.create({ type: 'encrypt', key: keyBytes(key) });
  const head = cipher.update(utf8Bytes(plainText));
  return toBase64([...head, ...cipher.final()]);
}

export function desDecryptFromBase64(cipherText: string, key: string): string {
  const cipher = desjs.DES.create({ type: 'decrypt', key: keyBytes(key) });
  const head = cipher.update(fromBase64(cipherText));
  return utf8Text([...head, ...cipher.final()]);
}
