import { useEffect, useState } from 'react';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { isSealedPassword, openRememberedPassword, sealRememberedPassword } from './sealed-password';

/**
 * The password held for the session under MC_SESSION_PWD (000 §2.6, §4):
 * written when a player logs in by username with "remember password" on,
 * read by the change-password page instead of asking for the old password
 * (CHPW-03, CHPW-04), removed after a change (CHPW-13) and with the whole
 * session area at sign-out. Issue 16: sealed with AES-GCM under the same
 * non-extractable key as the remembered record, so nothing in storage gives
 * the password back. Where the browser cannot keep that key nothing is held
 * and the change-password page asks for the old password, as without
 * "remember password".
 */

/** Seals and holds the password (asynchronous: WebCrypto); resolves when written or given up. */
export async function holdSessionPassword(password: string): Promise<void> {
  const sealed = await sealRememberedPassword(password);
  if (isSealedPassword(sealed)) writeStored('MC_SESSION_PWD', sealed);
  else removeStored('MC_SESSION_PWD');
}

/** The held password, or '' when none (or an entry that cannot be opened) is held. */
export async function heldSessionPassword(): Promise<string> {
  const stored = readStored('MC_SESSION_PWD');
  if (!stored || !isSealedPassword(stored)) return '';
  return openRememberedPassword(stored);
}

export function releaseSessionPassword(): void {
  removeStored('MC_SESSION_PWD');
}

/** The held password for a page: null while it is being opened, then the password or ''. */
export function useHeldSessionPassword(): string | null {
  const [held, setHeld] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void heldSessionPassword().then((password) => {
      if (current) setHeld(password);
    });
    return () => {
      current = false;
    };
  }, []);
  return held;
}
