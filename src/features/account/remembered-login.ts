import { readStored, writeStored, type RememberedCredential } from '@/lib/storage';
import { decodeRememberedPassword, isSealedPassword, openRememberedPassword, sealRememberedPassword } from '@/session';

/**
 * Remembered credentials (SESSION-08, SESSION-09, LOGIN-06, LOGIN-07): one
 * record per login method; the password is stored doubly encoded (base64 of
 * the base64 of its UTF-8 bytes), never as plain text — and, beyond the
 * spec (issue 7), that encoding is encrypted (src/session/sealed-password.ts),
 * so the value in localStorage alone reveals nothing.
 */

export type LoginMethod = 'username' | 'sms';

export interface RememberedLogin {
  readonly username: string;
  readonly password: string;
  readonly countryDialingCode: string;
}

/**
 * The remembered record of a method, at once. An encrypted password comes
 * back as '' here; `revealRememberedPassword` opens it.
 */
export function readRememberedLogin(method: LoginMethod): RememberedLogin | null {
  const record = readStored('REMEMBERED_LOGIN')?.[method];
  if (!record) return null;
  const password = isSealedPassword(record.password) ? '' : decodeRememberedPassword(record.password);
  return { username: record.username, password, countryDialingCode: record.countryDialingCode };
}

/** The remembered password of a method, decrypted; '' when there is none or it cannot be opened. */
export async function revealRememberedPassword(method: LoginMethod): Promise<string> {
  const record = readStored('REMEMBERED_LOGIN')?.[method];
  return record ? openRememberedPassword(record.password) : '';
}

/** Saves in the background (the encryption is asynchronous); callers keep the spec's fire-and-forget call. */
export function saveRememberedLogin(method: LoginMethod, login: RememberedLogin): void {
  void storeRememberedLogin(method, login);
}

export async function storeRememberedLogin(method: LoginMethod, login: RememberedLogin): Promise<void> {
  const password = await sealRememberedPassword(login.password);
  const records: Record<string, RememberedCredential> = { ...(readStored('REMEMBERED_LOGIN') ?? {}) };
  records[method] = { type: method, username: login.username, password, countryDialingCode: login.countryDialingCode };
  writeStored('REMEMBERED_LOGIN', records);
}

export function forgetRememberedLogin(method: LoginMethod): void {
  const records = readStored('REMEMBERED_LOGIN') ?? {};
  if (!(method in records)) return;
  writeStored('REMEMBERED_LOGIN', Object.fromEntries(Object.entries(records).filter(([key]) => key !== method)));
}

/** PRIV-13: a closed account's remembered records go with it (the phone keeps no credential of an account that is gone). */
export function forgetRememberedLoginsOf(username: string): void {
  const records = readStored('REMEMBERED_LOGIN') ?? {};
  const kept = Object.entries(records).filter(([, record]) => record.username !== username);
  if (kept.length !== Object.keys(records).length) writeStored('REMEMBERED_LOGIN', Object.fromEntries(kept));
}

/** CHPW-12: after a password change, re-encode the remembered username password with the new one (in the background). */
export function reencodeRememberedPassword(newPassword: string): void {
  void restoreRememberedPassword(newPassword);
}

export async function restoreRememberedPassword(newPassword: string): Promise<void> {
  const current = readStored('REMEMBERED_LOGIN')?.username;
  if (!current) return;
  await storeRememberedLogin('username', {
    username: current.username,
    password: newPassword,
    countryDialingCode: current.countryDialingCode,
  });
}
