import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionInfo } from '@/platform/session';
import { Card, MutedText, PageBody, PageHeading, QueryView, SectionHeading, StatGrid } from '@/ui';
import { GAME_TYPES, rebateSettingsQuery } from './api';
import { RateHistory } from './rebate-rows';

/** /m/member/agent/agentRebeat (AGENTX-06): the agent's own rate per game type, its maximum, and the changes. */
export default function AgentRebatePage() {
  const { t } = useTranslation('team');
  const settings = useQuery(rebateSettingsQuery(useSessionInfo()?.token ?? null));
  return (
    <PageBody data-page="agentRebate">
      <PageHeading>{t('rebate.title')}</PageHeading>
      <MutedText>{t('rebate.intro')}</MutedText>
      <QueryView query={settings}>
        {(value) => (
          <>
            <Card>
              <StatGrid data-testid="own-rates">
                {GAME_TYPES.map((type) => (
                  <div key={type} data-rate={type}>
                    <dt>{t(`gameTypes.${type}`)}</dt>
                    <dd>{t('rebate.rate', { rate: value.rates[type] ?? 0 })}</dd>
                    <dt>{t('rebate.max', { rate: value.limits[type] ?? 0 })}</dt>
                  </div>
                ))}
              </StatGrid>
            </Card>
            <Card>
              <SectionHeading>{t('rebate.history')}</SectionHeading>
              <RateHistory history={value.history} />
            </Card>
          </>
        )}
      </QueryView>
    </PageBody>
  );
}
