import { useInfiniteQuery } from '@tanstack/react-query';
import { useTexts } from '@/i18n';
import { useMoney } from '@/session';
import { formatDateTime } from '@/lib/formats';
import { PagedList, Tabs, RecordRow, signOf } from '@/ui';
import { TitledPage } from '@/ui/patterns/titled-page';
import { VirtualStackList } from '@/ui/virtual';
import { movementsQuery } from './api';
import { useRecordFilters } from './record-filters';

/**
 * /m/transaction/record (MONEY-18; the agent tile opens it with types=A):
 * every ledger movement of the member with its amount and the balance
 * after it, filtered by type and period, 20 a page.
 */

const FILTERS = ['', 'deposit', 'withdraw_hold', 'bet', 'win', 'bonus', 'transfer'] as const;

export default function TransactionRecordPage() {
  const t = useTexts('records');
  const money = useMoney();
  const filters = useRecordFilters<(typeof FILTERS)[number]>('');
  const movements = useInfiniteQuery(movementsQuery(filters.token, filters.period.period, filters.type));
  return (
    <TitledPage page="transactionRecord" title={t('transactions.title')} period={filters.period}>
      <Tabs
        label={t('transactions.filter')}
        items={FILTERS.map((id) => ({ id, label: id ? t(`transactions.types.${id}`) : t('transactions.all') }))}
        activeId={filters.type}
        onSelect={filters.setType}
      />
      <PagedList query={movements} empty={t('transactions.empty')}>
        {(rows) => (
          // SPEED-07: only the rows near the screen are in the DOM once the list is long.
          <VirtualStackList
            testId="movement-list"
            items={rows}
            keyOf={(row) => String(row.id)}
            renderRow={(row, place) => (
              <RecordRow {...place} data-type={row.type}>
                <span>{t(`transactions.types.${row.type}`)}</span>
                <strong data-sign={signOf(row.amount)}>{money.show(row.amount, { signed: true })}</strong>
                <small>{formatDateTime(row.createTime, money.language)}</small>
                <small>
                  {row.held
                    ? t('transactions.held')
                    : t('transactions.balanceAfter', { amount: money.format(row.balanceAfter) })}
                </small>
                {row.reference ? <small dir="auto">{row.reference}</small> : null}
              </RecordRow>
            )}
          />
        )}
      </PagedList>
    </TitledPage>
  );
}
