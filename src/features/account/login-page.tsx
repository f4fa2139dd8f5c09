import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LIMITS } from '@/lib/spec-constants';
import { CaptchaField, DialingCodeSelect, SmsCodeButton, useGateContext } from '@/session';
import { loginOptions } from '@/tenant/feature-gates';
import { useSiteConfig } from '@/tenant/site';
import { Button, Card, CheckLabel, FormLinks, FormStack, PageBody, PageHeading, Tabs, TextField, token } from '@/ui';
import { startTrial } from './api';
import { loginRules, type Rule } from './login-rules';
import type { LoginMethod } from './remembered-login';
import { PhoneProviderLogin, SocialSignIn } from './social-sign-in';
import { LoginNavStrip, LoginTopBar } from './login-nav-strip';
import { useLoginForm } from './use-login-form';
import { paths } from '@/tenant/paths';

const TestPlay = styled.button`
  border: none;
  padding: 0;
  background: transparent;
  color: ${token('color.text.brand')};
  font: inherit;
  cursor: pointer;
`;

const validator = (rule: Rule) => (value: string) => rule(value) ?? true;

/** LOGIN-01..19: the login form of one method. */
function LoginForm({ method }: { method: LoginMethod }) {
  const { t } = useTranslation('account');
  const { sms, form, captchaShown, captcha, dialingCode, setDialingCode, smsSender, submit } = useLoginForm(method);
  const { register, handleSubmit, formState } = form;
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
  const { flags } = useGateContext();
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
