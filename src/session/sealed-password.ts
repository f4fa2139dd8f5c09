/**
 * Sealing a password for browser storage (issue 7, issue 16): the spec's
 * double encoding (base64 of the base64 of its UTF-8 bytes), encrypted with
 * AES-GCM under a non-extractable WebCrypto key kept in IndexedDB, so the
 * stored value alone reveals nothing. The remembered login records (account)
 * and the session password share the one key. Where WebCrypto or IndexedDB
 * is missing the double encoding is what is stored.
 */

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64ToBytes(encoded: string): Uint8Array<ArrayBuffer> {
  const binary = atob(encoded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const toBase64 = (text: string): string => bytesToBase64(new TextEncoder().encode(text));
const fromBase64 = (encoded: string): string => new TextDecoder().decode(base64ToBytes(encoded));

export function encodeRememberedPassword(password: string): string {
  return toBase64(toBase64(password));
}

/** The plain password, or '' when the stored value is not a valid double encoding. */
export function decodeRememberedPassword(encoded: string): string {
  try {
    return fromBase64(fromBase64(encoded));
  } catch {
    return '';
  }
}

/** Marks an encrypted value: `aesgcm1:<iv base64>:<ciphertext base64>`. */
const ENCRYPTED_PREFIX = 'aesgcm1:';

/** Whether a stored value is encrypted (opened only with the key) rather than the bare double encoding. */
export const isSealedPassword = (stored: string): boolean => stored.startsWith(ENCRYPTED_PREFIX);
const KEY_DB = 'lobby-keys';
const KEY_STORE = 'keys';
const KEY_ID = 'remembered-login';

/** Gives the AES-GCM key (creating it on first use), or null when the browser cannot keep one. */
export type RememberedKeyProvider = () => Promise<CryptoKey | null>;

function openKeyDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(KEY_DB, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(KEY_STORE);
    };
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('indexedDB open failed'));
    };
  });
}

function inStore<T>(
  db: IDBDatabase,
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = act(db.transaction(KEY_STORE, mode).objectStore(KEY_STORE));
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('indexedDB request failed'));
    };
  });
}

/** The browser's provider: a non-extractable key created once and kept (as a CryptoKey object) in IndexedDB. */
const indexedDbKeyProvider: RememberedKeyProvider = async () => {
  if (typeof indexedDB === 'undefined' || typeof crypto === 'undefined' || !('subtle' in crypto)) return null;
  const db = await openKeyDatabase();
  try {
    const existing = await inStore<unknown>(db, 'readonly', (store) => store.get(KEY_ID));
    if (existing instanceof CryptoKey) return existing;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await inStore(db, 'readwrite', (store) => store.put(key, KEY_ID));
    return key;
  } finally {
    db.close();
  }
};

let keyProvider: RememberedKeyProvider = indexedDbKeyProvider;
/**
 * One look-up in flight at a time: the remembered record and the session password are
 * sealed at the same moment after a login, and two first uses racing would
 * each create a key, the second overwriting the first in IndexedDB.
 */
let pendingKey: Promise<CryptoKey | null> | null = null;

/** Tests (jsdom has no IndexedDB) give their own key source; null restores the browser's. */
export function setRememberedKeyProvider(provider: RememberedKeyProvider | null): void {
  keyProvider = provider ?? indexedDbKeyProvider;
  pendingKey = null;
}

async function keyOrNull(): Promise<CryptoKey | null> {
  // Calls made while a look-up is in flight share it; the next one asks the store again.
  pendingKey ??= keyProvider()
    .catch(() => null)
    .finally(() => {
      pendingKey = null;
    });
  return pendingKey;
}

/** The stored form of a password: encrypted double encoding, or the double encoding alone without a key. */
export async function sealRememberedPassword(password: string): Promise<string> {
  const encoded = encodeRememberedPassword(password);
  const key = await keyOrNull();
  if (!key) return encoded;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(encoded)),
  );
  return `${ENCRYPTED_PREFIX}${bytesToBase64(iv)}:${bytesToBase64(sealed)}`;
}

/** The plain password of a stored value; '' when it cannot be opened (other browser profile, key gone, tampered). */
export async function openRememberedPassword(stored: string): Promise<string> {
  if (!isSealedPassword(stored)) return decodeRememberedPassword(stored);
  const [ivPart, sealedPart] = stored.slice(ENCRYPTED_PREFIX.length).split(':');
  const key = await keyOrNull();
  if (!key || !ivPart || !sealedPart) return '';
  try {
    const opened = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: base64ToBytes(ivPart) },
      key,
      base64ToBytes(sealedPart),
    );
    return decodeRememberedPassword(new TextDecoder().decode(opened));
  } catch {
    return '';
  }
}
