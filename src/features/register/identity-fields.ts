import { birthDateProblem, cpfValid, formatCpf } from '@/lib/identity-rules';
import type { RegisterField } from '@/tenant/register-settings';

/**
 * The identity fields of a regulated registration (issue 33; KYC-01..03,
 * KYC-05, KYC-06) beyond what the server's pattern says: the CPF's check
 * digits and the age on the date of birth. The sandbox checks the same rules
 * with the same functions (src/lib/identity-rules.ts); the app checks them
 * first so the player hears at once, by the field, what is wrong.
 */

export interface IdentityRules {
  /** The profile's minimum age; null when the profile asks none (the date is then only checked as a date). */
  readonly minimumAge: number | null;
  /** The player's day, which a birthday counts on. */
  readonly today: Date;
}

/** No minimum age, judged today: what a caller that knows no profile gets (a date of birth is then only checked as a date). */
export const noIdentityRules = (): IdentityRules => ({ minimumAge: null, today: new Date() });

export type IdentityRuleKind = 'cpfInvalid' | 'underAge' | 'format';

/** Why a value that matched its pattern is still refused, or null. */
export function identityRuleKind(name: RegisterField, value: string, rules: IdentityRules): IdentityRuleKind | null {
  if (name === 'cpf') return cpfValid(value) ? null : 'cpfInvalid';
  if (name === 'birthDate') {
    const problem = birthDateProblem(value, rules.minimumAge ?? 0, rules.today);
    return problem === null ? null : problem;
  }
  return null;
}

/** KYC-05: the CPF as it is typed, masked 000.000.000-00 (digits only are kept, at most eleven). */
export const maskCpfInput = (typed: string): string => formatCpf(typed);

/** The latest date of birth the date picker offers: today (a future date is never a birth). */
export function latestBirthDate(today: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}
