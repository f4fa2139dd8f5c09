import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { useVerification } from '@/session';
import { token } from '@/ui';

/** Sits at the end of the entry, before its chevron. */
const Note = styled.span`
  margin-inline: auto ${token('space.sm')};
  color: ${token('color.text.secondary')};
  font-size: ${token('font.size.sm')};
`;

/** KYC-17: the member's verification status beside the member centre's entry; nothing while it is unknown. */
export function VerificationStatusNote() {
  const t = useTexts('kyc');
  const verification = useVerification();
  if (!verification.data) return null;
  return <Note data-testid="verification-entry-status">{t(`status.${verification.data.status}`)}</Note>;
}
