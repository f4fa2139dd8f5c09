import { desDecryptFromBase64, desEncryptToBase64 } from './des';
import { rsaUnwrapKey, rsaWrapKey } from './rsa';
import { randomSessionKey } from './session-key';

/**
 * The RSA-wrapped DES body of encrypted calls (contract §3.1, the V2 form):
 * body `{"value": <DES base64>}`, headers Encryption (wrapped key), X-Digest
 * (same ciphertext), X-RSA (the modulus used) and X-Timestamp. This protects
 * nothing that HTTPS does not; it exists so the platform accepts the call.
 */

export interface EncryptedRequest {
  readonly body: { readonly value: string };
  readonly headers: Readonly<Record<'Encryption' | 'X-Digest' | 'X-RSA' | 'X-Timestamp', string>>;
}

export function encryptBody(
  payload: unknown,
  modulusHex: string,
  sessionKey = randomSessionKey(),
  now = Date.now(),
): EncryptedRequest {
  const cipherText = desEncryptToBase64(JSON.stringify(payload), sessionKey);
  return {
    body: { value: cipherText },
    headers: {
      Encryption: rsaWrapKey(sessionKey, modulusHex),
      'X-Digest': cipherText,
      'X-RSA': modulusHex,
      'X-Timestamp': String(now),
    },
  };
}

export interface RsaPrivateKey {
  readonly modulusHex: string;
  readonly privateExponentHex: string;
  /** A faster unwrap with the same result (the sandbox's native RSA); without it, BigInt arithmetic. */
  readonly unwrap?: (wrappedHex: string) => string;
}

/**
 * Server side of the same scheme (the sandbox). Accepts the V2 body
 * `{value}` and the V1 bare JSON string.
 */
export function decryptBody(body: unknown, encryptionHeader: string, key: RsaPrivateKey): unknown {
  const cipherText = typeof body === 'string' ? body : (body as { value?: unknown } | null)?.value;
  if (typeof cipherText !== 'string') throw new TypeError('encrypted body has no ciphertext');
  const sessionKey = key.unwrap
    ? key.unwrap(encryptionHeader)
    : rsaUnwrapKey(encryptionHeader, key.modulusHex, key.privateExponentHex);
  return JSON.parse(desDecryptFromBase64(cipherText, sessionKey)) as unknown;
}
