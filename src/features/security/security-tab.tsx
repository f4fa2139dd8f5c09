import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage } from '@/i18n';
import { formatDateTime } from '@/lib/dates';
import { useSessionInfo } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { Card, QueryList, QueryView, SectionHeading, StackList, token } from '@/ui';
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
  & small { color: ${token('color.text.secondary')}; overflow-wrap: anywhere; }
`;

function LoginHistory() {
  const { t } = useTranslation('security');
  const language = useLanguage();
  const logins = useQuery(loginHistoryQuery(useSessionInfo()?.token ?? null));
  return (
    <Card>
      <SectionHeading>{t('logins.title')}</SectionHeading>
      <QueryList query={logins} empty={t('logins.empty')}>
        {(rows) => (
          <StackList data-testid="login-history">
            {rows.map((row) => (
              <LoginRow key={`${row.at}-${row.ip}`}>
                <span>{formatDateTime(row.at, language)}</span>
                <small>{row.ip}</small>
                <small>{row.device}</small>
              </LoginRow>
            ))}
          </StackList>
        )}
      </QueryList>
    </Card>
  );
}

export function SecurityTab() {
  const { t } = useTranslation('security');
  const config = useQuery(securityConfigQuery(useSessionInfo()?.token ?? null));
  return (
    <QueryView query={config}>
      {(value) => (
        <>
          <PaymentPasswordCard isSet={value.paymentPassword} />
          <ContactCard channel="phone" contact={value.phone} />
          <ContactCard channel="email" contact={value.email} />
          <Card>
            <SectionHeading>{t('loginPassword.title')}</SectionHeading>
            <Link to={paths.changePassword()}>{t('loginPassword.change')}</Link>
          </Card>
          <LoginHistory />
        </>
      )}
    </QueryView>
  );
}
