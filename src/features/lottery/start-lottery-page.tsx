import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLanguage, useTexts } from '@/i18n';
import { PLAY_TYPES } from '@/lib/spec-constants';
import { paths } from '@/tenant/paths';
import { isKnownRoute } from '@/tenant/route-table';
import { Button, Card, ChoiceGroup, InlineErrorState, MutedText, PageBody, PageHeading } from '@/ui';
import { lotteryListQuery, type ListPrizeMode } from './api';
import { useLaunchLottery } from './launch';
import { launchPageParams } from './launch-params';

/**
 * /m/startLottery (ENGAGE-07): the chosen lottery (`code`, `prize_mode`),
 * how to play it (traditional or entertainment, as the game offers), and
 * Start, which launches it in that mode; without a known code, the lobby. A
 * failed read of the list says so with a retry.
 */
export default function StartLotteryPage() {
  const t = useTexts('lottery');
  const language = useLanguage();
  const [search] = useSearchParams();
  const params = launchPageParams(search, isKnownRoute);
  const listMode: ListPrizeMode = params.prizeMode === 'Elott' ? 'Elott' : 'Lott';
  const list = useQuery(lotteryListQuery(listMode, language));
  const game = params.gameCode
    ? list.data?.flatMap((group) => group.games).find((candidate) => candidate.gameCode === params.gameCode)
    : undefined;
  const [play, setPlay] = useState<string>(params.playType);
  const launch = useLaunchLottery();
  const name = game?.gameName ?? params.gameCode ?? t('launch.lobby');
  const playTypes = [
    { id: PLAY_TYPES.Tradition, title: t('launch.tradition') },
    { id: PLAY_TYPES.Entertainment, title: t('launch.entertainment') },
  ];
  return (
    <PageBody data-page="startLottery">
      <PageHeading>{t('start.title')}</PageHeading>
      <Card data-testid="start-lottery">
        {game?.mobileIconUrl ? <img src={game.mobileIconUrl} alt="" width={80} height={80} /> : null}
        <strong>{name}</strong>
        {game?.remark ? <MutedText>{game.remark}</MutedText> : null}
        {params.gameCode === null ? <MutedText>{t('start.lobby')}</MutedText> : null}
        {params.gameCode !== null && list.isSuccess && !game ? <MutedText>{t('start.unknown')}</MutedText> : null}
        {/* Without the list the chosen lottery is unknown, and Start would open the lobby instead: say so, with a retry. */}
        {params.gameCode !== null && list.isError && !game ? (
          <InlineErrorState testId="start-lottery-error" onRetry={() => void list.refetch()} />
        ) : null}
        <ChoiceGroup name="playType" label={t('start.mode')} value={play} onChange={setPlay} items={playTypes} />
        <Button
          block
          onClick={() =>
            void launch({
              gameCode: game ? game.gameCode : null,
              prizeMode: params.prizeMode,
              backPath: paths.moreLottery(),
            })
          }
        >
          {t('start.start')}
        </Button>
      </Card>
    </PageBody>
  );
}
