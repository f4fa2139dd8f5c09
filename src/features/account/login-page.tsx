import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage } from '@/i18n';
import { DURATIONS, LIMITS } from '@/lib/spec-constants';
import { safeInternalPath } from '@/lib/url-guard';
import { PlatformError } from '@/platform/errors';
import { isKnownRoute } from '@/tenant/route-table';
import { useFlags, useSiteConfig } from '@/tenant/site';
import { Button, Card, CheckLabel, FormLinks, FormStack, PageBody, PageHeading, Tabs, TextField, token } from '@/ui';
import { sendLoginSms, startTrial } from './api';
import { holdSessionPassword, login } from '@/session';
import { CaptchaField, useCaptchaImage } from './captcha-field';
import { loginRules, smsCountdownSeconds, type Rule } from './login-rules';
import { forgetRememberedLogin, readRememberedLogin, revealRememberedPassword, saveRememberedLogin, type LoginMethod } from './remembered-login';
import { PhoneProviderLogin, SocialSignIn } from './social-sign-in';
import { loginOptions } from './account-flags';
import { LoginNavStrip, LoginTopBar } from './login-nav-strip';
import { SmsCodeButton, useSmsCodeSender } from './sms-code-sender';
import { DialingCodeSelect, useDialingCode } from './dialing-code-select';
import { internationalNumber } from '@/lib/phone';
import { paths } from '@/tenant/paths';

const TestPlay = styled.button`
  border: none;
  padding: 0;
  background: transparent;
  color: ${token('color.text.brand')};
  font: inherit;
  cursor: pointer;
`;

/** Where to go after logging in: the redirect parameter when it is an app route (no open redirect). */
export function returnPathAfterLogin(redirect: string | null): string {
  return safeInternalPath(redirect, (path) => isKnownRoute(path) && path !== paths.login()) ?? paths.home();
}

interface LoginValues {
  account: string;
  secret: string;
  captcha: string;
  remember: boolean;
}

const validator = (rule: Rule) => (value: string) => rule(value) ?? true;

/** LOGIN-01..19: the login form of one method. */
function LoginForm({ method }: { method: LoginMethod }) {
  const { t } = useTranslation('account');
  const config = useSiteConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const language = useLanguage();
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptchaImage(captchaShown);
  const sms = method === 'sms';
  const remembered = readRememberedLogin(method);
  // Issue 17: SMS login picks the country like the register page; the platform gets the international number.
  const [dialingCode, setDialingCode] = useDialingCode(remembered?.countryDialingCode);
  const accountOf = (typed: string) => (sms ? internationalNumber(dialingCode, typed) : typed.trim());
  const { register, handleSubmit, formState, getValues, trigger, setValue } = useForm<LoginValues>({
    // LOGIN-07: the fields start from the remembered record of this method.
    defaultValues: {
      account: remembered?.username ?? '',
      secret: sms ? '' : (remembered?.password ?? ''),
      captcha: '',
      remember: remembered !== null,
    },
  });

  // LOGIN-07 + issue 7: the remembered password is encrypted; it fills the field once opened, unless the user typed first.
  const hasRemembered = remembered !== null;
  useEffect(() => {
    if (sms || !hasRemembered) return undefined;
    let live = true;
    void revealRememberedPassword(method).then((password) => {
      if (live && password !== '' && getValues('secret') === '') setValue('secret', password);
    });
    return () => {
      live = false;
    };
  }, [sms, hasRemembered, method, getValues, setValue]);

  // LOGIN-18: a language change revalidates the filled fields after 200 ms (a change only: not the page opening).
  const validatedLanguage = useRef(language);
  useEffect(() => {
    if (validatedLanguage.current === language) return undefined;
    validatedLanguage.current = language;
    const timer = setTimeout(() => {
      const values = getValues();
      const filled = (['account', 'secret', 'captcha'] as const).filter((name) => values[name] !== '');
      if (filled.length > 0) void trigger(filled);
    }, DURATIONS.languageRevalidateDebounce);
    return () => clearTimeout(timer);
  }, [language, getValues, trigger]);

  const submit = useMutation({
    mutationFn: (values: LoginValues) =>
      login(config.merchantCode, {
        username: accountOf(values.account),
        password: sms ? values.secret.trim() : values.secret,
        captcha: captchaShown ? values.captcha.trim() : null,
        type: method,
      }),
    onSuccess: (_data, values) => {
      // LOGIN-06: one record per method, saved when checked, removed when not.
      if (values.remember) {
        saveRememberedLogin(method, { username: values.account.trim(), password: sms ? '' : values.secret, countryDialingCode: sms ? dialingCode : '' });
        // CHPW-03: the remembered password is held for the session, so change password need not ask for it.
        if (!sms) void holdSessionPassword(values.secret);
      } else {
        forgetRememberedLogin(method);
      }
      void navigate(returnPathAfterLogin(params.get('redirect')), { replace: true });
    },
    onError: (error) => {
      // LOGIN-17 / ERR-05: the captcha appears after a failure that demands it, freshly loaded.
      if (error instanceof PlatformError && error.demandsCaptcha) {
        setValue('captcha', '');
        if (captchaShown) captcha.refresh();
        else setCaptchaShown(true);
      }
    },
  });

  // SMS-01..10: the mobile number is validated first; when it fails nothing is sent.
  const smsSender = useSmsCodeSender({
    send: async () => smsCountdownSeconds(await sendLoginSms(accountOf(getValues('account')))),
    validate: () => trigger('account'),
  });

  const message = (key: string | undefined) => (key ? t(key as 'rules.usernameRequired') : undefined);
  const errors = formState.errors;

  return (
    <FormStack onSubmit={(event) => void handleSubmit((values) => submit.mutate(values))(event)} noValidate data-testid={`login-form-${method}`}>
      <TextField
        label={sms ? t('login.mobile') : t('login.username')}
        autoComplete={sms ? 'tel' : 'username'}
        inputMode={sms ? 'tel' : undefined}
        maxLength={sms ? LIMITS.mobileMaxLength : undefined}
        error={message(errors.account?.message)}
        prefix={sms ? <DialingCodeSelect label={t('countryCode')} value={dialingCode} onChange={setDialingCode} /> : undefined}
        {...register('account', { validate: validator(sms ? loginRules.loginMobileNum : loginRules.loginUsername) })}
      />
      {sms ? (
        <TextField
          label={t('login.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.smsCodeMaxLength}
          error={message(errors.secret?.message)}
          {...register('secret', { validate: validator(loginRules.verificationCode) })}
          suffix={
            <SmsCodeButton sender={smsSender} testId="sms-send" />
          }
        />
      ) : (
        <TextField
          label={t('login.password')}
          type="password"
          revealable
          autoComplete="current-password"
          error={message(errors.secret?.message)}
          {...register('secret', { validate: validator(loginRules.loginPassword) })}
        />
      )}
      {captchaShown ? (
        <CaptchaField
          image={captcha.image}
          loading={captcha.loading}
          onRefresh={captcha.refresh}
          error={message(errors.captcha?.message)}
          {...register('captcha', { validate: validator(loginRules.captcha) })}
        />
      ) : null}
      <CheckLabel>
        <input type="checkbox" {...register('remember')} />
        {t('login.remember')}
      </CheckLabel>
      <Button type="submit" block busy={submit.isPending}>
        {t('login.submit')}
      </Button>
    </FormStack>
  );
}

export default function LoginPage() {
  const { t } = useTranslation('account');
  const flags = useFlags();
  const config = useSiteConfig();
  const navigate = useNavigate();
  // TRIAL-01: test play starts a trial session and goes to /m/home.
  const trial = useMutation({
    mutationFn: () => startTrial(config.trialMerchantCode),
    onSuccess: () => void navigate(paths.home(), { replace: true }),
  });
  const [method, setMethod] = useState<LoginMethod>('username');
  const smsEnabled = loginOptions(flags).smsTab;
  const active = smsEnabled ? method : 'username';

  return (
    <PageBody>
      <LoginTopBar />
      <LoginNavStrip />
      <PageHeading>{t('login.title')}</PageHeading>
      <Card>
        {smsEnabled ? (
          <Tabs
            label={t('login.methods')}
            activeId={active}
            onSelect={setMethod}
            items={[
              { id: 'username', label: t('login.byUsername') },
              { id: 'sms', label: t('login.bySms') },
            ]}
          />
        ) : null}
        {/* LOGIN-07: keyed by method, so switching reloads that method's remembered record. */}
        <LoginForm key={active} method={active} />
        {/* LOGIN-09..12, LOGIN-15: provider sign-in, on the username tab only. */}
        {active === 'username' ? (
          <>
            <SocialSignIn onSignedIn={() => void navigate(paths.home(), { replace: true })} />
            <PhoneProviderLogin onSignedIn={() => void navigate(paths.home(), { replace: true })} />
          </>
        ) : null}
        <FormLinks>
          <Link to={paths.forget()}>{t('login.forgot')}</Link>
          <TestPlay type="button" onClick={() => trial.mutate()} disabled={trial.isPending} aria-busy={trial.isPending || undefined}>
            {t('login.testPlay')}
          </TestPlay>
        </FormLinks>
      </Card>
    </PageBody>
  );
}
