import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { useVerification } from '@/session';
import { paths } from '@/tenant/paths';
import { token } from '@/ui';

/** A third short line under the name and balance: no wider header on a small phone. */
const VerificationLink = styled(Link)`
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.bold')};
  color: ${token('color.text.link')};
  white-space: nowrap;
`;

/**
 * KYC-26: under a profile that asks for verification, the header says what is
 * left to do (verify, or under review) and opens the verification page;
 * nothing once verified, nothing under a profile without checks.
 */
export function HeaderVerificationLink() {
  const t = useTexts('common');
  const status = useVerification().data?.status;
  if (!status || status === 'verified') return null;
  return (
    <VerificationLink to={paths.verification()} data-testid="header-verification" data-status={status}>
      {t(status === 'pending' ? 'header.verificationPending' : 'header.verify')}
    </VerificationLink>
  );
}
