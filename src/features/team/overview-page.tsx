import { useTexts } from '@/i18n';
import { useMoney } from '@/session';
import { PeriodReport } from '@/session/period-report';
import { Card, MutedText } from '@/ui';
import { FigureGrid } from '@/ui/patterns/figure-grid';
import { overviewQuery, type Overview } from './api';

/** /m/agent/team/overview (AGENTX-01): the team's KPIs for today, yesterday, this week, this month or a range. */

const COUNTS = ['registrations', 'firstDeposits', 'activePlayers'] as const;
const MONEY = ['deposits', 'withdrawals', 'bets', 'wins', 'netLoss'] as const;

function OverviewFigures({ overview }: { readonly overview: Overview }) {
  const t = useTexts('team');
  const money = useMoney();
  const figures = [
    ...COUNTS.map((name) => ({ id: name, label: t(`overview.${name}`), value: overview[name] })),
    ...MONEY.map((name) => ({ id: name, label: t(`overview.${name}`), value: money.show(overview[name]) })),
  ];
  return <FigureGrid testId="team-kpis" itemAttribute="kpi" figures={figures} />;
}

export default function TeamOverviewPage() {
  const t = useTexts('team');
  return (
    <PeriodReport
      page="agentTeamOverview"
      title={t('overview.title')}
      read={overviewQuery}
      initialPeriod="today"
      periods={['today', 'yesterday', 'week', 'month', 'custom']}
    >
      {(value) => (
        <Card>
          <OverviewFigures overview={value} />
          <MutedText>{t('overview.netLossHint')}</MutedText>
        </Card>
      )}
    </PeriodReport>
  );
}
