import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { SECURITY_CENTRE_TABS, type SecurityCentreTab } from '@/tenant/paths';
import { PageBody, PageHeading, Tabs, token } from '@/ui';
import { LimitsTab } from './limits-tab';
import { PayoutTab } from './payout-tab';
import { SecurityTab } from './security-tab';

/**
 * /m/securityCenter (000 §2.1, issue 13): the account's security (payment
 * password, phone, e-mail, login password, recent logins), payout accounts
 * and play limits, one tab each; `?tab=` opens one directly (the withdraw
 * page links to what it is missing).
 */

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.lg')};
`;

export default function SecurityCentrePage() {
  const t = useTexts('security');
  const [params, setParams] = useSearchParams();
  const tab: SecurityCentreTab = SECURITY_CENTRE_TABS.find((id) => id === params.get('tab')) ?? 'security';
  return (
    <PageBody data-page="securityCenter">
      <PageHeading>{t('title')}</PageHeading>
      <Tabs
        label={t('tabs.label')}
        items={SECURITY_CENTRE_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        activeId={tab}
        onSelect={(id) => setParams({ tab: id }, { replace: true })}
      />
      <Panel role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        {tab === 'security' ? <SecurityTab /> : tab === 'payout' ? <PayoutTab /> : <LimitsTab />}
      </Panel>
    </PageBody>
  );
}
