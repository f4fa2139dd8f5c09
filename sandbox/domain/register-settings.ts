import { CPF_PATTERN } from '../../src/lib/identity-rules.ts';
import type { JurisdictionProfile } from '../../src/tenant/jurisdictions.ts';
import { IDENTITY_PATTERN_IDS, REGISTER_FIELDS, type RegisterField } from '../../src/tenant/register-settings.ts';
import type { Queryable } from '../db/index.ts';

/**
 * The register field configuration (000 §2.4, §5; contract §4.2): per field an
 * enabled and a required flag and the rule (acceptedPattern, min/maxLength,
 * patternId). The contract saw the per-field rule entries; the enabled and
 * required flags, the method switches and the phone-verification switch are
 * the sandbox's reading of what the spec says the answer decides
 * (docs/decisions.md, "Registration").
 */

/** The same 19 fields as the app's form (000 §2.4). */
export const REGISTER_FIELD_NAMES = REGISTER_FIELDS;
export type RegisterFieldName = RegisterField;

interface FieldSetting {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: number;
}

export interface RegisterSettings {
  methods: { username: boolean; mobile: boolean };
  /** 'platform': the platform sends the SMS code; 'provider': the identity provider does (000 §4). */
  phoneVerification: 'platform' | 'provider';
  fields: Record<RegisterFieldName, FieldSetting>;
}

const field = (
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  patternId: number,
): FieldSetting => ({
  enabled,
  required,
  acceptedPattern,
  minLength,
  maxLength,
  patternId,
});

/** patternId: 1 letters then letters/digits, 4 letters/digits, 6 digits only (contract §4.2); 0 free text, 7 e-mail. */
export function defaultRegisterSettings(): RegisterSettings {
  return {
    methods: { username: true, mobile: true },
    phoneVerification: 'platform',
    fields: {
      username: field(true, true, '^[A-Za-z][A-Za-z0-9]{5,15}$', 6, 16, 1),
      mobileNum: field(true, false, '^[0-9]{6,20}$', 6, 20, 6),
      verificationCode: field(false, false, '^[0-9]{4,10}$', 4, 10, 6),
      password: field(true, true, '^[A-Za-z0-9]{6,20}$', 6, 20, 4),
      confirmPassword: field(true, true, '^[A-Za-z0-9]{6,20}$', 6, 20, 4),
      // Issue 33: off unless the tenant's jurisdiction profile asks for them (withJurisdictionFields).
      fullName: field(false, false, "^\\p{L}[\\p{L} .'-]*\\p{L}$", 3, 100, IDENTITY_PATTERN_IDS.fullName),
      cpf: field(false, false, CPF_PATTERN, 14, 14, IDENTITY_PATTERN_IDS.cpf),
      birthDate: field(false, false, '^\\d{4}-\\d{2}-\\d{2}$', 10, 10, IDENTITY_PATTERN_IDS.birthDate),
      paymentPassword: field(false, false, '^[0-9]{6}$', 6, 6, 6),
      idNumber: field(false, false, '^[A-Za-z0-9]{6,20}$', 6, 20, 4),
      qqNum: field(false, false, '^[0-9]{5,12}$', 5, 12, 6),
      facebook: field(false, false, '^[A-Za-z0-9._-]{3,50}$', 3, 50, 0),
      wechat: field(false, false, '^[A-Za-z0-9._-]{3,50}$', 3, 50, 0),
      line: field(false, false, '^[A-Za-z0-9._-]{3,50}$', 3, 50, 0),
      whatsapp: field(false, false, '^[0-9]{6,20}$', 6, 20, 6),
      zalo: field(false, false, '^[0-9]{6,20}$', 6, 20, 6),
      email: field(true, false, '^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$', 5, 255, 7),
      nickname: field(true, false, '^[A-Za-z0-9 _-]{2,20}$', 2, 20, 0),
      payeeName: field(false, false, '^[A-Za-z ]{2,50}$', 2, 50, 0),
      recommenderId: field(false, false, '^[A-Za-z0-9]{1,20}$', 1, 20, 4),
      affiliateCode: field(true, false, '^[A-Za-z0-9]{4,20}$', 4, 20, 4),
      captcha: field(true, true, '^[0-9]{1,6}$', 1, 6, 6),
    },
  };
}

export async function storedRegisterSettings(db: Queryable, merchant: string): Promise<RegisterSettings> {
  const rows = await db.query<{ settings: RegisterSettings | string }>(
    'SELECT settings FROM register_settings WHERE merchant = $1',
    [merchant],
  );
  const stored = rows[0]?.settings;
  const defaults = defaultRegisterSettings();
  if (!stored) return defaults;
  const settings = typeof stored === 'string' ? (JSON.parse(stored) as RegisterSettings) : stored;
  // Settings stored before a field existed (a kept database) take that field's default.
  return { ...settings, fields: { ...defaults.fields, ...settings.fields } };
}

/** Issue 33: the identity fields on and required exactly where the tenant's jurisdiction profile asks for them. */
export function withJurisdictionFields(settings: RegisterSettings, profile: JurisdictionProfile): RegisterSettings {
  const asked: Record<'fullName' | 'cpf' | 'birthDate', boolean> = {
    fullName: profile.registration.fullName,
    cpf: profile.registration.taxId === 'cpf',
    birthDate: profile.registration.birthDate,
  };
  const fields = { ...settings.fields };
  for (const [name, on] of Object.entries(asked) as Array<[keyof typeof asked, boolean]>)
    fields[name] = { ...fields[name], enabled: on, required: on };
  return { ...settings, fields };
}

/** The settings with a scope's overrides laid over them (control API). */
export function mergeRegisterSettings(
  base: RegisterSettings,
  override: RegisterSettingsOverride | undefined,
): RegisterSettings {
  if (!override) return base;
  const fields = { ...base.fields };
  for (const name of REGISTER_FIELD_NAMES) {
    const change = override.fields?.[name];
    if (change) fields[name] = { ...fields[name], ...change };
  }
  return {
    methods: { ...base.methods, ...override.methods },
    phoneVerification: override.phoneVerification ?? base.phoneVerification,
    fields,
  };
}

export interface RegisterSettingsOverride {
  methods?: { username?: boolean | undefined; mobile?: boolean | undefined } | undefined;
  phoneVerification?: 'platform' | 'provider' | undefined;
  fields?: Partial<Record<RegisterFieldName, Partial<FieldSetting>>> | undefined;
}

/** The field's rule: an empty optional value passes (000 §5). */
export function checkField(setting: FieldSetting, value: string): boolean {
  if (value === '') return !setting.required;
  if (value.length < setting.minLength || value.length > setting.maxLength) return false;
  try {
    return new RegExp(setting.acceptedPattern, 'u').test(value);
  } catch {
    return true;
  }
}
