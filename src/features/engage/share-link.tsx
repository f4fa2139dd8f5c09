import { useTexts } from '@/i18n';
import { Button, useCopyText } from '@/ui';
import { QrCode } from '@/ui/patterns/qr-code';

/** An invite link as a QR code, shared through the Web Share API or copied (ENGAGE-01). */

export function ShareLink({ link, shareText }: { readonly link: string; readonly shareText: string }) {
  const t = useTexts('engage');
  const { copied, copy } = useCopyText(link);
  const share = () => {
    // The Web Share sheet where the phone has one; the clipboard otherwise (or when sharing is cancelled or refused).
    if (typeof navigator.share === 'function') void navigator.share({ text: shareText, url: link }).catch(copy);
    else copy();
  };
  return (
    <>
      <QrCode text={link} alt={t('invite.qrAlt')} testId="invite-qr" />
      <Button block onClick={share}>
        {t('invite.share')}
      </Button>
      <Button block variant="secondary" onClick={copy} aria-live="polite">
        {copied ? t('invite.copied') : t('invite.copy')}
      </Button>
    </>
  );
}
