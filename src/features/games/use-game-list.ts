import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { afterNextPaint } from '@/lib/yield-to-browser';
import { useToken } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { toast } from '@/ui';
import {
  favouriteIdsQuery,
  gameKeys,
  gameListQuery,
  setFavourite,
  vendorsOfType,
  vendorsQuery,
  vendorTypesQuery,
  type GameFilter,
  type GameItem,
} from './api';
import { showPlatformFailure } from './failure-toast';
import { listQueryOf, modeOf } from './game-list-query';
import { classifyTabs, mayLoad, nearBottom, type ClassifyTabId } from './list-logic';
import { useSettledLanguage } from './settled-language';

/** GLIST-12..14: the next page within 500 px of the bottom, at most once a second, while more pages exist; a failed load stops. */
function useNextPageNearBottom<Page>(list: UseInfiniteQueryResult<InfiniteData<Page>>): void {
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
    // A page too short to scroll gets its next page without a scroll. Checked once the new state is drawn:
    // read in this effect, the scroll height forced the page's layout inside the commit of every page that arrived (issue 15).
    const cancelFirstCheck = afterNextPaint(onScroll);
    return () => {
      cancelFirstCheck();
      window.clearTimeout(trailing);
      window.removeEventListener('scroll', onScroll);
    };
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
}

/**
 * One function for the caller's life that calls the latest `handler` (SPEED-04): memoised parts (the tiles,
 * the list's controls) take it as a prop and do not render again when a page of games arrives.
 */
function useLatestCallback<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

/** The state, queries and handlers of a game list (GLIST, FAV); the page only draws them. */
export function useGameList() {
  const [params] = useSearchParams();
  const start = listQueryOf(params);
  const { gameType, hotOnly } = start;
  const language = useSettledLanguage();
  const sessionToken = useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  const [tab, setTab] = useState<ClassifyTabId>(start.tab);
  const [draft, setDraft] = useState(start.filter.gameName);
  const [filter, setFilter] = useState<GameFilter>(start.filter);
  const [filterOpen, setFilterOpen] = useState(false);

  const vendorTypes = useQuery(vendorTypesQuery(language));
  const classifications = useMemo(
    () => vendorTypes.data?.find((entry) => entry.gameCategory === gameType)?.classify ?? [],
    [vendorTypes.data, gameType],
  );
  const tabs = useMemo(
    () => (hotOnly ? [] : classifyTabs(gameType, classifications)),
    [hotOnly, gameType, classifications],
  );
  const vendors = useQuery(vendorsQuery(language));
  const typeVendors = useMemo(() => vendorsOfType(vendors.data ?? [], gameType), [vendors.data, gameType]);
  const categories = useMemo(() => (vendorTypes.data ?? []).map((entry) => entry.gameCategory), [vendorTypes.data]);
  const filterIcon =
    filter.mobileSmallIcon ||
    typeVendors.find((vendor) => vendor.vassalage === filter.vassalage)?.mobileSmallIcon ||
    '';

  const toLogin = () => void navigate(paths.login({ redirect: location.pathname + location.search }));

  const listParams = { gameType, ...modeOf(tab), filter, language, token: sessionToken };
  const list = useInfiniteQuery(gameListQuery(listParams));
  const favourites = useQuery(favouriteIdsQuery(sessionToken));
  const favouriteSet = useMemo(() => new Set(favourites.data ?? []), [favourites.data]);
  const [pendingFavourites, setPendingFavourites] = useState<ReadonlySet<string>>(() => new Set());

  // FAV-02: a guest opening the Favorites tab goes to the login.
  const selectTab = useLatestCallback((next: ClassifyTabId) => {
    if (next === 'FAV' && !sessionToken) return toLogin();
    // GLIST-06: a new tab clears the search and starts from page 1 with an empty list.
    setDraft('');
    setFilter((old) => ({ ...old, gameName: '' }));
    setTab(next);
  });

  const onSearchKey = useLatestCallback((event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') setFilter((old) => ({ ...old, gameName: draft.trim() })); // GLIST-07
  });

  useNextPageNearBottom(list);

  const toggle = async (game: GameItem) => {
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

  const toggleFavourite = useLatestCallback(toggle);

  const games = useMemo(() => list.data?.pages.flatMap((page) => page.games) ?? [], [list.data]);

  return {
    gameType,
    hotOnly,
    tab,
    tabs,
    selectTab,
    draft,
    setDraft,
    onSearchKey,
    filter,
    setFilter,
    filterIcon,
    filterOpen,
    setFilterOpen,
    typeVendors,
    classifications,
    categories,
    list,
    games,
    favouriteSet,
    pendingFavourites,
    toggleFavourite,
  };
}
