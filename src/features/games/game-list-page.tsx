import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSessionInfo } from '@/platform/session';
import type { PagePrefetchContext } from '@/tenant/page-ids';
import { EmptyState, ErrorState, IconTileButton, LoadingState, Tabs, toast, PageHeading } from '@/ui';
import { VirtualTileGrid } from '@/ui/virtual';
import {
  DEFAULT_FILTER,
  favouriteIdsQuery,
  gameKeys,
  gameListQuery,
  setFavourite,
  vendorsOfType,
  vendorsQuery,
  vendorTypesQuery,
  type GameFilter,
  type GameItem,
  type ListMode,
} from './api';
import { imageSource } from '@/lib/image-cdn';
import { lazyPart } from '@/lib/lazy-part';
import { paths } from '@/tenant/paths';
import { showPlatformFailure } from './failure-toast';
import { useLaunchGame } from './launch';
import { classifyTabs, mayLoad, nearBottom, type ClassifyTabId } from './list-logic';
import { FilterButton, Footer, Heart, Page, Search, SearchRow } from './game-list-styles';
import { useSettledLanguage } from './settled-language';

/** Tiles in the first screenful of a phone (two rows of three). */
const EAGER_TILES = 6;

// Loaded on the first opening of the panel.
const FilterPanel = lazyPart(() => import('./filter-panel'), (module) => module.FilterPanel);

const modeOf = (tab: ClassifyTabId): { mode: ListMode; classify?: string } =>
  tab.startsWith('C:') ? { mode: 'CLASSIFY', classify: tab.slice(2) } : { mode: tab as ListMode };

/** What the address asks for, and the tab and filter the list starts with. */
function listQueryOf(params: URLSearchParams): { gameType: string; hotOnly: boolean; tab: ClassifyTabId; filter: GameFilter } {
  const gameType = (params.get('gameType') ?? 'RNG').toUpperCase();
  // GLIST-17: the hot-only variant (?hot=1) loads the hot games with the provider filter and no tabs.
  const hotOnly = params.get('hot') === '1';
  const presetVendor = params.get('vassalage') ?? '';
  const vassalage = /^[A-Za-z0-9_]{1,20}$/.test(presetVendor) ? presetVendor.toUpperCase() : '';
  return { gameType, hotOnly, tab: hotOnly ? 'HOT' : 'ALL', filter: { ...DEFAULT_FILTER, vassalage } };
}

/**
 * A first visit: the first page of games and the vendor lists load beside
 * the status call, and the first tiles' icons (the LCP) as soon as that page
 * answers, before React has rendered the tiles.
 */
export function prefetch({ queryClient, search, language, token }: PagePrefetchContext): void {
  const { gameType, tab, filter } = listQueryOf(search);
  const ignore = () => undefined;
  queryClient
    .infiniteQuery(gameListQuery({ gameType, ...modeOf(tab), filter, language, token }))
    .then((list) => {
      for (const game of list.pages[0]?.games.slice(0, EAGER_TILES) ?? []) {
        const icon = new Image();
        icon.fetchPriority = 'high';
        icon.src = imageSource(game.iconUrl ?? game.showIcon);
      }
    })
    .catch(ignore);
  queryClient.query(vendorTypesQuery(language)).catch(ignore);
  queryClient.query(vendorsQuery(language)).catch(ignore);
}

/** Game list of a type (ROUTE-14 /m/gameList?gameType=…; GLIST, FAV, LAUNCH-03). */
function GameList() {
  const { t } = useTranslation('games');
  const [params] = useSearchParams();
  const start = listQueryOf(params);
  const { gameType, hotOnly } = start;
  const language = useSettledLanguage();
  const session = useSessionInfo();
  const sessionToken = session?.token ?? null;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  const [tab, setTab] = useState<ClassifyTabId>(start.tab);
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<GameFilter>(start.filter);
  const [filterOpen, setFilterOpen] = useState(false);
  const launch = useLaunchGame();

  const vendorTypes = useQuery(vendorTypesQuery(language));
  const classifications = useMemo(() => vendorTypes.data?.find((entry) => entry.gameCategory === gameType)?.classify ?? [], [vendorTypes.data, gameType]);
  const tabs = hotOnly ? [] : classifyTabs(gameType, classifications);
  const vendors = useQuery(vendorsQuery(language));
  const typeVendors = useMemo(() => vendorsOfType(vendors.data ?? [], gameType), [vendors.data, gameType]);
  const categories = useMemo(() => (vendorTypes.data ?? []).map((entry) => entry.gameCategory), [vendorTypes.data]);
  const filterIcon = filter.mobileSmallIcon || typeVendors.find((vendor) => vendor.vassalage === filter.vassalage)?.mobileSmallIcon || '';

  const toLogin = () => void navigate(paths.login({ redirect: location.pathname + location.search }));

  const listParams = { gameType, ...modeOf(tab), filter, language, token: sessionToken };
  const list = useInfiniteQuery(gameListQuery(listParams));
  const favourites = useQuery(favouriteIdsQuery(sessionToken));
  const favouriteSet = useMemo(() => new Set(favourites.data ?? []), [favourites.data]);
  const [pendingFavourites, setPendingFavourites] = useState<ReadonlySet<string>>(() => new Set());

  // FAV-02: a guest opening the Favorites tab goes to the login.
  const selectTab = (next: ClassifyTabId) => {
    if (next === 'FAV' && !sessionToken) return toLogin();
    // GLIST-06: a new tab clears the search and starts from page 1 with an empty list.
    setDraft('');
    setFilter((old) => ({ ...old, gameName: '' }));
    setTab(next);
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') setFilter((old) => ({ ...old, gameName: draft.trim() })); // GLIST-07
  };

  // GLIST-12..14: within 500 px of the bottom, at most once a second, while more pages exist; a failed load stops.
  const lastLoad = useRef(0);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  useEffect(() => {
    let trailing: number | undefined;
    const onScroll = () => {
      if (!hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
      const root = document.scrollingElement ?? document.documentElement;
      if (!nearBottom(root.scrollTop, window.innerHeight, root.scrollHeight)) return;
      const now = Date.now();
      if (!mayLoad(now, lastLoad.current)) {
        // Still near the bottom when the second is up: check once more then (a user resting at the bottom gets the page).
        window.clearTimeout(trailing);
        trailing = window.setTimeout(onScroll, lastLoad.current + 1000 - now);
        return;
      }
      lastLoad.current = now;
      void fetchNextPage();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.clearTimeout(trailing);
      window.removeEventListener('scroll', onScroll);
    };
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const toggleFavourite = async (game: GameItem) => {
    if (!sessionToken) return toLogin(); // FAV-01
    const nodeId = String(game.nodeId);
    // REL-02: one request per heart at a time, shown busy while it is in flight.
    if (pendingFavourites.has(nodeId)) return;
    const adding = !favouriteSet.has(nodeId);
    setPendingFavourites((pending) => new Set(pending).add(nodeId));
    try {
      if (!(await setFavourite(game, adding))) return; // FAV-04
    } catch (error) {
      showPlatformFailure(error);
      return;
    } finally {
      setPendingFavourites((pending) => {
        const next = new Set(pending);
        next.delete(nodeId);
        return next;
      });
    }
    queryClient.setQueryData(gameKeys.favouriteIds(sessionToken), (old: string[] | undefined) =>
      adding ? [...(old ?? []), nodeId] : (old ?? []).filter((id) => id !== nodeId),
    );
    toast.success(adding ? 'messages.in_collection' : 'messages.in_cancel_collection'); // FAV-05, FAV-06
    if (!adding && tab === 'FAV') void queryClient.invalidateQueries({ queryKey: gameKeys.list(listParams) }); // FAV-07
  };

  const games = useMemo(() => list.data?.pages.flatMap((page) => page.games) ?? [], [list.data]);

  return (
    <Page>
      <PageHeading hidden>{t(`types.${gameType}` as 'types.RNG', { defaultValue: t('listTitle') })}</PageHeading>
      {tabs.length > 0 ? (
        <Tabs
          label={t('tabs.label')}
          activeId={tab}
          onSelect={selectTab}
          items={tabs.map((entry) => ({ id: entry.id, label: entry.classification?.displayName ?? t(`tabs.${entry.id as 'ALL'}`) }))}
        />
      ) : null}
      <SearchRow>
        {hotOnly ? null : (
          <Search
            type="search"
            enterKeyHint="search"
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onSearchKey}
          />
        )}
        <FilterButton type="button" aria-haspopup="dialog" onClick={() => setFilterOpen(true)} data-vendor={filter.vassalage || 'all'}>
          {filterIcon ? <img src={imageSource(filterIcon)} alt="" width={20} height={20} /> : null}
          {t('filter.open')}
        </FilterButton>
      </SearchRow>
      {filterOpen ? (
        <FilterPanel
          open
          onClose={() => setFilterOpen(false)}
          gameType={gameType}
          vendors={typeVendors}
          classifications={classifications}
          categories={categories}
          filter={filter}
          onApply={setFilter}
        />
      ) : null}
      {list.isPending && list.fetchStatus !== 'idle' ? (
        <LoadingState />
      ) : list.isError && games.length === 0 ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : games.length === 0 ? (
        <EmptyState />
      ) : (
        // SPEED-04: only the rows near the screen are in the DOM, however many pages are loaded.
        <VirtualTileGrid
          label={t('list.label')}
          items={games}
          keyOf={(game) => String(game.nodeId)}
          renderTile={(game, index) => {
            const name = game.gameName ?? game.nodeName ?? '';
            const on = favouriteSet.has(String(game.nodeId));
            return (
              <>
                <IconTileButton type="button" onClick={() => void launch(game)}>
                  {/* The first rows are on screen at once (the page's LCP): no lazy loading for them. */}
                  <img src={imageSource(game.iconUrl ?? game.showIcon)} alt="" width={100} height={100} loading={index < EAGER_TILES ? 'eager' : 'lazy'} decoding="async" />
                  <span>{name}</span>
                </IconTileButton>
                <Heart type="button" $on={on} aria-pressed={on} aria-busy={pendingFavourites.has(String(game.nodeId)) || undefined} aria-label={t(on ? 'favourite.remove' : 'favourite.add', { name })} onClick={() => void toggleFavourite(game)}>
                  {on ? '♥' : '♡'}
                </Heart>
              </>
            );
          }}
        />
      )}
      {list.isFetchingNextPage ? <Footer>{t('list.loadingMore')}</Footer> : null}
      {games.length > 0 && !list.hasNextPage && !list.isFetching && !list.isFetchNextPageError ? <Footer>{t('list.end')}</Footer> : null}
    </Page>
  );
}

/** A new type, variant or preset vendor starts a fresh list (tabs, search and filter reset). */
export default function GameListPage() {
  const [params] = useSearchParams();
  return <GameList key={`${params.get('gameType') ?? ''}|${params.get('hot') ?? ''}|${params.get('vassalage') ?? ''}`} />;
}
