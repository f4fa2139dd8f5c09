import { readStored, writeStored, type RememberedCredential } from '@/lib/storage';

/**
 * Remembered credentials (SESSION-08, SESSION-09, LOGIN-06, LOGIN-07): one
 * record per login method; the password is stored doubly encoded (base64 of
 * the base64 of its UTF-8 bytes), never as plain text.
 */

export type LoginMethod = 'username' | 'sms';

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(encoded: string): string {
  const binary = atob(encoded);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

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

export interface RememberedLogin {
  readonly username: string;
  readonly password: string;
  readonly countryDialingCode: string;
}

export function readRememberedLogin(method: LoginMethod): RememberedLogin | null {
  const record = readStored('REMEMBERED_LOGIN')?.[method];
  if (!record) return null;
  return { username: record.username, password: decodeRememberedPassword(record.password), countryDialingCode: record.countryDialingCode };
}

export function saveRememberedLogin(method: LoginMethod, login: RememberedLogin): void {
  const records: Record<string, RememberedCredential> = { ...(readStored('REMEMBERED_LOGIN') ?? {}) };
  records[method] = {
    type: method,
    username: login.username,
    password: encodeRememberedPassword(login.password),
    countryDialingCode: login.countryDialingCode,
  };
  writeStored('REMEMBERED_LOGIN', records);
}

export function forgetRememberedLogin(method: LoginMethod): void {
  const records = readStored('REMEMBERED_LOGIN') ?? {};
  if (!(method in records)) return;
  writeStored('REMEMBERED_LOGIN', Object.fromEntries(Object.entries(records).filter(([key]) => key !== method)));
}

/** CHPW: after a password change, re-encode the remembered username password with the new one. */
export function reencodeRememberedPassword(newPassword: string): void {
  const current = readStored('REMEMBERED_LOGIN')?.username;
  if (!current) return;
  saveRememberedLogin('username', { username: current.username, password: newPassword, countryDialingCode: current.countryDialingCode });
}
