import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/session';
import { formatDateTime } from '@/lib/dates';
import { useSessionInfo } from '@/platform/session';
import { EmptyState, PageBody, PageHeading, PeriodPicker, QueryView, RecordRow, StackList, usePeriod } from '@/ui';
import { rebateClaimsQuery } from './api';

/** /m/member/rebateReport (PLYRBT; ENGAGE-04): the member's rebate claims of a period. */
export default function MyRebatePage() {
  const { t } = useTranslation('engage');
  const money = useMoney();
  const period = usePeriod();
  const claims = useQuery(rebateClaimsQuery(useSessionInfo()?.token ?? null, period.period));
  return (
    <PageBody data-page="rebateReport">
      <PageHeading>{t('myRebate.title')}</PageHeading>
      <PeriodPicker state={period} />
      <QueryView query={claims}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>{t('myRebate.empty')}</EmptyState>
          ) : (
            <StackList data-testid="rebate-claims">
              {rows.map((row) => (
                <RecordRow key={`${row.gameType}-${row.createTime}`}>
                  <span>{t('myRebate.row', { type: t(`gameTypes.${row.gameType as 'RNG'}`, { defaultValue: row.gameType }), stakes: money.format(row.stakes), rate: row.rate })}</span>
                  <strong>{money.format(row.amount)}</strong>
                  <small>{formatDateTime(row.createTime, money.language)}</small>
                </RecordRow>
              ))}
            </StackList>
          )
        }
      </QueryView>
    </PageBody>
  );
}
