/**
 * One rule for turning what a player types into the number the platform
 * knows (issue 17): the calls that take only `mobileNum` (SMS login, the
 * phone reset) get the international number — the picked dialing code and
 * the local number — while a player who types the whole number with its code
 * (as these forms asked before they had a picker) is understood too.
 */

/** Digits of a national number after the country code: E.164 numbers carry at least this many. */
const FULL_NUMBER_REST = 10;

/** `+55 11 98765-4321`, `5511987654321` or `011 98765 4321` with code 55 → `5511987654321`. */
export function internationalNumber(dialingCode: string, typed: string): string {
  const code = dialingCode.replace(/\D/g, '');
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (code === '' || digits === '') return digits;
  // "+…" is a whole international number, whatever was picked.
  if (trimmed.startsWith('+') || trimmed.startsWith('00')) return trimmed.startsWith('00') ? digits.slice(2) : digits;
  // The code typed in front of a full national number: keep it once.
  if (digits.startsWith(code) && digits.length - code.length >= FULL_NUMBER_REST) return digits;
  // A national trunk prefix (0) is not dialled after a country code.
  return code + digits.replace(/^0+/, '');
}
