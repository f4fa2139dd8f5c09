import { memo, type ComponentProps } from 'react';
import { useTexts } from '@/i18n';
import { CaptchaField, DialingCodeSelect, SmsCodeField, usePhoneExample } from '@/session';
import { LIMITS } from '@/lib/spec-constants';
import type { RegisterField } from '@/tenant/register-settings';
import { PasswordField, TextField } from '@/ui';
import type { VisibleField } from './form-schema';
import { latestBirthDate, maskCpfInput } from './identity-fields';
import type { RegisterFormState } from './use-register-form';

const PASSWORD_FIELDS: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

/**
 * What one field draws from: each prop is given only to the field that uses it (the dialing code
 * to the mobile number, the sender to the code, the captcha to the captcha), so that a field is
 * drawn again only when its own props change (issue 35: react-hook-form re-renders the whole form
 * synchronously once it has mounted, and each field took part in that task).
 */
export interface RegisterFieldInputProps {
  readonly item: VisibleField;
  readonly form: RegisterFormState['form'];
  readonly error: string | undefined;
  readonly dialingCode?: RegisterFormState['dialingCode'] | undefined;
  readonly setDialingCode?: RegisterFormState['setDialingCode'] | undefined;
  readonly captcha?: RegisterFormState['captcha'] | undefined;
  readonly smsSender?: RegisterFormState['smsSender'] | undefined;
}

/** A field's props from the form's state: what every field takes, and what only its kind takes. */
export function fieldInputProps(item: VisibleField, state: RegisterFormState): RegisterFieldInputProps {
  const shared = { item, form: state.form, error: state.errorText(item) };
  if (item.name === 'mobileNum')
    return { ...shared, dialingCode: state.dialingCode, setDialingCode: state.setDialingCode };
  if (item.name === 'captcha') return { ...shared, captcha: state.captcha };
  if (item.name === 'verificationCode') return { ...shared, smsSender: state.smsSender };
  return shared;
}

/** The mobile number with its dialing code and that country's example number (only this field asks for one). */
function MobileNumberInput({
  dialingCode,
  setDialingCode,
  ...input
}: Omit<ComponentProps<typeof TextField>, 'prefix' | 'placeholder'> & {
  readonly dialingCode: string;
  readonly setDialingCode: (code: string) => void;
}) {
  const t = useTexts('register');
  const phoneExample = usePhoneExample(dialingCode);
  return (
    <TextField
      {...input}
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={LIMITS.mobileMaxLength}
      placeholder={phoneExample}
      prefix={<DialingCodeSelect label={t('dialingCode')} value={dialingCode} onChange={setDialingCode} />}
    />
  );
}

/** One shown field of the registration form, with the input its kind needs. */
export const RegisterFieldInput = memo(function RegisterFieldInput({
  item,
  form,
  error,
  dialingCode = '',
  setDialingCode = () => undefined,
  captcha,
  smsSender,
}: RegisterFieldInputProps) {
  const t = useTexts('register');
  const { register: field, getValues, trigger } = form;
  const common = {
    label: t(`fields.${item.name}`),
    requiredMark: item.required,
    error,
    autoComplete: 'off',
  };
  if (item.name === 'captcha' && captcha) {
    return (
      <CaptchaField
        image={captcha.image}
        loading={captcha.loading}
        onRefresh={captcha.refresh}
        error={error}
        {...field('captcha')}
      />
    );
  }
  if (item.name === 'password') {
    return (
      <PasswordField
        {...common}
        autoComplete="new-password"
        {...field('password', {
          // REG-17: a changed password rechecks a typed confirmation.
          onChange: () => {
            if (getValues('confirmPassword') !== '') void trigger('confirmPassword');
          },
        })}
      />
    );
  }
  if (PASSWORD_FIELDS.has(item.name)) {
    return <PasswordField {...common} autoComplete="new-password" {...field(item.name)} />;
  }
  if (item.name === 'mobileNum') {
    return (
      <MobileNumberInput
        {...common}
        dialingCode={dialingCode}
        setDialingCode={setDialingCode}
        {...field('mobileNum')}
      />
    );
  }
  if (item.name === 'verificationCode' && smsSender) {
    return (
      <SmsCodeField
        {...common}
        autoComplete="one-time-code"
        {...field('verificationCode')}
        sender={smsSender}
        sendTestId="register-sms-send"
      />
    );
  }
  if (item.name === 'email') {
    return (
      <TextField {...common} type="email" inputMode="email" maxLength={LIMITS.emailMaxLength} {...field('email')} />
    );
  }
  if (item.name === 'cpf') {
    const cpf = field('cpf');
    return (
      <TextField
        {...common}
        inputMode="numeric"
        placeholder="000.000.000-00"
        maxLength={14}
        {...cpf}
        // KYC-05: the mask is applied as the player types, so what is sent is what the field shows.
        onChange={(event) => {
          event.target.value = maskCpfInput(event.target.value);
          void cpf.onChange(event);
        }}
      />
    );
  }
  if (item.name === 'birthDate') {
    // KYC-03: the browser's date picker (YYYY-MM-DD); a future day is not offered.
    return <TextField {...common} type="date" max={latestBirthDate(new Date())} {...field('birthDate')} />;
  }
  if (item.name === 'fullName') {
    return <TextField {...common} autoComplete="name" autoCapitalize="words" {...field('fullName')} />;
  }
  return <TextField {...common} {...field(item.name)} />;
});
