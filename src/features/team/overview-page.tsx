import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/session';
import { useSessionInfo } from '@/platform/session';
import { Card, MutedText, PageBody, PageHeading, PeriodPicker, QueryView, StatGrid, usePeriod } from '@/ui';
import { overviewQuery, type Overview } from './api';

/** /m/agent/team/overview (AGENTX-01): the team's KPIs for today, yesterday, this week, this month or a range. */

const COUNTS = ['registrations', 'firstDeposits', 'activePlayers'] as const;
const MONEY = ['deposits', 'withdrawals', 'bets', 'wins', 'netLoss'] as const;

export function OverviewFigures({ overview }: { readonly overview: Overview }) {
  const { t } = useTranslation('team');
  const money = useMoney();
  return (
    <StatGrid data-testid="team-kpis">
      {COUNTS.map((name) => (
        <div key={name} data-kpi={name}>
          <dt>{t(`overview.${name}`)}</dt>
          <dd>{overview[name]}</dd>
        </div>
      ))}
      {MONEY.map((name) => (
        <div key={name} data-kpi={name}>
          <dt>{t(`overview.${name}`)}</dt>
          <dd>{money.format(overview[name])}</dd>
        </div>
      ))}
    </StatGrid>
  );
}

export default function TeamOverviewPage() {
  const { t } = useTranslation('team');
  const period = usePeriod('today', ['today', 'yesterday', 'week', 'month', 'custom']);
  const overview = useQuery(overviewQuery(useSessionInfo()?.token ?? null, period.period));
  return (
    <PageBody data-page="agentTeamOverview">
      <PageHeading>{t('overview.title')}</PageHeading>
      <PeriodPicker state={period} />
      <QueryView query={overview}>
        {(value) => (
          <Card>
            <OverviewFigures overview={value} />
            <MutedText>{t('overview.netLossHint')}</MutedText>
          </Card>
        )}
      </QueryView>
    </PageBody>
  );
}
