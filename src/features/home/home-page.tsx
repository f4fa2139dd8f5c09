import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage, useTexts } from '@/i18n';
import styled from 'styled-components';
import { lazyPart } from '@/lib/lazy-part';
import { COPYRIGHT_RANGE } from '@/lib/spec-constants';
import { memberInfoQuery, walletQuery } from '@/session';
import {
  favouriteIdsQuery,
  GameTiles,
  JackpotStrip,
  recentGamesQuery,
  useLaunchGame,
  type GameItem,
} from '@/features/games';
import { callPlatform } from '@/platform/request';
import { useSessionInfo, useToken } from '@/platform/session';
import type { PagePrefetchContext } from '@/tenant/page-ids';
import { paths } from '@/tenant/paths';
import { useSiteConfig } from '@/tenant/site';
import { Button, SectionHeading, TileGrid, tileCard, token, PageHeading } from '@/ui';
import { AnnouncementPopup } from './announcement-popup';
import { BannerArea } from './banner-area';
import { HomeMarquee } from './home-marquee';
import { announcementsQuery, type Announcements, type HotMatch } from './api';
import { openHotMatchPopup, setHotMatches, useHotMatchStore } from './hot-match-store';

const HotMatchCarousel = lazyPart(
  () => import('./hot-match-carousel'),
  (module) => module.default,
  { afterIdle: true },
);
// Below the fold: its tabs, vendor data and the lottery lists load after the first screen.
const PopularGames = lazyPart(
  () => import('./popular-games'),
  (module) => module.PopularGames,
  { afterIdle: true },
);

const SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.sm')};
`;

/** The hot-match card's own height (team badges, names, time and the bet button: 95 px), so the reserved slot leaves no gap under it (issue 17). */
const CarouselSlot = styled.div`
  min-height: 96px;
`;

const Section = styled.section`
  padding: ${token('space.lg')};
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
`;

const Tile = styled(Link)`
  ${tileCard}
  font-weight: ${token('font.weight.bold')};
`;

/** At least a screen tall: the footer starts below the fold, so sections arriving above it never move it on screen (CLS). */
const Content = styled.div`
  min-height: 100vh;
`;

const Footer = styled.footer`
  padding: ${token('space.xl')} ${token('space.lg')};
  text-align: center;
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.xs')};
`;

const CATEGORIES = [
  { id: 'SPORTS', to: paths.gameList({ gameType: 'SPORTS' }) },
  { id: 'LIVE', to: paths.gameList({ gameType: 'LIVE' }) },
  { id: 'FISH', to: paths.gameList({ gameType: 'FISH' }) },
  { id: 'RNG', to: paths.gameList({ gameType: 'RNG' }) },
  { id: 'PVP', to: paths.gameList({ gameType: 'PVP' }) },
  { id: 'LOTT', to: paths.lottery() },
] as const;

/** A first visit: the announcements (banners, marquee, popups, hot matches) load beside the status call. */
export function prefetch({ queryClient, language, token }: PagePrefetchContext): void {
  queryClient.query(announcementsQuery(language, token)).catch(() => undefined);
}

/** What home shows from its calls and stores, rendered from a deferred copy (issue 15). */
interface HomeData {
  readonly announcements: Announcements | undefined;
  readonly announcementsPending: boolean;
  readonly announcementsFailed: boolean;
  readonly matches: readonly HotMatch[];
  readonly recent: readonly GameItem[] | undefined;
}

/** Home (ROUTE-01): the banner area and the game categories; scroll reset on open (HOME-03). */
export default function HomePage() {
  const language = useLanguage();
  const session = useSessionInfo();
  const announcements = useQuery(announcementsQuery(language, useToken()));
  // HOTMATCH-01: the hot matches go into the common store first (as the answer arrives, api.ts); the carousel starts from
  // the store. An answer served from the cache (a language switched back) is copied in here.
  const hotData = announcements.data?.hot;
  useEffect(() => {
    if (hotData) setHotMatches(hotData);
  }, [hotData]);
  const matches = useHotMatchStore((state) => state.matches);
  const launch = useLaunchGame();
  const bet = useCallback(
    (match: HotMatch) => void launch({ nodeId: match.nodeId, vassalage: match.vendor, roomId: match.roomId }),
    [launch],
  );

  // HOME-04: opening home while logged in loads favourites, wallet and merchant wallet and renews member info.
  const queryClient = useQueryClient();
  const sessionToken = useToken();
  const recent = useQuery(recentGamesQuery(sessionToken));
  useEffect(() => {
    if (!sessionToken) return;
    void queryClient.query({ ...favouriteIdsQuery(sessionToken), staleTime: 0 }).catch(() => undefined);
    void queryClient.query({ ...memberInfoQuery(sessionToken), staleTime: 0 }).catch(() => undefined);
    void queryClient.query({ ...walletQuery(sessionToken), staleTime: 0 }).catch(() => undefined);
    void callPlatform('merchantWallet').catch(() => undefined);
  }, [sessionToken, queryClient]);

  useEffect(() => {
    // Chromium's scrollTo returns a promise; an effect must not return it.
    window.scrollTo(0, 0);
  }, []);

  const data = useMemo<HomeData>(
    () => ({
      announcements: announcements.data,
      announcementsPending: announcements.isPending,
      announcementsFailed: announcements.isError,
      matches,
      recent: recent.data,
    }),
    [announcements.data, announcements.isPending, announcements.isError, matches, recent.data],
  );
  // Issue 15: an answer re-renders its readers synchronously (useSyncExternalStore), in one task. Home's sections
  // render from a deferred copy instead: React renders them in a transition, in slices that yield to input.
  const shown = useDeferredValue(data);
  const { refetch } = announcements;
  const retryAnnouncements = useCallback(() => void refetch(), [refetch]);
  return (
    <HomeContent
      {...shown}
      loggedIn={session !== null}
      firstTimeLogin={session?.firstTimeLogin === true}
      onBet={bet}
      onRetryAnnouncements={retryAnnouncements}
    />
  );
}

interface HomeContentProps extends HomeData {
  readonly loggedIn: boolean;
  readonly firstTimeLogin: boolean;
  readonly onBet: (match: HotMatch) => void;
  readonly onRetryAnnouncements: () => void;
}

const HomeContent = memo(function HomeContent({
  announcements,
  announcementsPending,
  announcementsFailed,
  matches,
  recent,
  loggedIn,
  firstTimeLogin,
  onBet,
  onRetryAnnouncements,
}: HomeContentProps) {
  const t = useTexts('home');
  const tc = useTexts('common');
  const config = useSiteConfig();
  const titles = announcements?.player.map((item) => item.title).filter(Boolean) ?? [];
  return (
    <>
      <Content>
        <PageHeading hidden>
          <bdi>{config.displayName}</bdi>
        </PageHeading>
        <BannerArea />
        <HomeMarquee
          titles={titles}
          pending={announcementsPending}
          failed={announcementsFailed && !announcements}
          onRetry={onRetryAnnouncements}
        />
        {/* The categories come first: they render at once, and the sections below arrive later without moving them (CLS). */}
        <Section aria-labelledby="home-categories">
          <SectionHeading id="home-categories">{t('categories.title')}</SectionHeading>
          <TileGrid>
            {CATEGORIES.map((category) => (
              <li key={category.id}>
                <Tile to={category.to}>{t(`categories.${category.id}`)}</Tile>
              </li>
            ))}
          </TileGrid>
        </Section>
        {announcements ? (
          <AnnouncementPopup entries={announcements.popup} loggedIn={loggedIn} firstTimeLogin={firstTimeLogin} />
        ) : null}
        {matches.length === 0 && announcementsPending ? (
          // Holds the hot matches' place until the announcements say whether there are any (CLS).
          <Section aria-hidden="true" data-testid="home-hot-matches-slot" style={{ visibility: 'hidden' }}>
            <SectionHead>
              <SectionHeading>{t('hotMatches.title')}</SectionHeading>
            </SectionHead>
            <CarouselSlot />
          </Section>
        ) : null}
        {matches.length > 0 ? (
          <Section aria-labelledby="home-hot-matches" data-testid="home-hot-matches">
            <SectionHead>
              <SectionHeading id="home-hot-matches">{t('hotMatches.title')}</SectionHeading>
              <Button variant="ghost" small onClick={openHotMatchPopup}>
                {t('hotMatches.all')}
              </Button>
            </SectionHead>
            <CarouselSlot>
              <HotMatchCarousel
                key={matches.map((match) => String(match.nodeId)).join(' ')}
                matches={matches}
                onBet={onBet}
              />
            </CarouselSlot>
          </Section>
        ) : null}
        <JackpotStrip />
        {recent && recent.length > 0 ? (
          <Section aria-labelledby="home-recent">
            <SectionHeading id="home-recent">{t('recent.title')}</SectionHeading>
            <GameTiles games={recent} label={t('recent.title')} limit={8} />
          </Section>
        ) : null}
        <PopularGames />
      </Content>
      <Footer>{tc('footer.copyright', { range: COPYRIGHT_RANGE, name: config.displayName })}</Footer>
    </>
  );
});
