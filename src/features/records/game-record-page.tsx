import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/session';
import { formatDateTime } from '@/lib/dates';
import { MutedText, PagedList, Tabs, RecordRow, signOf } from '@/ui';
import { TitledPage } from '@/ui/patterns/titled-page';
import { VirtualStackList } from '@/ui/virtual';
import { betsQuery } from './api';
import { useRecordFilters } from './record-filters';

/** /m/gameRecord (MONEY-19): bets with stake, win and result, by period and game type, with the period's totals. */

const GAME_TYPES = ['', 'RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'LOTT'] as const;

export default function GameRecordPage() {
  const { t } = useTranslation('records');
  const money = useMoney();
  const filters = useRecordFilters<(typeof GAME_TYPES)[number]>('');
  const bets = useInfiniteQuery(betsQuery(filters.token, filters.period.period, filters.type));
  const summary = bets.data?.pages[0]?.summary;
  return (
    <TitledPage page="gameRecord" title={t('bets.title')} period={filters.period}>
      <Tabs
        label={t('bets.filter')}
        items={GAME_TYPES.map((id) => ({ id, label: id ? t(`bets.types.${id}`) : t('bets.all') }))}
        activeId={filters.type}
        onSelect={filters.setType}
      />
      {summary && summary.stake > 0 ? (
        <MutedText data-testid="bet-totals">
          {t('bets.totals', { stake: money.format(summary.stake), win: money.format(summary.win) })}
        </MutedText>
      ) : null}
      <PagedList query={bets} empty={t('bets.empty')}>
        {(rows) => (
          // SPEED-07: only the rows near the screen are in the DOM once the list is long.
          <VirtualStackList
            testId="bet-list"
            items={rows}
            keyOf={(row) => row.id}
            renderRow={(row, place) => (
              <RecordRow {...place} data-vendor={row.vendor}>
                <span>{`${row.gameName} · ${row.vendor}`}</span>
                <strong data-sign={signOf(row.net)}>{money.show(row.net, { signed: true })}</strong>
                <small>{formatDateTime(row.createTime, money.language)}</small>
                <small>{`${t('bets.stake')} ${money.format(row.stake)} · ${t('bets.win')} ${money.format(row.win)}`}</small>
                <small>
                  {row.status === 'settled' || row.status === 'pending' ? t(`bets.status.${row.status}`) : row.status}
                </small>
              </RecordRow>
            )}
          />
        )}
      </PagedList>
    </TitledPage>
  );
}
