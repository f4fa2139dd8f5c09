import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { DURATIONS, LIMITS } from '@/lib/spec-constants';
import { callPlatform } from '@/platform/request';
import { Button, Card, PageBody, TextField, toast, token } from '@/ui';
import { loginRules } from './login-rules';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
`;

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

/**
 * FORGOT-02..08: the e-mail recovery form (the phone form of CHNGPASSVERIF3 is
 * not built yet, so the e-mail form is always the one shown).
 */
export default function ForgotPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: { username: '', email: '' } });
  const send = useMutation({
    mutationFn: async (values: Values) => {
      const loading = toast.loading('messages.in_please_wait', { maxMs: DURATIONS.forgotLoading });
      try {
        // FORGOT-06: both values trimmed.
        await callPlatform('forgotPasswordEmail', { body: { username: values.username.trim(), email: values.email.trim() } });
      } finally {
        toast.hide(loading);
      }
    },
    onSuccess: () => {
      toast.success('messages.in_been_out', { durationMs: DURATIONS.forgotSuccess });
      setTimeout(() => void navigate(-1), DURATIONS.forgotSuccess);
    },
  });
  const message = (key: string | undefined) => (key ? t(key as 'forgot.emailRequired') : undefined);
  return (
    <PageBody>
      <Card>
        <Form onSubmit={(event) => void handleSubmit((values) => send.mutate(values))(event)} noValidate>
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
          <Button type="submit" block disabled={send.isPending}>
            {t('forgot.submit')}
          </Button>
        </Form>
      </Card>
    </PageBody>
  );
}
