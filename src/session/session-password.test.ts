// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { setRememberedKeyProvider } from './sealed-password';
import { heldSessionPassword, holdSessionPassword, releaseSessionPassword } from './session-password';

/** jsdom has no IndexedDB: a key made as the browser's provider makes it, kept in memory. */
let key: CryptoKey | null = null;
const memoryKey = async () =>
  (key ??= await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']));

const decodings = (text: string): string[] => {
  const found: string[] = [];
  let current = text;
  for (let round = 0; round < 3; round += 1) {
    try {
      current = atob(current);
      found.push(current);
    } catch {
      break;
    }
  }
  return found;
};

describe('session-held password (MC_SESSION_PWD)', () => {
  beforeEach(() => {
    removeStored('MC_SESSION_PWD');
    key = null;
    setRememberedKeyProvider(memoryKey);
  });
  afterEach(() => setRememberedKeyProvider(null));

  it('CHPW-03 CHPW-13 REL-04 is held sealed in the session area, read back and removed', async () => {
    expect(await heldSessionPassword()).toBe('');
    await holdSessionPassword('Señha123');
    const stored = readStored('MC_SESSION_PWD') ?? '';
    expect(stored).toMatch(/^aesgcm1:/);
    // Neither the value nor any base64 decoding of it (or of its parts) reveals the password.
    for (const part of [stored, ...stored.split(':')])
      for (const text of [part, ...decodings(part)]) expect(text).not.toContain('Señha123');
    expect(await heldSessionPassword()).toBe('Señha123');
    releaseSessionPassword();
    expect(readStored('MC_SESSION_PWD')).toBeNull();
    expect(await heldSessionPassword()).toBe('');
  });

  it('REL-04 an old base64 entry or an unreadable one counts as no held password', async () => {
    writeStored('MC_SESSION_PWD', btoa('Secret123'));
    expect(await heldSessionPassword()).toBe('');
    writeStored('MC_SESSION_PWD', 'aesgcm1:%%%:not base64');
    expect(await heldSessionPassword()).toBe('');
  });

  it('REL-04 without a key nothing is held (the page asks for the old password)', async () => {
    setRememberedKeyProvider(() => Promise.resolve(null));
    await holdSessionPassword('Secret123');
    expect(readStored('MC_SESSION_PWD')).toBeNull();
  });
});
