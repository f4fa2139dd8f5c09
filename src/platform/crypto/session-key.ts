/**
 * The 61-character alphabet of the platform's rndString (contract §3.1 step 2):
 * digits, upper case with a doubled T and no Y, lower case without j. Any 16
 * alphanumerics decrypt the same way; the quirk is kept for fidelity.
 */
export const SESSION_KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTTUVWXZabcdefghiklmnopqrstuvwxyz';
const SESSION_KEY_LENGTH = 16;

export function randomSessionKey(): string {
  const alphabetSize = SESSION_KEY_ALPHABET.length;
  // Rejection sampling keeps the draw uniform over the alphabet.
  const limit = 256 - (256 % alphabetSize);
  const chars: string[] = [];
  while (chars.length < SESSION_KEY_LENGTH) {
    const bytes = crypto.getRandomValues(new Uint8Array(SESSION_KEY_LENGTH * 2));
    for (const byte of bytes) {
      if (byte < limit && chars.length < SESSION_KEY_LENGTH)
        chars.push(SESSION_KEY_ALPHABET[byte % alphabetSize] ?? '0');
    }
  }
  return chars.join('');
}
