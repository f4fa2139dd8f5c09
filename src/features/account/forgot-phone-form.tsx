import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DURATIONS, LIMITS } from '@/lib/spec-constants';
import { PlatformError } from '@/platform/errors';
import { useSiteConfig } from '@/tenant/site';
import { Button, FormStack, TextField, toast } from '@/ui';
import { sendResetSms, setPasswordByPhone } from './api';
import { DialingCodeSelect, login, SmsCodeButton, smsCountdownSeconds, useDialingCode, useSmsCodeSender } from '@/session';
import { LOGIN_LIMITS, loginRules } from './login-rules';
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
  return error instanceof PlatformError && error.errorCode === 'modify.new.old.same' ? 'newPassword' : 'verificationCode';
}

/**
 * FORGOT-09..15 (000 §2.5, §4, §5, §8): recovery by phone. The code field
 * opens once a code was sent; submit is enabled only when the form was
 * touched and is valid; after the password is set the player is logged in
 * with the mobile number and the new password.
 */
export function ForgotPhoneForm() {
  const { t } = useTranslation('account');
  const config = useSiteConfig();
  const navigate = useNavigate();
  const [codeSent, setCodeSent] = useState(false);
  // Issue 17: the register page's country picker; the platform gets the international number.
  const [dialingCode, setDialingCode] = useDialingCode();
  const mobileOf = (typed: string) => internationalNumber(dialingCode, typed);
  const { register, handleSubmit, formState, getValues, trigger, setValue } = useForm<Values>({
    mode: 'onChange',
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '' },
  });

  // SMS-01..03, ERR-12: the shared send; the code field opens once a code was sent (FORGOT-13).
  const smsSender = useSmsCodeSender({
    send: async () => smsCountdownSeconds(await sendResetSms(mobileOf(getValues('mobileNum')))),
    validate: () => trigger('mobileNum'),
    onSent: () => setCodeSent(true),
  });

  // FORGOT-15: after the reset, the automatic login; when it fails the player logs in by hand.
  const autoLogin = useMutation({
    mutationFn: (values: Values) =>
      login(config.merchantCode, { username: mobileOf(values.mobileNum), password: values.newPassword, captcha: null, type: 'username' }),
    onSuccess: () => void navigate(paths.home(), { replace: true }),
    onError: () => void navigate(paths.login(), { replace: true }),
  });

  const reset = useMutation({
    mutationFn: async (values: Values) => {
      const loading = toast.loading('messages.in_please_wait', { maxMs: DURATIONS.changePasswordLoadingMax });
      try {
        await setPasswordByPhone({ mobileNum: mobileOf(values.mobileNum), verificationCode: values.verificationCode.trim(), newPassword: values.newPassword });
      } finally {
        toast.hide(loading);
      }
    },
    onSuccess: (_data, values) => {
      toast.success('messages.changeSaved', { durationMs: DURATIONS.changePasswordSuccess });
      autoLogin.mutate(values);
    },
    onError: (error) => setValue(fieldClearedAfterResetFailure(error), '', { shouldValidate: true }),
  });

  const message = (key: string | undefined) => (key ? t(key as 'forgot.mobileMin', { min: LOGIN_LIMITS.mobileMin }) : undefined);
  const errors = formState.errors;
  const busy = reset.isPending || autoLogin.isPending;
  // FORGOT-10: touched (changed) and without errors; the code field counts only once it is open.
  const submitEnabled = formState.isDirty && formState.isValid && codeSent && !busy;

  return (
    <FormStack onSubmit={(event) => void handleSubmit((values) => reset.mutate(values))(event)} noValidate data-testid="forgot-phone-form">
      <TextField
        label={t('login.mobile')}
        autoComplete="tel"
        inputMode="tel"
        maxLength={LIMITS.mobileMaxLength}
        error={message(errors.mobileNum?.message)}
        prefix={<DialingCodeSelect label={t('countryCode')} value={dialingCode} onChange={setDialingCode} />}
        {...register('mobileNum', { validate: (value) => resetMobileRule(value) ?? true })}
      />
      <TextField
        label={t('login.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.smsCodeMaxLength}
        // FORGOT-13: closed until a code was sent.
        disabled={!codeSent}
        error={message(errors.verificationCode?.message)}
        {...register('verificationCode', { validate: (value: string | undefined) => loginRules.verificationCode(value ?? '') ?? true })}
        suffix={
          <SmsCodeButton sender={smsSender} testId="sms-send" />
        }
      />
      <TextField
        label={t('password.new')}
        type="password"
        revealable
        autoComplete="new-password"
        error={message(errors.newPassword?.message)}
        {...register('newPassword', { validate: (value) => loginRules.loginPassword(value) ?? true })}
      />
      <Button type="submit" block disabled={!submitEnabled}>
        {t('forgot.resetSubmit')}
      </Button>
    </FormStack>
  );
}
