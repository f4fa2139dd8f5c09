import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n';
import { MutedText } from '@/ui';
import { cacheReadDelay, cachedLotteryList, lotteryListQuery, popularLotteryQuery, type ListPrizeMode, type LotteryListGroup, type PopularLottery } from './api';
import { useLaunchLottery } from './launch';
import { LotteryTiles } from './lottery-tiles';

/** SESSION-23: the cached list of a prize mode, read after its delay (e-lottery 1000 ms). */
function useDelayedCache(prizeMode: ListPrizeMode): LotteryListGroup[] | null {
  const [cached, setCached] = useState<LotteryListGroup[] | null>(() => (cacheReadDelay(prizeMode) === 0 ? cachedLotteryList(prizeMode) : null));
  useEffect(() => {
    const delay = cacheReadDelay(prizeMode);
    if (delay === 0) return undefined;
    const timer = window.setTimeout(() => setCached(cachedLotteryList(prizeMode)), delay);
    return () => window.clearTimeout(timer);
  }, [prizeMode]);
  return cached;
}

/** A kind's lotteries under their title; nothing when there are none. */
function KindSection<Game extends PopularLottery | LotteryListGroup['games'][number]>({ title, games, onOpen, keyOf }: { readonly title: string; readonly games: readonly Game[]; readonly onOpen: (game: Game) => void; readonly keyOf?: (game: Game) => string }) {
  if (games.length === 0) return null;
  return (
    <section aria-label={title}>
      <MutedText>{title}</MutedText>
      <LotteryTiles label={title} games={games} onOpen={onOpen} keyOf={keyOf} />
    </section>
  );
}

function Kind({ prizeMode, title, backPath }: { readonly prizeMode: ListPrizeMode; readonly title: string; readonly backPath: string }) {
  const language = useLanguage();
  const list = useQuery(lotteryListQuery(prizeMode, language));
  const cached = useDelayedCache(prizeMode);
  const launch = useLaunchLottery();
  const games = (list.data ?? cached ?? []).flatMap((group) => group.games);
  return <KindSection title={title} games={games} onOpen={(game) => void launch({ gameCode: game.gameCode, prizeMode, backPath })} />;
}

/** CALL-46: the popular lotteries of both kinds, each launched with its prize mode. */
function Popular({ title, backPath }: { readonly title: string; readonly backPath: string }) {
  const language = useLanguage();
  const popular = useQuery(popularLotteryQuery(language));
  const launch = useLaunchLottery();
  return (
    <KindSection
      title={title}
      games={popular.data ?? []}
      keyOf={(game) => `${game.prizeMode}-${game.gameCode}`}
      onOpen={(game) => void launch({ gameCode: game.gameCode, prizeMode: game.prizeMode, backPath })}
    />
  );
}

/** POPULAR-06: the LOTT tab covers both kinds, lottery (Lott) and e-lottery (Elott), after the popular ones. */
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
  return (
    <>
      <Popular title={popularTitle} backPath={backPath} />
      <Kind prizeMode="Lott" title={lotteryTitle} backPath={backPath} />
      <Kind prizeMode="Elott" title={elotteryTitle} backPath={backPath} />
    </>
  );
}
