/**
 * Textbook RSA (no padding) over BigInt, as the platform's BigInt.js routine
 * does it (contract §3.1 step 4). The exponent is fixed at 65537.
 */

const RSA_PUBLIC_EXPONENT = 0x10001n;

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let factor = base % modulus;
  let remaining = exponent;
  while (remaining > 0n) {
    if (remaining & 1n) result = (result * factor) % modulus;
    factor = (factor * factor) % modulus;
    remaining >>= 1n;
  }
  return result;
}

function bigIntFromAscii(text: string): bigint {
  let value = 0n;
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code > 0x7f) throw new RangeError('RSA-wrapped keys are ASCII');
    value = (value << 8n) | BigInt(code);
  }
  return value;
}

function asciiFromBigInt(value: bigint): string {
  let remaining = value;
  const chars: string[] = [];
  while (remaining > 0n) {
    chars.unshift(String.fromCharCode(Number(remaining & 0xffn)));
    remaining >>= 8n;
  }
  return chars.join('');
}

/** Encrypts the session key; the integer is the key's big-endian ASCII value. */
export function rsaWrapKey(sessionKey: string, modulusHex: string): string {
  const modulus = BigInt(`0x${modulusHex.trim()}`);
  return modPow(bigIntFromAscii(sessionKey), RSA_PUBLIC_EXPONENT, modulus).toString(16);
}

/** The sandbox's side: recovers the session key with the private exponent. */
export function rsaUnwrapKey(wrappedHex: string, modulusHex: string, privateExponentHex: string): string {
  const modulus = BigInt(`0x${modulusHex.trim()}`);
  const exponent = BigInt(`0x${privateExponentHex.trim()}`);
  return asciiFromBigInt(modPow(BigInt(`0x${wrappedHex.trim()}`), exponent, modulus));
}
