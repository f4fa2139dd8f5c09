import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { clearSignedOutSession, logoutWhileWaiting } from '@/session';
import { paths } from '@/tenant/paths';
import { Button, Dialog, DialogActions } from '@/ui';

/** Where sign-out was asked from; SESSION-18 sends settings to /m/home and the header to /m/login. */
export type SignOutOrigin = 'settings' | 'header';

export const SIGN_OUT_DESTINATION: Readonly<Record<SignOutOrigin, string>> = {
  settings: paths.home(),
  header: paths.login(),
};

/**
 * SESSION-12..18: a confirmation first (cancel leaves the session alone);
 * then a loading message (at most 10 s) while the logout call runs with the
 * token, every clearing of 000 §4 whatever the call answers, and the
 * destination of the origin.
 */
export function SignOutDialog({
  open,
  origin,
  onClose,
}: {
  open: boolean;
  origin: SignOutOrigin;
  onClose: () => void;
}) {
  const t = useTexts('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: logoutWhileWaiting,
    meta: { silent: true },
    onSettled: () => {
      clearSignedOutSession(queryClient);
      onClose();
      void navigate(SIGN_OUT_DESTINATION[origin], { replace: true });
    },
  });
  return (
    <Dialog open={open} title={t('header.signOut')} onClose={onClose} testId="sign-out-dialog">
      <p>{t('header.signOutConfirm')}</p>
      <DialogActions>
        <Button variant="secondary" onClick={onClose} busy={signOut.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button onClick={() => signOut.mutate()} busy={signOut.isPending}>
          {t('dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
