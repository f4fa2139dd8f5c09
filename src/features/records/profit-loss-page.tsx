import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/session';
import { formatDateTime } from '@/lib/dates';
import { useSessionInfo } from '@/platform/session';
import { Card, EmptyState, PageBody, PageHeading, QueryView, SectionHeading, PeriodPicker, usePeriod, RecordRow, signOf, StatGrid } from '@/ui';
import { VirtualStackList } from '@/ui/virtual';
import { profitLossQuery, type Sums } from './api';

/** /m/profitandloss (MONEY-20): deposits, withdrawals, bets, wins, bonuses and the result of a period, and per day. */

const FIGURES = ['deposits', 'withdrawals', 'bets', 'wins', 'bonuses', 'net'] as const;


function Totals({ totals }: { readonly totals: Sums }) {
  const { t } = useTranslation('records');
  const money = useMoney();
  return (
    <StatGrid data-testid="pnl-totals">
      {FIGURES.map((figure) => (
        <div key={figure} data-figure={figure}>
          <dt>{t(`pnl.${figure}`)}</dt>
          <dd>{figure === 'net' ? money.signed(totals.net) : money.format(totals[figure])}</dd>
        </div>
      ))}
    </StatGrid>
  );
}

export default function ProfitLossPage() {
  const { t } = useTranslation('records');
  const money = useMoney();
  const period = usePeriod();
  const pnl = useQuery(profitLossQuery(useSessionInfo()?.token ?? null, period.period));
  return (
    <PageBody data-page="profitAndLoss">
      <PageHeading>{t('pnl.title')}</PageHeading>
      <PeriodPicker state={period} />
      <QueryView query={pnl}>
        {(value) => (
          <>
            <Card>
              <Totals totals={value.totals} />
            </Card>
            <SectionHeading>{t('pnl.perDay')}</SectionHeading>
            {value.days.length === 0 ? (
              <EmptyState>{t('pnl.empty')}</EmptyState>
            ) : (
              // A custom period can hold many days: only those near the screen are in the DOM (SPEED-07).
              <VirtualStackList testId="pnl-days" items={value.days} keyOf={(day) => String(day.day)} renderRow={(day, place) => (
                  <RecordRow {...place}>
                    <span>{formatDateTime(day.day, money.language, 'date')}</span>
                    <strong data-sign={signOf(day.net)}>{money.signed(day.net)}</strong>
                    <small>{`${t('pnl.bets')} ${money.format(day.bets)} · ${t('pnl.wins')} ${money.format(day.wins)}`}</small>
                    <small>{`${t('pnl.deposits')} ${money.format(day.deposits)}`}</small>
                  </RecordRow>
              )} />
            )}
          </>
        )}
      </QueryView>
    </PageBody>
  );
}
