import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { Button, InfoRows, token, useCopyText } from '@/ui';
import { QrCode } from '@/ui/patterns/qr-code';

/**
 * What the player does to pay a pending order (MONEY-05): the PIX code with
 * its QR code and a copy button, or the bank, wallet or crypto details. The
 * QR code library loads only when a PIX code is shown.
 */

const Code = styled.code`
  display: block;
  padding: ${token('space.sm')};
  border-radius: ${token('radius.control')};
  background: ${token('color.bg.raised')};
  font-size: ${token('font.size.xs')};
  overflow-wrap: anywhere;
  user-select: all;
`;

function CopyButton({ text }: { readonly text: string }) {
  const t = useTexts('cashier');
  const { copied, copy } = useCopyText(text);
  return (
    <Button variant="secondary" block onClick={copy} aria-live="polite">
      {copied ? t('order.copied') : t('order.copy')}
    </Button>
  );
}

const DETAIL_KEYS = [
  'bankName',
  'agency',
  'account',
  'beneficiary',
  'wallet',
  'network',
  'address',
  'amount',
  'reference',
] as const;

export function PaymentInstructions({ instructions }: { readonly instructions: Readonly<Record<string, string>> }) {
  const t = useTexts('cashier');
  const pixCode = instructions.pixCode;
  if (pixCode) {
    return (
      <>
        <QrCode text={pixCode} alt={t('order.qrAlt')} testId="pix-qr" />
        <span>{t('order.pixScan')}</span>
        <Code aria-label={t('order.pixCode')} data-testid="pix-code">
          {pixCode}
        </Code>
        <CopyButton text={pixCode} />
      </>
    );
  }
  return (
    <InfoRows
      rows={DETAIL_KEYS.map((key) => (instructions[key] ? ([t(`order.${key}`), instructions[key]] as const) : null))}
    />
  );
}
