// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStored, removeStored } from '@/lib/storage';
import {
  decodeRememberedPassword,
  encodeRememberedPassword,
  openRememberedPassword,
  sealRememberedPassword,
  setRememberedKeyProvider,
} from '@/session';
import {
  forgetRememberedLogin,
  forgetRememberedLoginsOf,
  readRememberedLogin,
  restoreRememberedPassword,
  revealRememberedPassword,
  storeRememberedLogin,
} from './remembered-login';

/** jsdom has no IndexedDB: the key lives in memory here, made exactly as the browser provider makes it. */
let key: CryptoKey | null = null;
const memoryKey = async () =>
  (key ??= await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']));

describe('remembered credentials', () => {
  beforeEach(() => {
    removeStored('REMEMBERED_LOGIN');
    key = null;
    setRememberedKeyProvider(memoryKey);
  });
  afterEach(() => setRememberedKeyProvider(null));

  it('SESSION-09 stores the password doubly encoded and decodes it back', () => {
    const encoded = encodeRememberedPassword('Pässword1');
    expect(encoded).not.toContain('Pässword1');
    expect(encoded).not.toBe(btoa('Password1'));
    expect(decodeRememberedPassword(encoded)).toBe('Pässword1');
    expect(decodeRememberedPassword('%%%not base64')).toBe('');
  });

  it('SESSION-09 the stored value is the double encoding encrypted with a non-extractable AES-GCM key: storage alone reveals nothing', async () => {
    const sealed = await sealRememberedPassword('Player123');
    expect(sealed).toMatch(/^aesgcm1:/);
    expect(sealed).not.toContain(encodeRememberedPassword('Player123'));
    expect(decodeRememberedPassword(sealed)).toBe('');
    expect(await sealRememberedPassword('Player123'), 'a fresh IV per seal').not.toBe(sealed);
    expect(await openRememberedPassword(sealed)).toBe('Player123');
    const theKey = await memoryKey();
    expect(theKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', theKey)).rejects.toThrow();
    // Another key (another browser profile, a wiped IndexedDB) or a tampered value opens nothing.
    key = null;
    expect(await openRememberedPassword(sealed)).toBe('');
    expect(await openRememberedPassword('aesgcm1:AAAA:BBBB')).toBe('');
  });

  it('REL-04 two seals at the same first moment share one key (the remembered record and the session password after a login)', async () => {
    // A store that, like IndexedDB on first use, makes a new key whenever it has none yet when asked.
    let stored: CryptoKey | null = null;
    const slowStore = async () => {
      const found = stored;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (found) return found;
      stored = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      return stored;
    };
    setRememberedKeyProvider(slowStore);
    const [first, second] = await Promise.all([sealRememberedPassword('One12345'), sealRememberedPassword('Two12345')]);
    expect(await openRememberedPassword(first)).toBe('One12345');
    expect(await openRememberedPassword(second)).toBe('Two12345');
  });

  it('SESSION-09 without a key store the spec double encoding is what is kept, and legacy values still open', async () => {
    setRememberedKeyProvider(() => Promise.resolve(null));
    const stored = await sealRememberedPassword('Player123');
    expect(stored).toBe(encodeRememberedPassword('Player123'));
    expect(await openRememberedPassword(stored)).toBe('Player123');
  });

  it('SESSION-08 LOGIN-06 LOGIN-07 keeps one record per method with type, username, password, countryDialingCode', async () => {
    await storeRememberedLogin('username', { username: 'player1', password: 'Player123', countryDialingCode: '' });
    await storeRememberedLogin('sms', { username: '5511999', password: '', countryDialingCode: '55' });
    const stored = readStored('REMEMBERED_LOGIN') ?? {};
    expect(JSON.stringify(stored)).not.toContain('Player123');
    expect(JSON.stringify(stored)).not.toContain(encodeRememberedPassword('Player123'));
    expect(Object.keys(stored).sort()).toEqual(['sms', 'username']);
    expect(stored.username?.type).toBe('username');
    expect(readRememberedLogin('username')).toEqual({ username: 'player1', password: '', countryDialingCode: '' });
    expect(await revealRememberedPassword('username')).toBe('Player123');
    expect(readRememberedLogin('sms')?.countryDialingCode).toBe('55');
    forgetRememberedLogin('username');
    expect(readRememberedLogin('username')).toBeNull();
    expect(await revealRememberedPassword('username')).toBe('');
    expect(readRememberedLogin('sms')).not.toBeNull();
  });

  it('CHPW-12 re-encodes a remembered password with the new one', async () => {
    await restoreRememberedPassword('Nothing1');
    expect(readRememberedLogin('username')).toBeNull();
    await storeRememberedLogin('username', { username: 'player1', password: 'Player123', countryDialingCode: '' });
    await restoreRememberedPassword('NewPass456');
    expect(await revealRememberedPassword('username')).toBe('NewPass456');
  });

  it('PRIV-13 a closed account loses its remembered records; another account keeps its own', async () => {
    await storeRememberedLogin('username', { username: 'closed_one', password: 'Secret123', countryDialingCode: '55' });
    await storeRememberedLogin('sms', { username: '5511987654321', password: '', countryDialingCode: '55' });
    forgetRememberedLoginsOf('closed_one');
    expect(readRememberedLogin('username')).toBeNull();
    expect(readRememberedLogin('sms')?.username).toBe('5511987654321');
    forgetRememberedLoginsOf('nobody');
    expect(readStored('REMEMBERED_LOGIN')).toEqual({ sms: expect.objectContaining({ type: 'sms' }) as unknown });
  });
});
