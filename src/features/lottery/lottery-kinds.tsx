import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n';
import { IconTileButton, MutedText, TileGrid } from '@/ui';
import { cacheReadDelay, cachedLotteryList, lotteryListQuery, popularLotteryQuery, type ListPrizeMode, type LotteryListGroup } from './api';
import { useLaunchLottery } from './launch';

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

function Kind({ prizeMode, title, backPath }: { readonly prizeMode: ListPrizeMode; readonly title: string; readonly backPath: string }) {
  const language = useLanguage();
  const list = useQuery(lotteryListQuery(prizeMode, language));
  const cached = useDelayedCache(prizeMode);
  const launch = useLaunchLottery();
  const games = (list.data ?? cached ?? []).flatMap((group) => group.games);
  if (games.length === 0) return null;
  return (
    <section aria-label={title}>
      <MutedText>{title}</MutedText>
      <TileGrid aria-label={title}>
        {games.map((game) => (
          <li key={`${prizeMode}-${game.gameCode}`}>
            <IconTileButton type="button" onClick={() => void launch({ gameCode: game.gameCode, prizeMode, backPath })}>
              <img src={game.mobileIconUrl ?? ''} alt="" width={80} height={80} loading="lazy" />
              <span>{game.gameName ?? game.gameCode}</span>
            </IconTileButton>
          </li>
        ))}
      </TileGrid>
    </section>
  );
}

/** CALL-46: the popular lotteries of both kinds, each launched with its prize mode. */
function Popular({ title, backPath }: { readonly title: string; readonly backPath: string }) {
  const language = useLanguage();
  const popular = useQuery(popularLotteryQuery(language));
  const launch = useLaunchLottery();
  const games = popular.data ?? [];
  if (games.length === 0) return null;
  return (
    <section aria-label={title}>
      <MutedText>{title}</MutedText>
      <TileGrid aria-label={title}>
        {games.map((game) => (
          <li key={`${game.prizeMode}-${game.gameCode}`}>
            <IconTileButton type="button" onClick={() => void launch({ gameCode: game.gameCode, prizeMode: game.prizeMode, backPath })}>
              <img src={game.mobileIconUrl ?? ''} alt="" width={80} height={80} loading="lazy" />
              <span>{game.gameName ?? game.gameCode}</span>
            </IconTileButton>
          </li>
        ))}
      </TileGrid>
    </section>
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
