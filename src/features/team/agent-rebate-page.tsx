import { useQuery } from '@tanstack/react-query';
import { useLanguage, useTexts } from '@/i18n';
import { formatPercent } from '@/lib/formats';
import { useToken } from '@/platform/session';
import { Card, QueryView } from '@/ui';
import { FigureGrid } from '@/ui/patterns/figure-grid';
import { SectionCard } from '@/ui/patterns/section-card';
import { TitledPage } from '@/ui/patterns/titled-page';
import { GAME_TYPES, rebateSettingsQuery } from './api';
import { RateHistory } from './rebate-rows';

/** /m/member/agent/agentRebeat (AGENTX-06): the agent's own rate per game type, its maximum, and the changes. */
export default function AgentRebatePage() {
  const t = useTexts('team');
  const language = useLanguage();
  const settings = useQuery(rebateSettingsQuery(useToken()));
  return (
    <TitledPage page="agentRebate" title={t('rebate.title')} intro={t('rebate.intro')}>
      <QueryView query={settings}>
        {(value) => (
          <>
            <Card>
              <FigureGrid
                testId="own-rates"
                itemAttribute="rate"
                figures={GAME_TYPES.map((type) => ({
                  id: type,
                  label: t(`gameTypes.${type}`),
                  value: t('rebate.rate', { rate: formatPercent(value.rates[type] ?? 0, language) }),
                  note: t('rebate.max', { rate: formatPercent(value.limits[type] ?? 0, language) }),
                }))}
              />
            </Card>
            <SectionCard title={t('rebate.history')}>
              <RateHistory history={value.history} />
            </SectionCard>
          </>
        )}
      </QueryView>
    </TitledPage>
  );
}
