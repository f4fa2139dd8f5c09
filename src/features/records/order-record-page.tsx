import { useInfiniteQuery } from '@tanstack/react-query';
import { useTexts } from '@/i18n';
import { useMoney } from '@/session';
import { formatDateTime } from '@/lib/formats';
import { useToken } from '@/platform/session';
import { PagedList, PageBody, PageHeading, PeriodPicker, usePeriod, RecordRow } from '@/ui';
import { VirtualStackList } from '@/ui/virtual';
import { ordersQuery, type OrderKind } from './api';

/** The load (deposit) and withdrawal records of 000 §2.8 (DEPRECM3, WITHREC3; MONEY-21): the member's real orders. */

const STATUSES = [
  'PAID',
  'SUCCESS',
  'PENDING',
  'FAILED',
  'EXPIRED',
  'APPROVED',
  'REJECTED',
  // Issue 33 (PAY-07): paid from an account that is not the member's own; the reason says why.
  'HELD_FOR_REFUND',
] as const;

export function OrderRecordPage({ kind }: { readonly kind: OrderKind }) {
  const t = useTexts('records');
  const money = useMoney();
  const period = usePeriod();
  const orders = useInfiniteQuery(ordersQuery(useToken(), kind, period.period));
  return (
    <PageBody data-page={kind === 'deposit' ? 'depositRecord' : 'withdrawRecord'}>
      <PageHeading>{t(kind === 'deposit' ? 'orders.depositTitle' : 'orders.withdrawTitle')}</PageHeading>
      <PeriodPicker state={period} />
      <PagedList query={orders} empty={t('orders.empty')}>
        {(rows) => (
          // SPEED-07: only the rows near the screen are in the DOM once the list is long.
          <VirtualStackList
            testId="report-list"
            items={rows}
            keyOf={(row) => row.id}
            renderRow={(row, place) => {
              const status = STATUSES.find((known) => known === row.status);
              return (
                <RecordRow {...place} data-row={row.id}>
                  <span>
                    {row.channel ? (
                      <>
                        <bdi>{row.channel}</bdi> · <bdi>{row.id}</bdi>
                      </>
                    ) : (
                      <bdi>{row.id}</bdi>
                    )}
                  </span>
                  <strong>{money.show(row.amount)}</strong>
                  <small>{formatDateTime(row.createTime, money.language)}</small>
                  <small data-status={row.status}>{status ? t(`orders.status.${status}`) : row.status || '—'}</small>
                  {row.holdReason ? (
                    <small data-hold-reason={row.holdReason}>{t(`orders.holdReason.${row.holdReason}`)}</small>
                  ) : row.reason ? (
                    <small dir="auto">{row.reason}</small>
                  ) : null}
                </RecordRow>
              );
            }}
          />
        )}
      </PagedList>
    </PageBody>
  );
}
