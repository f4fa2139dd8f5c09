import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/session';
import { formatDateTime } from '@/lib/dates';
import { useSessionInfo } from '@/platform/session';
import { PagedList, PageBody, PageHeading, Tabs, PeriodPicker, usePeriod, RecordRow, signOf } from '@/ui';
import { VirtualStackList } from '@/ui/virtual';
import { movementsQuery } from './api';

/**
 * /m/transaction/record (MONEY-18; the agent tile opens it with types=A):
 * every ledger movement of the member with its amount and the balance
 * after it, filtered by type and period, 20 a page.
 */

const FILTERS = ['', 'deposit', 'withdraw_hold', 'bet', 'win', 'bonus', 'transfer'] as const;

export default function TransactionRecordPage() {
  const { t } = useTranslation('records');
  const money = useMoney();
  const period = usePeriod();
  const [type, setType] = useState<(typeof FILTERS)[number]>('');
  const movements = useInfiniteQuery(movementsQuery(useSessionInfo()?.token ?? null, period.period, type));
  return (
    <PageBody data-page="transactionRecord">
      <PageHeading>{t('transactions.title')}</PageHeading>
      <PeriodPicker state={period} />
      <Tabs label={t('transactions.filter')} items={FILTERS.map((id) => ({ id, label: id ? t(`transactions.types.${id}`) : t('transactions.all') }))} activeId={type} onSelect={setType} />
      <PagedList query={movements} empty={t('transactions.empty')}>
        {(rows) => (
          // SPEED-07: only the rows near the screen are in the DOM once the list is long.
          <VirtualStackList testId="movement-list" items={rows} keyOf={(row) => String(row.id)} renderRow={(row, place) => (
              <RecordRow {...place} data-type={row.type}>
                <span>{t(`transactions.types.${row.type}`)}</span>
                <strong data-sign={signOf(row.amount)}>{money.signed(row.amount)}</strong>
                <small>{formatDateTime(row.createTime, money.language)}</small>
                <small>{row.held ? t('transactions.held') : t('transactions.balanceAfter', { amount: money.format(row.balanceAfter) })}</small>
                {row.reference ? <small>{row.reference}</small> : null}
              </RecordRow>
            )} />
        )}
      </PagedList>
    </PageBody>
  );
}
