import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import type { Rule } from './login-rules';

/** A login rule as react-hook-form's `validate`: true when the value passes, else the rule's message key. */
export const validator = (rule: Rule) => (value: string) => rule(value) ?? true;

/**
 * The fields of an account form: `field(name, options)` gives a TextField
 * its registration and its error text (`message` turns the error's key into
 * words).
 */
export function fieldBinder<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'register' | 'getFieldState' | 'formState'>,
  message: (key: string | undefined) => string | undefined,
) {
  return <Name extends Path<Values>>(name: Name, options?: RegisterOptions<Values, Name>) => ({
    error: message(form.getFieldState(name, form.formState).error?.message),
    ...form.register(name, options),
  });
}
