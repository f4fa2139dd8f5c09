import { useTexts } from '@/i18n';
import { paths } from '@/tenant/paths';
import { Button, Card, MutedText, PageBody, PageHeading } from '@/ui';
import { useLaunchLottery } from './launch';
import { LotteryKinds } from './lottery-kinds';

/** /m/gameLobby (ENGAGE-07): the lottery lobby in one tap, and the lotteries of both kinds below. */
export default function GameLobbyPage() {
  const t = useTexts('lottery');
  const launch = useLaunchLottery();
  return (
    <PageBody data-page="gameLobby">
      <PageHeading>{t('lobby.title')}</PageHeading>
      <Card>
        <MutedText>{t('lobby.intro')}</MutedText>
        <Button block onClick={() => void launch({ gameCode: null, backPath: paths.gameLobby() })}>
          {t('lobby.open')}
        </Button>
      </Card>
      <LotteryKinds
        backPath={paths.gameLobby()}
        popularTitle={t('lobby.popular')}
        lotteryTitle={t('more.lott')}
        elotteryTitle={t('more.elott')}
      />
    </PageBody>
  );
}
