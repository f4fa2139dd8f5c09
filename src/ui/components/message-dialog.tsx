import { useTexts } from '@/i18n';
import { Button } from './button';
import { Dialog, DialogActions, type DialogProps } from './dialog';

/**
 * A message with one button that closes it ("OK" unless `okLabel` says
 * otherwise). Imported from '@/ui/components/message-dialog' by the lazy
 * pages that show one, so it stays out of the entry chunk.
 */
export function MessageDialog({
  okLabel,
  children,
  ...dialog
}: Omit<DialogProps, 'closing' | 'priority'> & { readonly okLabel?: string }) {
  const t = useTexts('common');
  return (
    <Dialog {...dialog}>
      {children}
      <DialogActions>
        <Button onClick={dialog.onClose}>{okLabel ?? t('dialog.ok')}</Button>
      </DialogActions>
    </Dialog>
  );
}
