import { readStored, removeStored, writeStored } from '@/lib/storage';

/**
 * The password held for the session under MC_SESSION_PWD (000 §2.6, §4):
 * written when a player logs in by username with "remember password" on,
 * read by the change-password page instead of asking for the old password
 * (CHPW-03, CHPW-04), removed after a change (CHPW-13) and with the whole
 * session area at sign-out. Kept base64-encoded (UTF-8), never as plain text
 * in the storage panel; sessionStorage ends with the tab.
 */

function encode(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function decode(encoded: string): string {
  try {
    const binary = atob(encoded);
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return '';
  }
}

export function holdSessionPassword(password: string): void {
  writeStored('MC_SESSION_PWD', encode(password));
}

/** The held password, or '' when none (or an unreadable entry) is held. */
export function heldSessionPassword(): string {
  const stored = readStored('MC_SESSION_PWD');
  return stored ? decode(stored) : '';
}

export function releaseSessionPassword(): void {
  removeStored('MC_SESSION_PWD');
}
