import { useNavigate } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { paths } from '@/tenant/paths';
import { Button, closeLoginDialog, Dialog, DialogActions, MutedText, useLoginDialogStore } from '@/ui';

/** CHROME-26: the login dialog guest actions open; it leads to logging in. */
export function LoginDialog() {
  const t = useTexts('common');
  const navigate = useNavigate();
  const { open, returnTo } = useLoginDialogStore();
  const go = (path: string) => {
    closeLoginDialog();
    void navigate(path);
  };
  return (
    <Dialog open={open} title={t('loginDialog.title')} onClose={closeLoginDialog} testId="login-dialog">
      <MutedText>{t('loginDialog.text')}</MutedText>
      <DialogActions>
        <Button variant="secondary" onClick={() => go(paths.register())}>
          {t('loginDialog.register')}
        </Button>
        <Button onClick={() => go(paths.login(returnTo ? { redirect: returnTo } : undefined))}>
          {t('loginDialog.login')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
