import { useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetRememberedLoginsOf } from '@/features/account';
import { useTexts } from '@/i18n';
import { sessionInfo } from '@/platform/session';
import { clearSignedOutSession, releaseSessionPassword, useIdempotentSubmit } from '@/session';
import { paths } from '@/tenant/paths';
import { useJurisdiction } from '@/tenant/site';
import {
  Button,
  Card,
  Dialog,
  DialogActions,
  FormAlert,
  FormStack,
  MutedText,
  PasswordField,
  SectionHeading,
  toast,
} from '@/ui';
import { closeAccount, closureReadBack } from './api';

/** How long the closure message stays on the login page: long enough to read two sentences. */
const CLOSED_MESSAGE_MS = 8000;

/**
 * PRIV-03..05, PRIV-09..11: the balance rules first, then the password, then
 * a confirmation; a closed account's session ends here and login says why.
 * A refusal (money held, a balance left, a wrong password) or a failed send
 * (server error, no connection, no answer) is said under the form, and the
 * typed password stays for the next try; an answer lost after the closure
 * went through is read back and said as done (PRIV-14).
 */
export function CloseAccountCard() {
  const t = useTexts('privacy');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { retentionYears } = useJurisdiction();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const close = useIdempotentSubmit({
    send: (typed: string) => closeAccount(typed),
    // PRIV-14: the platform keeps no closure by request id, but a closed account has no session left:
    // a lost answer is read back that way, and a closure that went through is said as done.
    recover: closureReadBack,
    onDone: () => {
      const closed = sessionInfo()?.userName;
      if (closed) forgetRememberedLoginsOf(closed);
      releaseSessionPassword();
      clearSignedOutSession(queryClient);
      toast.success('privacy:close.done', { durationMs: CLOSED_MESSAGE_MS });
      void navigate(paths.login(), { replace: true });
    },
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (close.busy) return;
    const empty = password === '';
    setMissing(empty);
    if (!empty) setConfirming(true);
  };
  const confirm = () => {
    setConfirming(false);
    close.submit(password);
  };

  return (
    <Card aria-labelledby="privacy-close-heading" data-testid="privacy-close">
      <SectionHeading id="privacy-close-heading">{t('close.heading')}</SectionHeading>
      <MutedText>{t('close.rules')}</MutedText>
      {retentionYears === null ? null : <MutedText>{t('close.kept', { years: retentionYears })}</MutedText>}
      <FormStack noValidate onSubmit={onSubmit}>
        <PasswordField
          label={t('close.password')}
          autoComplete="current-password"
          value={password}
          error={missing ? t('close.passwordRequired') : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" block busy={close.busy}>
          {t('close.next')}
        </Button>
        {close.error ? <FormAlert data-testid="privacy-close-error">{close.error}</FormAlert> : null}
      </FormStack>
      <Dialog
        open={confirming}
        title={t('close.confirmTitle')}
        onClose={() => setConfirming(false)}
        testId="privacy-close-confirm"
      >
        <p>{t('close.confirmText')}</p>
        <DialogActions>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('close.cancel')}
          </Button>
          <Button onClick={confirm}>{t('close.confirm')}</Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
