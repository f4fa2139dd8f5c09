/**
 * Identity rules of the jurisdiction profiles (issue 33), one place for the
 * app's registration form and the sandbox's checks: the Brazilian CPF (its
 * mask and check digits) and the age on a date of birth.
 */

export { cpfValid } from './payout-rules';

/** The CPF's eleven digits, whatever the punctuation typed. */
export const cpfDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 11);

/** 000.000.000-00 as far as the digits go (the mask applied while typing). */
export function formatCpf(value: string): string {
  const digits = cpfDigits(value);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter((part) => part !== '');
  const body = parts.join('.');
  return digits.length > 9 ? `${body}-${digits.slice(9)}` : body;
}

/** The two check digits after nine digits (the CPF's own rule), for seeds and tests that need a valid number. */
export function completeCpf(nineDigits: string): string {
  const digits = nineDigits.replace(/\D/g, '').padStart(9, '0').slice(-9).split('').map(Number);
  const check = (values: readonly number[]): number => {
    const sum = values.reduce((total, value, index) => total + value * (values.length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = check(digits);
  return [...digits, first, check([...digits, first])].join('');
}

/** The mask's shape, for the register field configuration's acceptedPattern. */
export const CPF_PATTERN = '^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$';

/** A calendar date as YYYY-MM-DD (what `<input type="date">` gives), or null when it is not a real day. */
export function parseBirthDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * Whole years between a date of birth and a day (the player's calendar day,
 * YYYY-MM-DD parts): the birthday itself counts, so someone born on
 * 2008-05-10 is 18 on 2026-05-10. A 29 February birthday comes on 1 March in
 * other years.
 */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const [year, month, day] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  return year - birth.year - (hadBirthday ? 0 : 1);
}

/** Why a date of birth is refused: not a date, in the future, or younger than the minimum age. */
export function birthDateProblem(value: string, minimumAge: number, today: Date): 'format' | 'underAge' | null {
  const birth = parseBirthDate(value);
  if (!birth) return 'format';
  const age = ageOn(birth, today);
  if (age < 0 || birth.year < 1900) return 'format';
  return age < minimumAge ? 'underAge' : null;
}
