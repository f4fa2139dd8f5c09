import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { GameTiles, hotGamesQuery, popularLabelKey, popularTabs, vendorsQuery, vendorTypesQuery } from '@/features/games';
import { LotteryKinds } from '@/features/lottery';
import { useLanguage } from '@/i18n';
import { paths } from '@/tenant/paths';
import { EmptyState, SectionHeading, Tabs, TileGrid, token } from '@/ui';
import { lobbyNewsQuery } from './api';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
  padding: ${token('space.lg')} 0;
  & > :not([role='tablist']) { margin: 0 ${token('space.lg')}; }
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
  & img { width: 100%; aspect-ratio: 1; border-radius: ${token('radius.card')}; background: ${token('color.bg.skeleton')}; }
`;

/**
 * POPULAR-01..07: the scrolling tab menu (hot, sports, live, fish, in-house,
 * then the server's other categories; LOTT covers both lottery kinds); each
 * tab shows its category's vendors (hot: the hot games; LOTT: the lotteries).
 * The tabs and their content follow the language.
 */
export function PopularGames() {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const vendorTypes = useQuery(vendorTypesQuery(language));
  const vendors = useQuery(vendorsQuery(language));
  const tabs = useMemo(() => popularTabs((vendorTypes.data ?? []).map((entry) => entry.gameCategory)), [vendorTypes.data]);
  const [tab, setTab] = useState('HOT');
  const hot = useQuery({ ...hotGamesQuery('', '', language), enabled: tab === 'HOT' });
  const news = useQuery({ ...lobbyNewsQuery(language), enabled: tab === 'HOT' });
  const largeIcon = (vassalage: string) => vendors.data?.find((vendor) => vendor.vassalage === vassalage)?.mobileLargeIcon;
  const vendorNames = (vendorTypes.data ?? []).find((entry) => entry.gameCategory.toUpperCase() === tab)?.vendorNames ?? [];

  return (
    <Section aria-labelledby="popular-games" data-testid="popular-games">
      <SectionHeading id="popular-games">{t('popular.title')}</SectionHeading>
      <Tabs label={t('popular.tabs')} activeId={tab} onSelect={setTab} items={tabs.map((id) => ({ id, label: t(`popular.labels.${popularLabelKey(id)}`, { defaultValue: id }) }))} />
      {tab === 'HOT' && news.data && news.data.length > 0 ? (
        <News aria-label={t('popular.news')}>
          {news.data.map((item, index) => (
            <li key={String(item.id ?? index)}>{item.title}</li>
          ))}
        </News>
      ) : null}
      {tab === 'HOT' ? (
        hot.data && hot.data.length > 0 ? (
          <GameTiles games={hot.data} label={t('popular.labels.hot_one')} limit={12} />
        ) : hot.isFetching ? null : (
          <EmptyState />
        )
      ) : tab === 'LOTT' ? (
        <LotteryKinds backPath={paths.home()} popularTitle={t('popular.popularLottery')} lotteryTitle={t('popular.lottery')} elotteryTitle={t('popular.elottery')} />
      ) : vendorNames.length > 0 ? (
        <TileGrid aria-label={t(`popular.labels.${popularLabelKey(tab)}`, { defaultValue: tab })}>
          {vendorNames.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorTile to={paths.gameList({ gameType: tab, vassalage: vendor.vassalage })}>
                <img src={largeIcon(vendor.vassalage) ?? vendor.mobileSmallIcon ?? ''} alt="" width={80} height={80} loading="lazy" />
                <span>{vendor.accountTypeName || vendor.vassalage}</span>
              </VendorTile>
            </li>
          ))}
        </TileGrid>
      ) : (
        <EmptyState />
      )}
    </Section>
  );
}
