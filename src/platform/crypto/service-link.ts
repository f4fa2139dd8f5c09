import { desDecryptFromBase64, desEncryptToBase64 } from './des';

/**
 * Customer-service info (001 §7, contract §3.2): the last 8 characters are
 * the DES key, the rest is the Base64 ciphertext.
 */
const SERVICE_LINK_KEY_LENGTH = 8;

export function decryptServiceInfo(sealed: string): string {
  if (sealed.length <= SERVICE_LINK_KEY_LENGTH) throw new RangeError('sealed value too short');
  const key = sealed.slice(-SERVICE_LINK_KEY_LENGTH);
  return desDecryptFromBase64(sealed.slice(0, -SERVICE_LINK_KEY_LENGTH), key);
}

export function encryptServiceInfo(plainText: string, key: string): string {
  if (key.length !== SERVICE_LINK_KEY_LENGTH) throw new RangeError('key must be 8 characters');
  return desEncryptToBase64(plainText, key) + key;
}
