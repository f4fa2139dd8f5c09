import * as z from 'zod/mini';
import type { FieldSetting, RegisterField, RegisterSettings } from '@/tenant/register-settings';
import { identityRuleKind, noIdentityRules, type IdentityRules } from './identity-fields';

/**
 * REG-05, REG-14..17: the form's fields and its zod schema, built at run time
 * from the server's field configuration. Each message is a rule kind; the
 * page words it with the field's label.
 */

export type RegisterMethodTab = 'username' | 'mobile';
export type RegisterValues = Record<RegisterField, string>;
export type RuleKind =
  | 'required'
  | 'format'
  | 'confirmRequired'
  | 'confirmMismatch'
  | 'captchaRequired'
  /** KYC-02: a CPF whose check digits do not match. */
  | 'cpfInvalid'
  /** KYC-03: younger than the profile's minimum age on the player's day. */
  | 'underAge';

export interface VisibleField extends FieldSetting {
  readonly name: RegisterField;
}

interface VisibilityInput {
  readonly settings: RegisterSettings;
  readonly tab: RegisterMethodTab;
  /** AFF-02: a valid code from the URL hides the invitation-code field. */
  readonly urlAffiliateValid: boolean;
}

/**
 * The fields of a tab, in form order. The mobile tab has no username and
 * always asks for the number and its SMS code (decision: a mobile
 * registration is verified by code).
 */
export function visibleFields({ settings, tab, urlAffiliateValid }: VisibilityInput): VisibleField[] {
  const fields: VisibleField[] = [];
  for (const [name, setting] of Object.entries(settings.fields) as Array<[RegisterField, FieldSetting]>) {
    if (tab === 'mobile' && name === 'username') continue;
    if (name === 'affiliateCode' && urlAffiliateValid) continue;
    if (tab === 'mobile' && (name === 'mobileNum' || name === 'verificationCode')) {
      fields.push({ ...setting, name, enabled: true, required: true });
      continue;
    }
    if (setting.enabled) fields.push({ ...setting, name });
  }
  return fields;
}

const PASSWORDS: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** Passwords are taken as typed; every other value is trimmed. */
export const normalise = (name: RegisterField, raw: string): string => (PASSWORDS.has(name) ? raw : raw.trim());

function compile(pattern: string | null): RegExp | null {
  if (!pattern) return null;
  try {
    return new RegExp(pattern, 'u');
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      // A pattern this engine cannot read: the length bounds still apply.
      return null;
    }
  }
}

/** REG-14, REG-15: the rule keyed to the field; an empty optional value passes. KYC-02/03: then the identity rules. */
export function checkFieldValue(
  field: VisibleField,
  raw: string,
  identity: IdentityRules = noIdentityRules(),
): RuleKind | null {
  const value = normalise(field.name, raw);
  if (value === '') {
    if (!field.required) return null;
    return field.name === 'captcha' ? 'captchaRequired' : 'required';
  }
  if (field.minLength !== null && value.length < field.minLength) return 'format';
  if (field.maxLength !== null && field.maxLength > 0 && value.length > field.maxLength) return 'format';
  const pattern = compile(field.pattern);
  if (pattern && !pattern.test(value)) return 'format';
  return identityRuleKind(field.name, value, identity);
}

/** The schema of the shown fields; confirm password is required and equal to the password (REG-16). */
export function buildRegisterSchema(fields: readonly VisibleField[], identity: IdentityRules = noIdentityRules()) {
  const shape: Record<string, z.ZodMiniType<string, string>> = {};
  for (const field of fields) {
    if (field.name === 'confirmPassword') {
      shape[field.name] = z
        .string()
        .check(z.refine((value) => value !== '', { message: 'confirmRequired' satisfies RuleKind }));
      continue;
    }
    shape[field.name] = z.string().check(
      z.superRefine((value, context) => {
        const kind = checkFieldValue(field, value, identity);
        if (kind) context.addIssue({ code: 'custom', message: kind, input: value });
      }),
    );
  }
  const hasConfirm = fields.some((field) => field.name === 'confirmPassword');
  return z.looseObject(shape).check(
    z.superRefine((values, context) => {
      const confirm = values.confirmPassword;
      if (hasConfirm && typeof confirm === 'string' && confirm !== '' && confirm !== values.password) {
        context.addIssue({
          code: 'custom',
          message: 'confirmMismatch' satisfies RuleKind,
          path: ['confirmPassword'],
          input: confirm,
        });
      }
    }),
  );
}

/** Field → first rule kind that fails, in the order the fields show (REG-18 focuses the first). */
export function validateRegisterValues(
  fields: readonly VisibleField[],
  values: Partial<RegisterValues>,
  identity: IdentityRules = noIdentityRules(),
): Partial<Record<RegisterField, RuleKind>> {
  const result = buildRegisterSchema(fields, identity).safeParse(
    Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? ''])),
  );
  const errors: Partial<Record<RegisterField, RuleKind>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && !(name in errors)) errors[name as RegisterField] = issue.message as RuleKind;
  }
  const ordered: Partial<Record<RegisterField, RuleKind>> = {};
  for (const field of fields) {
    const kind = errors[field.name];
    if (kind) ordered[field.name] = kind;
  }
  return ordered;
}
