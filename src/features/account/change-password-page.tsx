import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { DURATIONS } from '@/lib/spec-constants';
import { callPlatform } from '@/platform/request';
import { useSessionInfo } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { Button, Card, FormStack, LoadingState, PageBody, PasswordField, TextField, PageHeading } from '@/ui';
import { MessageDialog } from '@/ui/components/message-dialog';
import { fieldBinder, validator } from './form-field';
import { loginRules } from './login-rules';
import { announcePasswordSaved, savingPassword } from './password-saving';
import { rejectTrialAccount, releaseSessionPassword, useHeldSessionPassword } from '@/session';
import { reencodeRememberedPassword } from './remembered-login';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** CHPW-01..14 (000 §2.6, §4, §5): change the password; the route sends guests home. */
export default function ChangePasswordPage() {
  const t = useTexts('account');
  const tc = useTexts('common');
  const navigate = useNavigate();
  const session = useSessionInfo();
  // CHPW-03 / CHPW-04: the password held for the session, when there is one, replaces the old-password field.
  const heldPassword = useHeldSessionPassword();
  const [samePassword, setSamePassword] = useState(false);
  const form = useForm<Values>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  const change = useMutation({
    mutationFn: (values: Values) => savingPassword(() => callPlatform('changePassword', { body: values })),
    // ERR-08 as issue 16 reads it: a failure hides the loading message and the page adds nothing of its own,
    // but the client's shared message (catalogue or the platform's text) still says the change did not happen.
    onSuccess: (_data, values) => {
      announcePasswordSaved();
      reencodeRememberedPassword(values.newPassword);
      // CHPW-13: the session-held password is removed.
      releaseSessionPassword();
      setTimeout(() => void navigate(paths.home(), { replace: true }), DURATIONS.changePasswordRedirect);
    },
  });

  const onValid = (values: Values) => {
    // ROLE-04: a trial account cannot change a password.
    if (rejectTrialAccount()) return;
    const oldPassword = heldPassword || values.oldPassword;
    // ERR-09: new = old opens the same-password confirmation and sends nothing.
    if (oldPassword === values.newPassword) {
      setSamePassword(true);
      return;
    }
    change.mutate({ ...values, oldPassword });
  };

  const field = fieldBinder(form, (key) => (key ? t(key as 'rules.passwordRequired') : undefined));
  const passwordRule = { validate: validator(loginRules.loginPassword) };
  // Opening the sealed password takes a moment; the form waits so the old-password field does not flash.
  const heading = <PageHeading hidden>{t('password.title')}</PageHeading>;
  if (heldPassword === null)
    return (
      <PageBody>
        {heading}
        <LoadingState />
      </PageBody>
    );
  return (
    <PageBody>
      {heading}
      <Card>
        <FormStack onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate>
          {session?.userName ? <TextField label={t('login.username')} value={session.userName} readOnly /> : null}
          {heldPassword ? null : (
            <PasswordField
              label={t('password.old')}
              autoComplete="current-password"
              {...field('oldPassword', passwordRule)}
            />
          )}
          <PasswordField
            label={t('password.new')}
            autoComplete="new-password"
            {...field('newPassword', {
              ...passwordRule,
              // CHPW-07: changing the new password rechecks a filled confirmation.
              onChange: () => {
                if (form.getValues('confirmNewPassword') !== '') void form.trigger('confirmNewPassword');
              },
            })}
          />
          <PasswordField
            label={t('password.confirm')}
            autoComplete="new-password"
            {...field('confirmNewPassword', {
              validate: (value: string) => {
                if (value === '') return 'password.confirmRequired';
                return value === form.getValues('newPassword') ? true : 'password.confirmMismatch';
              },
            })}
          />
          <Button type="submit" block busy={change.isPending}>
            {t('password.submit')}
          </Button>
        </FormStack>
      </Card>
      <MessageDialog
        open={samePassword}
        title={t('password.title')}
        onClose={() => setSamePassword(false)}
        testId="same-password-dialog"
      >
        <p>{tc('errors.samePassword')}</p>
      </MessageDialog>
    </PageBody>
  );
}
