import { useCallback, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTexts } from '@/i18n';
import type { PagePrefetchContext } from '@/tenant/page-ids';
import { EmptyState, ErrorState, LoadingState, PageHeading } from '@/ui';
import { VirtualTileGrid } from '@/ui/virtual';
import { gameListQuery, vendorsQuery, vendorTypesQuery, type GameItem } from './api';
import { imageSource } from '@/lib/image-cdn';
import { lazyPart } from '@/lib/lazy-part';
import { useLaunchGame } from './launch';
import { GameListControls } from './game-list-controls';
import { Footer, Page } from './game-list-styles';
import { listQueryOf, modeOf } from './game-list-query';
import { gamesToShow } from './list-logic';
import { EAGER_TILES, GameTile } from './game-tile';
import { useGameList } from './use-game-list';
import { JackpotReadStatus } from './jackpots/jackpot-read-status';

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

const gameKey = (game: GameItem): string => String(game.nodeId);

/** FIND-08: the info sheet is opened by a tap, so its code comes after the first screen (its own chunk). */
const GameInfoSheet = lazyPart(
  () => import('./game-info-sheet'),
  (module) => module.GameInfoSheet,
  { afterIdle: true },
);

/** Game list of a type (ROUTE-14 /m/gameList?gameType=…; GLIST, FAV, LAUNCH-03). */
function GameList() {
  const t = useTexts('games');
  const state = useGameList();
  const { gameType, tab, tabs, filter, list, games } = state;
  const launch = useLaunchGame();
  const { favouriteSet, pendingFavourites, toggleFavourite } = state;
  // FIND-08: the game whose info sheet is open (one sheet for the page).
  const [info, setInfo] = useState<GameItem | null>(null);
  const closeInfo = useCallback(() => setInfo(null), []);
  // Stable while the favourites are (SPEED-04): a new function would render every row of the grid again.
  const renderTile = useCallback(
    (game: GameItem, index: number) => (
      <GameTile
        game={game}
        index={index}
        favourite={favouriteSet.has(gameKey(game))}
        favouritePending={pendingFavourites.has(gameKey(game))}
        onLaunch={launch}
        onToggleFavourite={toggleFavourite}
        onInfo={setInfo}
      />
    ),
    [favouriteSet, pendingFavourites, launch, toggleFavourite],
  );
  // A page of games reaches the grid in a transition (issue 15): React Query hands it over synchronously, and the
  // render of the new rows then ran inside that task, in the middle of a scroll. Deferred, it runs in slices between frames.
  const shownGames = gamesToShow(useDeferredValue(games), games);

  return (
    <Page>
      <PageHeading hidden>{t(`types.${gameType}` as 'types.RNG', { defaultValue: t('listTitle') })}</PageHeading>
      <GameListControls
        gameType={gameType}
        hotOnly={state.hotOnly}
        tab={tab}
        tabs={tabs}
        selectTab={state.selectTab}
        draft={state.draft}
        setDraft={state.setDraft}
        onSearchKey={state.onSearchKey}
        filter={filter}
        setFilter={state.setFilter}
        filterIcon={state.filterIcon}
        filterOpen={state.filterOpen}
        setFilterOpen={state.setFilterOpen}
        typeVendors={state.typeVendors}
        classifications={state.classifications}
        categories={state.categories}
      />
      <JackpotReadStatus games={games} />
      {list.isPending && list.fetchStatus !== 'idle' ? (
        <LoadingState />
      ) : list.isError && games.length === 0 ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : games.length === 0 ? (
        <EmptyState />
      ) : (
        // SPEED-04: only the rows near the screen are in the DOM, however many pages are loaded.
        <VirtualTileGrid label={t('list.label')} items={shownGames} keyOf={gameKey} renderTile={renderTile} />
      )}
      {list.isFetchingNextPage ? <Footer>{t('list.loadingMore')}</Footer> : null}
      {games.length > 0 && !list.hasNextPage && !list.isFetching && !list.isFetchNextPageError ? (
        <Footer>{t('list.end')}</Footer>
      ) : null}
      <GameInfoSheet game={info} onClose={closeInfo} />
    </Page>
  );
}

/** A new type, variant or preset vendor starts a fresh list (tabs, search and filter reset). */
export default function GameListPage() {
  const [params] = useSearchParams();
  return (
    <GameList
      key={`${params.get('gameType') ?? ''}|${params.get('hot') ?? ''}|${params.get('vassalage') ?? ''}|${params.get('gameName') ?? ''}`}
    />
  );
}
