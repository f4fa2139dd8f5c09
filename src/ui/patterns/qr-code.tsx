import styled from 'styled-components';
import { InlineErrorState } from '../components/states';
import { useQrCode } from '../hooks/use-share-tools';
import { token } from '../theme/tokens';

const Image = styled.img`
  width: 184px;
  height: 184px;
  align-self: center;
  padding: ${token('space.sm')};
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.raised')};
`;

/**
 * A text drawn as a QR code (a PIX code, an invite link), centred on a
 * raised tile; nothing until the code is drawn (`qrcode` loads with the
 * first one, not with the page), and a failure with a retry when it cannot be.
 */
export function QrCode({
  text,
  alt,
  testId,
}: {
  readonly text: string;
  readonly alt: string;
  readonly testId: string;
}) {
  const { dataUrl, failed, retry } = useQrCode(text);
  if (failed) return <InlineErrorState testId={`${testId}-error`} onRetry={retry} />;
  return dataUrl ? <Image src={dataUrl} alt={alt} data-testid={testId} /> : null;
}
