import { useTexts } from '@/i18n';
import { useMoney } from '@/session';
import { PeriodReport } from '@/session/period-report';
import { formatDateTime } from '@/lib/formats';
import { Card, EmptyState, SectionHeading, RecordRow, signOf } from '@/ui';
import { FigureGrid } from '@/ui/patterns/figure-grid';
import { VirtualStackList } from '@/ui/virtual';
import { profitLossQuery, type ProfitLoss, type Sums } from './api';

/** /m/profitandloss (MONEY-20): deposits, withdrawals, bets, wins, bonuses and the result of a period, and per day. */

const FIGURES = ['deposits', 'withdrawals', 'bets', 'wins', 'bonuses', 'net'] as const;

function Totals({ totals }: { readonly totals: Sums }) {
  const t = useTexts('records');
  const money = useMoney();
  const figures = FIGURES.map((figure) => ({
    id: figure,
    label: t(`pnl.${figure}`),
    value: money.show(totals[figure], { signed: figure === 'net' }),
  }));
  return <FigureGrid testId="pnl-totals" itemAttribute="figure" figures={figures} />;
}

/** The period's result per day (a custom period can hold many: only the days near the screen are in the DOM, SPEED-07). */
function DayList({ days }: { readonly days: ProfitLoss['days'] }) {
  const t = useTexts('records');
  const money = useMoney();
  if (days.length === 0) return <EmptyState>{t('pnl.empty')}</EmptyState>;
  return (
    <VirtualStackList
      testId="pnl-days"
      items={days}
      keyOf={(day) => String(day.day)}
      renderRow={(day, place) => (
        <RecordRow {...place}>
          <span>{formatDateTime(day.day, money.language, 'date')}</span>
          <strong data-sign={signOf(day.net)}>{money.show(day.net, { signed: true })}</strong>
          <small>{`${t('pnl.bets')} ${money.format(day.bets)} · ${t('pnl.wins')} ${money.format(day.wins)}`}</small>
          <small>{`${t('pnl.deposits')} ${money.format(day.deposits)}`}</small>
        </RecordRow>
      )}
    />
  );
}

export default function ProfitLossPage() {
  const t = useTexts('records');
  return (
    <PeriodReport page="profitAndLoss" title={t('pnl.title')} read={profitLossQuery}>
      {(value) => (
        <>
          <Card>
            <Totals totals={value.totals} />
          </Card>
          <SectionHeading>{t('pnl.perDay')}</SectionHeading>
          <DayList days={value.days} />
        </>
      )}
    </PeriodReport>
  );
}
