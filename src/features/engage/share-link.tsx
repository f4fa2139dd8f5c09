import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, token, useCopyText, useQrCode } from '@/ui';

/** An invite link as a QR code, shared through the Web Share API or copied (ENGAGE-01). */

const Qr = styled.img`
  width: 184px;
  height: 184px;
  align-self: center;
  padding: ${token('space.sm')};
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.raised')};
`;

export function ShareLink({ link, shareText }: { readonly link: string; readonly shareText: string }) {
  const { t } = useTranslation('engage');
  const qr = useQrCode(link);
  const { copied, copy } = useCopyText(link);
  const share = () => {
    // The Web Share sheet where the phone has one; the clipboard otherwise (or when sharing is cancelled or refused).
    if (typeof navigator.share === 'function') void navigator.share({ text: shareText, url: link }).catch(copy);
    else copy();
  };
  return (
    <>
      {qr ? <Qr src={qr} alt={t('invite.qrAlt')} data-testid="invite-qr" /> : null}
      <Button block onClick={share}>{t('invite.share')}</Button>
      <Button block variant="secondary" onClick={copy} aria-live="polite">{copied ? t('invite.copied') : t('invite.copy')}</Button>
    </>
  );
}
