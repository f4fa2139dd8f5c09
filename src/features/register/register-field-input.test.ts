import { describe, expect, it } from 'vitest';
import type { RegisterField } from '@/tenant/register-settings';
import type { VisibleField } from './form-schema';
import { fieldInputProps } from './register-field-input';
import { REQUIRED_SETTING } from './shown-fields.testing';
import type { RegisterFormState } from './use-register-form';

const field = (name: RegisterField): VisibleField => ({ ...REQUIRED_SETTING, name });

/** The parts of the form's state a field can take; the rest of the hook's state is not read. */
const captcha = { image: null, loading: false, refresh: () => undefined };
const smsSender = { remaining: 0, busy: false, sending: false, request: () => Promise.resolve() };
const pickedCodes: string[] = [];
const setDialingCode = (code: string) => {
  pickedCodes.push(code);
};
const form = {} as RegisterFormState['form'];
const state = {
  form,
  errorText: (item: VisibleField) => (item.name === 'email' ? 'Enter a valid e-mail' : undefined),
  dialingCode: '55',
  setDialingCode,
  captcha,
  smsSender,
} as unknown as RegisterFormState;

describe('fieldInputProps (issue 35)', () => {
  it('SPEED-28 each field takes only what its kind uses, so a change elsewhere leaves its props equal', () => {
    expect(fieldInputProps(field('mobileNum'), state)).toEqual({
      item: field('mobileNum'),
      form,
      error: undefined,
      dialingCode: '55',
      setDialingCode,
    });
    expect(fieldInputProps(field('captcha'), state)).toEqual({
      item: field('captcha'),
      form,
      error: undefined,
      captcha,
    });
    expect(fieldInputProps(field('verificationCode'), state)).toEqual({
      item: field('verificationCode'),
      form,
      error: undefined,
      smsSender,
    });
    expect(fieldInputProps(field('email'), state)).toEqual({
      item: field('email'),
      form,
      error: 'Enter a valid e-mail',
    });
    expect(Object.keys(fieldInputProps(field('password'), state)).sort()).toEqual(['error', 'form', 'item']);
  });
});
