/**
 * The shape of payout-account details (MONEY-16), one place for the app's
 * form and the sandbox's validation: PIX keys (CPF with its check digits,
 * e-mail, phone, random key), bank accounts, e-wallets and crypto addresses.
 */

/** The Brazilian CPF check digits. */
export function cpfValid(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number): number => {
    let sum = 0;
    for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

export const PAYOUT_PATTERNS = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  phone: /^\+?\d{10,14}$/,
  random: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  bankCode: /^\d{3,9}$/,
  agency: /^\d{4}(-\d)?$/,
  account: /^\d{4,17}(-[\dXx])?$/,
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
} as const;

export const PIX_KEY_TYPES = ['cpf', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
export const CRYPTO_NETWORKS = ['TRC20', 'ERC20'] as const;

export function pixKeyValid(keyType: PixKeyType, key: string): boolean {
  return keyType === 'cpf' ? cpfValid(key) : PAYOUT_PATTERNS[keyType].test(key.trim());
}
