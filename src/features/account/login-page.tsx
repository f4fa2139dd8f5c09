import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { LIMITS } from '@/lib/spec-constants';
import { CaptchaField, DialingCodeSelect, SmsCodeField, useGateContext, usePhoneExample } from '@/session';
import { demoPlayAllowed } from '@/tenant/demo-play';
import { loginOptions } from '@/tenant/feature-gates';
import { useSiteConfig } from '@/tenant/site';
import {
  Button,
  Card,
  CheckLabel,
  FormLinks,
  FormStack,
  PageBody,
  PageHeading,
  PasswordField,
  Tabs,
  TextField,
  bareButton,
  token,
} from '@/ui';
import { useStartTrial } from './use-start-trial';
import { fieldBinder, validator } from './form-field';
import { loginRules } from './login-rules';
import type { LoginMethod } from './remembered-login';
import { PhoneProviderLogin, SocialSignIn } from './social-sign-in';
import { LoginNavStrip, LoginTopBar } from './login-nav-strip';
import { useLoginForm } from './use-login-form';
import { paths } from '@/tenant/paths';

const TestPlay = styled.button`
  ${bareButton}
  padding: 0;
  color: ${token('color.text.brand')};
`;

/** LOGIN-01..19: the login form of one method. */
function LoginForm({ method }: { method: LoginMethod }) {
  const t = useTexts('account');
  const { sms, form, captchaShown, captcha, dialingCode, setDialingCode, smsSender, submit } = useLoginForm(method);
  const field = fieldBinder(form, (key) => (key ? t(key as 'rules.usernameRequired') : undefined));
  const phoneExample = usePhoneExample(dialingCode, sms);

  return (
    <FormStack
      onSubmit={(event) => void form.handleSubmit((values) => submit.mutate(values))(event)}
      noValidate
      data-testid={`login-form-${method}`}
    >
      <TextField
        label={sms ? t('login.mobile') : t('login.username')}
        autoComplete={sms ? 'tel' : 'username'}
        inputMode={sms ? 'tel' : undefined}
        maxLength={sms ? LIMITS.mobileMaxLength : undefined}
        placeholder={phoneExample}
        prefix={
          sms ? <DialingCodeSelect label={t('countryCode')} value={dialingCode} onChange={setDialingCode} /> : undefined
        }
        {...field('account', { validate: validator(sms ? loginRules.loginMobileNum : loginRules.loginUsername) })}
      />
      {sms ? (
        <SmsCodeField
          label={t('login.code')}
          sender={smsSender}
          sendTestId="sms-send"
          {...field('secret', { validate: validator(loginRules.verificationCode) })}
        />
      ) : (
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          {...field('secret', { validate: validator(loginRules.loginPassword) })}
        />
      )}
      {captchaShown ? (
        <CaptchaField
          image={captcha.image}
          loading={captcha.loading}
          onRefresh={captcha.refresh}
          {...field('captcha', { validate: validator(loginRules.captcha) })}
        />
      ) : null}
      <CheckLabel>
        <input type="checkbox" {...form.register('remember')} />
        {t('login.remember')}
      </CheckLabel>
      <Button type="submit" block busy={submit.isPending}>
        {t('login.submit')}
      </Button>
    </FormStack>
  );
}

export default function LoginPage() {
  const t = useTexts('account');
  const { flags } = useGateContext();
  const navigate = useNavigate();
  // TRIAL-01: test play starts a trial session and goes to /m/home.
  const trial = useStartTrial();
  // KYC-23: a profile without demo play (BR) makes no free-play accounts, so the link is not offered.
  const trialOffered = demoPlayAllowed(useSiteConfig());
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
          {trialOffered ? (
            <TestPlay
              type="button"
              onClick={() => trial.mutate()}
              disabled={trial.isPending}
              aria-busy={trial.isPending || undefined}
            >
              {t('login.testPlay')}
            </TestPlay>
          ) : null}
        </FormLinks>
      </Card>
    </PageBody>
  );
}
