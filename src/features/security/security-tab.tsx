import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage, useTexts } from '@/i18n';
import { formatDateTime } from '@/lib/formats';
import { paths } from '@/tenant/paths';
import { MemberQueryList, MemberQueryView } from '@/session/member-query-view';
import { token } from '@/ui';
import { SectionCard } from '@/ui/patterns/section-card';
import { loginHistoryQuery, securityConfigQuery } from './api';
import { ContactCard } from './contact-card';
import { PaymentPasswordCard } from './payment-password-card';

/** The account tab (MONEY-14, MONEY-15, MONEY-17): payment password, phone, e-mail, login password, recent logins. */

const LoginRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${token('space.xs')};
  padding: ${token('space.sm')} 0;
  border-bottom: 1px solid ${token('color.border.default')};
  & small {
    color: ${token('color.text.secondary')};
    overflow-wrap: anywhere;
  }
`;

function LoginHistory() {
  const t = useTexts('security');
  const language = useLanguage();
  return (
    <SectionCard title={t('logins.title')}>
      <MemberQueryList
        read={loginHistoryQuery}
        empty={t('logins.empty')}
        testId="login-history"
        keyOf={(row) => `${row.at}-${row.ip}`}
      >
        {(row) => (
          <LoginRow>
            <span>{formatDateTime(row.at, language)}</span>
            <small dir="auto">{row.ip}</small>
            <small dir="auto">{row.device}</small>
          </LoginRow>
        )}
      </MemberQueryList>
    </SectionCard>
  );
}

function LoginPasswordCard() {
  const t = useTexts('security');
  return (
    <SectionCard title={t('loginPassword.title')}>
      <Link to={paths.changePassword()}>{t('loginPassword.change')}</Link>
    </SectionCard>
  );
}

export function SecurityTab() {
  return (
    <MemberQueryView read={securityConfigQuery}>
      {(value) => (
        <>
          <PaymentPasswordCard isSet={value.paymentPassword} />
          <ContactCard channel="phone" contact={value.phone} />
          <ContactCard channel="email" contact={value.email} />
          <LoginPasswordCard />
          <LoginHistory />
        </>
      )}
    </MemberQueryView>
  );
}
