import { useEffect } from 'react';
import { useTexts } from '@/i18n';
import { useSiteConfig } from '@/tenant/site';
import {
  Button,
  confirmLeaving,
  Dialog,
  DialogActions,
  MutedText,
  needsLeavingNotice,
  openExternal,
  setTrustedHosts,
  stayOnSite,
  useExternalLinkStore,
} from '@/ui';

/** The link a click lands on, when it leaves for another site in a way the notice can stand in for. */
function leavingLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement) || target.hasAttribute('download')) return null;
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  return needsLeavingNotice(target.href) ? target : null;
}

/**
 * Issue 16: "you are leaving <brand>". Links to hosts outside the tenant's
 * trusted list (links the platform sent: service, downloads, content) stop
 * here first; the player sees where they go and chooses. Clicks are caught
 * once for the whole document, so no link in any feature slips past.
 */
export function LeavingNotice() {
  const t = useTexts('common');
  const config = useSiteConfig();
  const pending = useExternalLinkStore((state) => state.pending);

  useEffect(() => {
    setTrustedHosts(config.trustedHosts);
  }, [config.trustedHosts]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = leavingLinkOf(event);
      if (!link) return;
      event.preventDefault();
      openExternal(link.href);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  let host = '';
  if (pending) host = new URL(pending.url).host;
  return (
    <Dialog
      open={pending !== null}
      title={t('leaving.title', { brand: config.displayName })}
      onClose={stayOnSite}
      testId="leaving-notice"
    >
      <MutedText>{t('leaving.text', { brand: config.displayName })}</MutedText>
      <MutedText data-testid="leaving-host">{host}</MutedText>
      <DialogActions>
        <Button variant="secondary" onClick={stayOnSite}>
          {t('leaving.stay')}
        </Button>
        <Button onClick={confirmLeaving}>{t('leaving.go')}</Button>
      </DialogActions>
    </Dialog>
  );
}
