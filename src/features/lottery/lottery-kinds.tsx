import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n';
import { InlineErrorState, LoadingState, MutedText } from '@/ui';
import {
  cacheReadDelay,
  cachedLotteryList,
  lotteryListQuery,
  popularLotteryQuery,
  type ListPrizeMode,
  type LotteryListGroup,
  type PopularLottery,
} from './api';
import { useLaunchLottery } from './launch';
import { LotteryTiles } from './lottery-tiles';

/** SESSION-23: the cached list of a prize mode, read after its delay (e-lottery 1000 ms). */
function useDelayedCache(prizeMode: ListPrizeMode): LotteryListGroup[] | null {
  const [cached, setCached] = useState<LotteryListGroup[] | null>(() =>
    cacheReadDelay(prizeMode) === 0 ? cachedLotteryList(prizeMode) : null,
  );
  useEffect(() => {
    const delay = cacheReadDelay(prizeMode);
    if (delay === 0) return undefined;
    const timer = window.setTimeout(() => setCached(cachedLotteryList(prizeMode)), delay);
    return () => window.clearTimeout(timer);
  }, [prizeMode]);
  return cached;
}

/** A kind's lotteries under their title; nothing when there are none. */
function KindSection<Game extends PopularLottery | LotteryListGroup['games'][number]>({
  title,
  games,
  onOpen,
  keyOf,
}: {
  readonly title: string;
  readonly games: readonly Game[];
  readonly onOpen: (game: Game) => void;
  readonly keyOf?: (game: Game) => string;
}) {
  if (games.length === 0) return null;
  return (
    <section aria-label={title}>
      <MutedText>{title}</MutedText>
      <LotteryTiles label={title} games={games} onOpen={onOpen} keyOf={keyOf} />
    </section>
  );
}

/** POPULAR-06: the LOTT tab covers both kinds, lottery (Lott) and e-lottery (Elott), after the popular ones (CALL-46). */
export function LotteryKinds({
  backPath,
  popularTitle,
  lotteryTitle,
  elotteryTitle,
}: {
  readonly backPath: string;
  readonly popularTitle: string;
  readonly lotteryTitle: string;
  readonly elotteryTitle: string;
}) {
  const language = useLanguage();
  const popular = useQuery(popularLotteryQuery(language));
  const lott = useQuery(lotteryListQuery('Lott', language));
  const elott = useQuery(lotteryListQuery('Elott', language));
  const lottCached = useDelayedCache('Lott');
  const elottCached = useDelayedCache('Elott');
  const launch = useLaunchLottery();
  const lottGames = (lott.data ?? lottCached ?? []).flatMap((group) => group.games);
  const elottGames = (elott.data ?? elottCached ?? []).flatMap((group) => group.games);
  // A read that failed with nothing to show says so once, with one retry for every failed read (never an empty tab).
  // A list kept from an earlier visit (SESSION-23) still shows when its read fails.
  const failed = [
    { query: popular, cached: false },
    { query: lott, cached: lottCached !== null },
    { query: elott, cached: elottCached !== null },
  ].filter(({ query, cached }) => query.isLoadingError && !cached);
  const waiting =
    [popular, lott, elott].every((query) => query.isPending) && lottCached === null && elottCached === null;
  return (
    <>
      {waiting ? <LoadingState /> : null}
      {failed.length > 0 ? (
        <InlineErrorState
          testId="lottery-kinds-error"
          onRetry={() => failed.forEach(({ query }) => void query.refetch())}
        />
      ) : null}
      <KindSection
        title={popularTitle}
        games={popular.data ?? []}
        keyOf={(game) => `${game.prizeMode}-${game.gameCode}`}
        onOpen={(game) => void launch({ gameCode: game.gameCode, prizeMode: game.prizeMode, backPath })}
      />
      <KindSection
        title={lotteryTitle}
        games={lottGames}
        onOpen={(game) => void launch({ gameCode: game.gameCode, prizeMode: 'Lott', backPath })}
      />
      <KindSection
        title={elotteryTitle}
        games={elottGames}
        onOpen={(game) => void launch({ gameCode: game.gameCode, prizeMode: 'Elott', backPath })}
      />
    </>
  );
}
