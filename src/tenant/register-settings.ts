import * as z from 'zod/mini';

/**
 * The register settings answer (CALL-06; 000 §2.4, §5): per field an enabled
 * and a required flag and its rule (acceptedPattern, min/maxLength,
 * patternId), plus which methods are on and who sends phone codes. Parsed
 * field by field: a broken entry counts as a disabled field, never a crash.
 */

/**
 * 000 §2.4, in the order the form shows them (REG-07), with the identity
 * fields of issue 33 (full name, CPF, date of birth) after the passwords:
 * the platform turns them on where the tenant's jurisdiction profile asks
 * for them (src/tenant/jurisdictions.ts), and off everywhere else.
 */
export const REGISTER_FIELDS = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'fullName',
  'cpf',
  'birthDate',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
/** Issue 33: the identity fields a jurisdiction profile asks registration to collect. */
export const IDENTITY_REGISTER_FIELDS = ['fullName', 'cpf', 'birthDate'] as const satisfies readonly RegisterField[];
export type IdentityRegisterField = (typeof IDENTITY_REGISTER_FIELDS)[number];
/** patternIds of the identity fields (contract §4.2 numbers the others up to 7). */
export const IDENTITY_PATTERN_IDS = { cpf: 8, birthDate: 9, fullName: 10 } as const;

export interface FieldSetting {
  readonly enabled: boolean;
  readonly required: boolean;
  readonly pattern: string | null;
  readonly minLength: number | null;
  readonly maxLength: number | null;
  readonly patternId: number | null;
}

export interface RegisterSettings {
  readonly methods: { readonly username: boolean; readonly mobile: boolean };
  readonly phoneVerification: 'platform' | 'provider';
  readonly fields: Readonly<Record<RegisterField, FieldSetting>>;
}

const count = z.catch(z.nullable(z.number().check(z.int(), z.gte(0))), null);
const fieldSchema = z.object({
  enabled: z.catch(z.boolean(), false),
  required: z.catch(z.boolean(), false),
  acceptedPattern: z.catch(z.nullable(z.string()), null),
  minLength: count,
  maxLength: count,
  patternId: z.catch(z.nullable(z.number()), null),
});
const DISABLED: FieldSetting = {
  enabled: false,
  required: false,
  pattern: null,
  minLength: null,
  maxLength: null,
  patternId: null,
};

const envelopeSchema = z.object({
  methods: z.catch(z.object({ username: z.catch(z.boolean(), true), mobile: z.catch(z.boolean(), false) }), {
    username: true,
    mobile: false,
  }),
  phoneVerification: z.catch(z.enum(['platform', 'provider']), 'platform'),
  fields: z.catch(z.record(z.string(), z.unknown()), {}),
});

export function parseRegisterSettings(value: unknown): RegisterSettings {
  const outer = envelopeSchema.parse(typeof value === 'object' && value !== null ? value : {});
  const fields = Object.fromEntries(
    REGISTER_FIELDS.map((name) => {
      const parsed = fieldSchema.safeParse(outer.fields[name]);
      if (!parsed.success) return [name, DISABLED];
      const { enabled, required, acceptedPattern, minLength, maxLength, patternId } = parsed.data;
      return [
        name,
        { enabled, required: enabled && required, pattern: acceptedPattern, minLength, maxLength, patternId },
      ];
    }),
  ) as Record<RegisterField, FieldSetting>;
  // With neither method on, the username form still shows (nothing else could).
  const methods = outer.methods.username || outer.methods.mobile ? outer.methods : { username: true, mobile: false };
  return { methods, phoneVerification: outer.phoneVerification, fields };
}
