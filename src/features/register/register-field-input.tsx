import { useTranslation } from 'react-i18next';
import { CaptchaField, DialingCodeSelect, SmsCodeField, usePhoneExample } from '@/session';
import { LIMITS } from '@/lib/spec-constants';
import type { RegisterField } from '@/tenant/register-settings';
import { PasswordField, TextField } from '@/ui';
import type { VisibleField } from './form-schema';
import { latestBirthDate, maskCpfInput } from './identity-fields';
import type { RegisterFormState } from './use-register-form';

const PASSWORD_FIELDS: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

interface RegisterFieldInputProps {
  readonly item: VisibleField;
  readonly state: RegisterFormState;
}

/** One shown field of the registration form, with the input its kind needs. */
export function RegisterFieldInput({ item, state }: RegisterFieldInputProps) {
  const { t } = useTranslation('register');
  const { register: field, getValues, trigger } = state.form;
  const phoneExample = usePhoneExample(state.dialingCode, item.name === 'mobileNum');
  const common = {
    label: t(`fields.${item.name}`),
    requiredMark: item.required,
    error: state.errorText(item),
    autoComplete: 'off',
  };
  if (item.name === 'captcha') {
    const { captcha } = state;
    return (
      <CaptchaField
        image={captcha.image}
        loading={captcha.loading}
        onRefresh={captcha.refresh}
        error={state.errorText(item)}
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
      <TextField
        {...common}
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={LIMITS.mobileMaxLength}
        placeholder={phoneExample}
        prefix={
          <DialingCodeSelect label={t('dialingCode')} value={state.dialingCode} onChange={state.setDialingCode} />
        }
        {...field('mobileNum')}
      />
    );
  }
  if (item.name === 'verificationCode') {
    return (
      <SmsCodeField
        {...common}
        autoComplete="one-time-code"
        {...field('verificationCode')}
        sender={state.smsSender}
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
}
