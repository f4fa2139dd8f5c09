import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { vendorsQuery } from '@/features/games';
import { useTexts } from '@/i18n';
import { useMoney } from '@/session';
import { formatDateTime } from '@/lib/formats';
import { localeOf } from '@/lib/locale';
import { MutedText, PagedList, SelectField, Tabs, RecordRow, signOf } from '@/ui';
import { TitledPage } from '@/ui/patterns/titled-page';
import { VirtualStackList } from '@/ui/virtual';
import { betsQuery } from './api';
import { useRecordFilters } from './record-filters';

/** /m/gameRecord (MONEY-19): bets with stake, win and result, by period, game type and vendor, with the period's totals. */

const GAME_TYPES = ['', 'RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'LOTT'] as const;

export default function GameRecordPage() {
  const t = useTexts('records');
  const money = useMoney();
  const filters = useRecordFilters<(typeof GAME_TYPES)[number]>('');
  const [vendor, setVendor] = useState('');
  // The merchant's vendors name the filter's choices; while they are unread (or failed) it offers "all" only.
  const vendors = useQuery(vendorsQuery(money.language));
  const bets = useInfiniteQuery(betsQuery(filters.token, filters.period.period, filters.type, vendor));
  const summary = bets.data?.pages[0]?.summary;
  return (
    <TitledPage page="gameRecord" title={t('bets.title')} period={filters.period}>
      <Tabs
        label={t('bets.filter')}
        items={GAME_TYPES.map((id) => ({ id, label: id ? t(`bets.types.${id}`) : t('bets.all') }))}
        activeId={filters.type}
        onSelect={filters.setType}
      />
      <SelectField
        label={t('bets.vendor')}
        value={vendor}
        onChange={setVendor}
        testId="bet-vendor"
        options={[
          { value: '', label: t('bets.allVendors') },
          ...(vendors.data ?? [])
            .map((entry) => ({ value: entry.vassalage, label: entry.displayName || entry.vassalage }))
            .sort((a, b) => a.label.localeCompare(b.label, localeOf(money.language))),
        ]}
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
                <span>
                  <bdi>{row.gameName}</bdi> · <bdi>{row.vendor}</bdi>
                </span>
                <strong data-sign={signOf(row.net)}>{money.show(row.net, { signed: true })}</strong>
                <small>{formatDateTime(row.createTime, money.language)}</small>
                <small>{t('bets.rowFigures', { stake: money.format(row.stake), win: money.format(row.win) })}</small>
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
