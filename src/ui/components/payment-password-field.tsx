import { TextField, type TextFieldProps } from './text-field';

/**
 * The payment password (MONEY-13, MONEY-14): six digits, as cashiers use —
 * the withdrawal, the superior transfer and the security centre's set and
 * change all ask for it with this one field and check it with this one rule.
 */

export const PAYMENT_PASSWORD_LENGTH = 6;

/** Whether `text` is a payment password: exactly six digits. */
export const isPaymentPassword = (text: string): boolean => /^\d{6}$/.test(text);

type PaymentPasswordFieldProps = Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'maxLength' | 'autoComplete' | 'value' | 'onChange'
> & {
  readonly value: string;
  /** Called with the digits typed (anything else is dropped), at most six. */
  readonly onChange: (digits: string) => void;
};

/** A masked field with the numeric keypad that keeps only digits. */
export function PaymentPasswordField({ value, onChange, ...props }: PaymentPasswordFieldProps) {
  return (
    <TextField
      {...props}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={PAYMENT_PASSWORD_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PAYMENT_PASSWORD_LENGTH))}
    />
  );
}
