import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTexts } from '@/i18n';
import { DURATIONS, LIMITS } from '@/lib/spec-constants';
import { callPlatform } from '@/platform/request';
import { recoveryMethods, type RecoveryMethod } from '@/tenant/feature-gates';
import { Button, Card, FormStack, PageBody, Tabs, TextField, toast, useStepBack, PageHeading } from '@/ui';
import { useGateContext } from '@/session';
import { ForgotPhoneForm } from './forgot-phone-form';
import { loginRules } from './login-rules';

/** FORGOT-04: a simple address pattern. */
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export function emailRule(raw: string): 'forgot.emailRequired' | 'forgot.emailInvalid' | null {
  const value = raw.trim();
  if (value === '') return 'forgot.emailRequired';
  return value.length <= LIMITS.emailMaxLength && EMAIL.test(value) ? null : 'forgot.emailInvalid';
}

interface Values {
  username: string;
  email: string;
}

/** FORGOT-02..08: the e-mail recovery form. */
function ForgotEmailForm() {
  const t = useTexts('account');
  const stepBack = useStepBack();
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: { username: '', email: '' } });
  const send = useMutation({
    mutationFn: async (values: Values) => {
      const loading = toast.loading('messages.in_please_wait', { maxMs: DURATIONS.forgotLoading });
      try {
        // FORGOT-06: both values trimmed.
        await callPlatform('forgotPasswordEmail', {
          body: { username: values.username.trim(), email: values.email.trim() },
        });
      } finally {
        toast.hide(loading);
      }
    },
    onSuccess: () => {
      toast.success('messages.in_been_out', { durationMs: DURATIONS.forgotSuccess });
      // FORGOT-08: one step back — within the site (a direct link goes home).
      setTimeout(stepBack, DURATIONS.forgotSuccess);
    },
  });
  const message = (key: string | undefined) => (key ? t(key as 'forgot.emailRequired') : undefined);
  return (
    <FormStack onSubmit={(event) => void handleSubmit((values) => send.mutate(values))(event)} noValidate>
      <TextField
        label={t('login.username')}
        autoComplete="username"
        error={message(formState.errors.username?.message)}
        {...register('username', { validate: (value) => loginRules.loginUsername(value) ?? true })}
      />
      <TextField
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        maxLength={LIMITS.emailMaxLength}
        error={message(formState.errors.email?.message)}
        {...register('email', { validate: (value) => emailRule(value) ?? true })}
      />
      <Button type="submit" block busy={send.isPending}>
        {t('forgot.submit')}
      </Button>
    </FormStack>
  );
}

/** FORGOT-01 / FORGOT-02: phone and e-mail with CHNGPASSVERIF3 (phone first), else e-mail only. */
export default function ForgotPage() {
  const tc = useTexts('common');
  const t = useTexts('account');
  const methods = recoveryMethods(useGateContext().flags);
  const [chosen, setChosen] = useState<RecoveryMethod | null>(null);
  const active = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? 'email');
  return (
    <PageBody>
      <PageHeading hidden>{tc('titles.forget')}</PageHeading>
      <Card>
        {methods.length > 1 ? (
          <Tabs
            label={t('forgot.methods')}
            activeId={active}
            onSelect={setChosen}
            items={methods.map((method) => ({
              id: method,
              label: t(method === 'phone' ? 'forgot.byPhone' : 'forgot.byEmail'),
            }))}
          />
        ) : null}
        {active === 'phone' ? <ForgotPhoneForm /> : <ForgotEmailForm />}
      </Card>
    </PageBody>
  );
}
