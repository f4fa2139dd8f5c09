import type { FieldSetting, RegisterField } from '@/tenant/register-settings';
import type { VisibleField } from './form-schema';

/** A required field without a pattern or lengths: the tests' plain field setting. */
export const REQUIRED_SETTING: FieldSetting = {
  enabled: true,
  required: true,
  pattern: null,
  minLength: null,
  maxLength: null,
  patternId: null,
};

/** Shown fields of those names, each with the plain required setting. */
export const shownFields = (...names: RegisterField[]): VisibleField[] =>
  names.map((name) => ({ ...REQUIRED_SETTING, name }));
