import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  GameTiles,
  hotGamesQuery,
  popularLabelKey,
  popularTabs,
  vendorsQuery,
  vendorTypesQuery,
  type GameItem,
  type Vendor,
  type VendorTypes,
} from '@/features/games';
import { LotteryKinds } from '@/features/lottery';
import { useLanguage, useTexts } from '@/i18n';
import { paths } from '@/tenant/paths';
import { EmptyState, InlineErrorState, SectionHeading, Tabs, TileGrid, token } from '@/ui';
import { lobbyNewsQuery, type LobbyNews } from './api';
import { imageSource } from '@/lib/image-cdn';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
  padding: ${token('space.lg')} 0;
  & > :not([role='tablist']) {
    margin: 0 ${token('space.lg')};
  }
`;

const News = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  font-size: ${token('font.size.xs')};
  color: ${token('color.text.secondary')};
`;

const VendorTile = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.xs')};
  color: ${token('color.text.primary')};
  font-size: ${token('font.size.xs')};
  text-decoration: none;
  text-align: center;
  & img {
    width: 100%;
    aspect-ratio: 1;
    border-radius: ${token('radius.card')};
    background: ${token('color.bg.skeleton')};
  }
`;

interface PopularData {
  readonly vendorTypes: VendorTypes | undefined;
  readonly vendors: readonly Vendor[] | undefined;
  readonly hotGames: readonly GameItem[] | undefined;
  readonly hotFetching: boolean;
  readonly news: LobbyNews | undefined;
  /** A read the section needs failed with nothing to show: the section says so with a retry, never "no data". */
  readonly failed: boolean;
}

/**
 * POPULAR-01..07: the scrolling tab menu (hot, sports, live, fish, in-house,
 * then the server's other categories; LOTT covers both lottery kinds); each
 * tab shows its category's vendors (hot: the hot games; LOTT: the lotteries).
 * The tabs and their content follow the language.
 */
export function PopularGames() {
  const language = useLanguage();
  const vendorTypes = useQuery(vendorTypesQuery(language));
  const vendors = useQuery(vendorsQuery(language));
  const [tab, setTab] = useState('HOT');
  const hot = useQuery({ ...hotGamesQuery('', '', language), enabled: tab === 'HOT' });
  const news = useQuery({ ...lobbyNewsQuery(language), enabled: tab === 'HOT' });
  const typesFailed = vendorTypes.isLoadingError;
  const hotFailed = tab === 'HOT' && hot.isLoadingError;
  const data = useMemo<PopularData>(
    () => ({
      vendorTypes: vendorTypes.data,
      vendors: vendors.data,
      hotGames: hot.data,
      hotFetching: hot.isFetching,
      news: news.data,
      failed: typesFailed || hotFailed,
    }),
    [vendorTypes.data, vendors.data, hot.data, hot.isFetching, news.data, typesFailed, hotFailed],
  );
  const { refetch: refetchTypes } = vendorTypes;
  const { refetch: refetchHot } = hot;
  const retry = useCallback(() => {
    if (typesFailed) void refetchTypes();
    if (hotFailed) void refetchHot();
  }, [typesFailed, hotFailed, refetchTypes, refetchHot]);
  // Issue 15: an answer re-renders its readers synchronously (useSyncExternalStore), in one task however many
  // tiles it brings. The section renders from a deferred copy instead: React renders it in a transition, in
  // slices that yield to input, and the answer's own render only re-runs these hooks.
  const shown = useDeferredValue(data);
  return <PopularView tab={tab} onSelect={setTab} onRetry={retry} {...shown} />;
}

const PopularView = memo(function PopularView({
  tab,
  onSelect,
  onRetry,
  vendorTypes,
  vendors,
  hotGames,
  hotFetching,
  news,
  failed,
}: PopularData & { readonly tab: string; readonly onSelect: (tab: string) => void; readonly onRetry: () => void }) {
  const t = useTexts('games');
  const tabs = useMemo(() => popularTabs((vendorTypes ?? []).map((entry) => entry.gameCategory)), [vendorTypes]);
  const largeIcon = (vassalage: string) => vendors?.find((vendor) => vendor.vassalage === vassalage)?.mobileLargeIcon;
  const vendorNames = (vendorTypes ?? []).find((entry) => entry.gameCategory.toUpperCase() === tab)?.vendorNames ?? [];

  return (
    <Section aria-labelledby="popular-games" data-testid="popular-games">
      <SectionHeading id="popular-games">{t('popular.title')}</SectionHeading>
      <Tabs
        label={t('popular.tabs')}
        activeId={tab}
        onSelect={onSelect}
        items={tabs.map((id) => ({ id, label: t(`popular.labels.${popularLabelKey(id)}`, { defaultValue: id }) }))}
      />
      {failed ? <InlineErrorState testId="popular-games-error" onRetry={onRetry} /> : null}
      {tab === 'HOT' && news && news.length > 0 ? (
        <News aria-label={t('popular.news')}>
          {news.map((item, index) => (
            <li key={String(item.id ?? index)} dir="auto">
              {item.title}
            </li>
          ))}
        </News>
      ) : null}
      {tab === 'HOT' ? (
        hotGames && hotGames.length > 0 ? (
          <GameTiles games={hotGames} label={t('popular.labels.hot_one')} limit={12} />
        ) : hotFetching || failed ? null : (
          <EmptyState />
        )
      ) : tab === 'LOTT' ? (
        <LotteryKinds
          backPath={paths.home()}
          popularTitle={t('popular.popularLottery')}
          lotteryTitle={t('popular.lottery')}
          elotteryTitle={t('popular.elottery')}
        />
      ) : vendorNames.length > 0 ? (
        <TileGrid aria-label={t(`popular.labels.${popularLabelKey(tab)}`, { defaultValue: tab })}>
          {vendorNames.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorTile to={paths.gameList({ gameType: tab, vassalage: vendor.vassalage })}>
                <img
                  src={largeIcon(vendor.vassalage) ?? (imageSource(vendor.mobileSmallIcon) || undefined)}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                />
                <span dir="auto">{vendor.accountTypeName || vendor.vassalage}</span>
              </VendorTile>
            </li>
          ))}
        </TileGrid>
      ) : failed ? null : (
        <EmptyState />
      )}
    </Section>
  );
});
