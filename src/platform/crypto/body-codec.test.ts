import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptBody, encryptBody } from './body-codec';
import { desDecryptFromBase64, desEncryptToBase64 } from './des';
import { rsaUnwrapKey, rsaWrapKey } from './rsa';
import { SESSION_KEY_ALPHABET, randomSessionKey } from './session-key';
import { decryptServiceInfo, encryptServiceInfo } from './service-link';

const toHex = (base64url: string): string => Buffer.from(base64url, 'base64url').toString('hex');

function testKey(): { modulusHex: string; privateExponentHex: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { modulusHex: toHex(jwk.n ?? ''), privateExponentHex: toHex(jwk.d ?? '') };
}

describe('platform body codec (contract §3.1)', () => {
  it('DES-ECB with PKCS#7 matches a known vector', () => {
    // Reference value computed with OpenSSL's legacy provider: des-ecb, key "12345678", plaintext "hello".
    expect(desEncryptToBase64('hello', '12345678')).toBe('uhbGoCVxJa8=');
    expect(desDecryptFromBase64('uhbGoCVxJa8=', '12345678')).toBe('hello');
  });

  it('only the first 8 characters of the session key matter', () => {
    const cipher = desEncryptToBase64('{"a":1}', 'abcdefghXXXXXXXX');
    expect(desDecryptFromBase64(cipher, 'abcdefghYYYYYYYY')).toBe('{"a":1}');
  });

  it('draws 16-character session keys from the 61-character alphabet', () => {
    expect(SESSION_KEY_ALPHABET).toHaveLength(61);
    expect(SESSION_KEY_ALPHABET).not.toContain('Y');
    expect(SESSION_KEY_ALPHABET).not.toContain('j');
    const key = randomSessionKey();
    expect(key).toHaveLength(16);
    for (const char of key) expect(SESSION_KEY_ALPHABET).toContain(char);
  });

  it('wraps the session key with textbook RSA and the server recovers it', () => {
    const key = testKey();
    const wrapped = rsaWrapKey('Ab3dEf7hIk9mNo1q', key.modulusHex);
    expect(wrapped).toMatch(/^[0-9a-f]+$/);
    expect(rsaUnwrapKey(wrapped, key.modulusHex, key.privateExponentHex)).toBe('Ab3dEf7hIk9mNo1q');
  });

  it('round-trips a login payload with all four headers', () => {
    const key = testKey();
    const payload = { username: 'player1', password: 'Secret123', captcha: null, type: 'username' };
    const request = encryptBody(payload, key.modulusHex, undefined, 1_700_000_000_000);
    expect(request.headers['X-Digest']).toBe(request.body.value);
    expect(request.headers['X-RSA']).toBe(key.modulusHex);
    expect(request.headers['X-Timestamp']).toBe('1700000000000');
    expect(decryptBody(request.body, request.headers.Encryption, key)).toEqual(payload);
    // The V1 form sends the ciphertext as a bare JSON string.
    expect(decryptBody(request.body.value, request.headers.Encryption, key)).toEqual(payload);
  });

  it('round-trips non-ASCII payloads', () => {
    const key = testKey();
    const request = encryptBody({ nickname: 'João 🎰' }, key.modulusHex);
    expect(decryptBody(request.body, request.headers.Encryption, key)).toEqual({ nickname: 'João 🎰' });
  });
});

describe('customer-service info codec (001 §7)', () => {
  it('SVC-06 uses the last 8 characters as the key and the rest as ciphertext', () => {
    const sealed = encryptServiceInfo('https://chat.example.com/room', 'k3y8char');
    expect(sealed.endsWith('k3y8char')).toBe(true);
    expect(decryptServiceInfo(sealed)).toBe('https://chat.example.com/room');
  });
});
