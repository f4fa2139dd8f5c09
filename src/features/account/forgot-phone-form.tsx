import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { LIMITS } from '@/lib/spec-constants';
import { PlatformError } from '@/platform/errors';
import { useSiteConfig } from '@/tenant/site';
import { Button, FormStack, PasswordField, TextField } from '@/ui';
import { sendResetSms, setPasswordByPhone } from './api';
import {
  DialingCodeSelect,
  usePhoneExample,
  login,
  SmsCodeField,
  smsCountdownSeconds,
  useDialingCode,
  useSmsCodeSender,
} from '@/session';
import { fieldBinder, validator } from './form-field';
import { LOGIN_LIMITS, loginRules } from './login-rules';
import { announcePasswordSaved, savingPassword } from './password-saving';
import { internationalNumber } from '@/lib/phone';
import { paths } from '@/tenant/paths';

interface Values {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

/** FORGOT-11: the phone reset's mobile rule; the required message states the minimum length. */
export function resetMobileRule(raw: string | undefined): 'forgot.mobileMin' | 'rules.mobileFormat' | null {
  const value = (raw ?? '').trim();
  if (value === '') return 'forgot.mobileMin';
  return loginRules.loginMobileNum(value) === null ? null : 'rules.mobileFormat';
}

/** ERR-10 / ERR-11: which field a failed reset clears. */
export function fieldClearedAfterResetFailure(error: unknown): 'newPassword' | 'verificationCode' {
  return error instanceof PlatformError && error.errorCode === 'modify.new.old.same'
    ? 'newPassword'
    : 'verificationCode';
}

/**
 * FORGOT-09..15 (000 §2.5, §4, §5, §8): recovery by phone. The code field
 * opens once a code was sent; submit is enabled only when the form was
 * touched and is valid; after the password is set the player is logged in
 * with the mobile number and the new password.
 */
export function ForgotPhoneForm() {
  const t = useTexts('account');
  const config = useSiteConfig();
  const navigate = useNavigate();
  const [codeSent, setCodeSent] = useState(false);
  // Issue 17: the register page's country picker; the platform gets the international number.
  const [dialingCode, setDialingCode] = useDialingCode();
  const mobileOf = (typed: string) => internationalNumber(dialingCode, typed);
  const form = useForm<Values>({
    mode: 'onChange',
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '' },
  });

  // SMS-01..03, ERR-12: the shared send; the code field opens once a code was sent (FORGOT-13).
  const smsSender = useSmsCodeSender({
    send: async () => smsCountdownSeconds(await sendResetSms(mobileOf(form.getValues('mobileNum')))),
    validate: () => form.trigger('mobileNum'),
    onSent: () => setCodeSent(true),
  });

  // FORGOT-15: after the reset, the automatic login; when it fails the player logs in by hand.
  const autoLogin = useMutation({
    mutationFn: (values: Values) =>
      login(config.merchantCode, {
        username: mobileOf(values.mobileNum),
        password: values.newPassword,
        captcha: null,
        type: 'username',
      }),
    onSuccess: () => void navigate(paths.home(), { replace: true }),
    onError: () => void navigate(paths.login(), { replace: true }),
  });

  const reset = useMutation({
    mutationFn: (values: Values) =>
      savingPassword(() =>
        setPasswordByPhone({
          mobileNum: mobileOf(values.mobileNum),
          verificationCode: values.verificationCode.trim(),
          newPassword: values.newPassword,
        }),
      ),
    onSuccess: (_data, values) => {
      announcePasswordSaved();
      autoLogin.mutate(values);
    },
    onError: (error) => form.setValue(fieldClearedAfterResetFailure(error), '', { shouldValidate: true }),
  });

  const field = fieldBinder(form, (key) =>
    key ? t(key as 'forgot.mobileMin', { min: LOGIN_LIMITS.mobileMin }) : undefined,
  );
  const busy = reset.isPending || autoLogin.isPending;
  const phoneExample = usePhoneExample(dialingCode);
  // FORGOT-10: touched (changed) and without errors; the code field counts only once it is open.
  const submitEnabled = form.formState.isDirty && form.formState.isValid && codeSent && !busy;

  return (
    <FormStack
      onSubmit={(event) => void form.handleSubmit((values) => reset.mutate(values))(event)}
      noValidate
      data-testid="forgot-phone-form"
    >
      <TextField
        label={t('login.mobile')}
        autoComplete="tel"
        inputMode="tel"
        maxLength={LIMITS.mobileMaxLength}
        placeholder={phoneExample}
        prefix={<DialingCodeSelect label={t('countryCode')} value={dialingCode} onChange={setDialingCode} />}
        {...field('mobileNum', { validate: (value) => resetMobileRule(value) ?? true })}
      />
      <SmsCodeField
        label={t('login.code')}
        // FORGOT-13: closed until a code was sent.
        disabled={!codeSent}
        sender={smsSender}
        sendTestId="sms-send"
        {...field('verificationCode', {
          validate: (value: string | undefined) => loginRules.verificationCode(value ?? '') ?? true,
        })}
      />
      <PasswordField
        label={t('password.new')}
        autoComplete="new-password"
        {...field('newPassword', { validate: validator(loginRules.loginPassword) })}
      />
      <Button type="submit" block disabled={!submitEnabled}>
        {t('forgot.resetSubmit')}
      </Button>
    </FormStack>
  );
}
