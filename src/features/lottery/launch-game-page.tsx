import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSessionInfo } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { isKnownRoute } from '@/tenant/route-table';
import { Button, MutedText, PageBody, PageHeading, Spinner } from '@/ui';
import { useLaunchLottery } from './launch';
import { launchPageParams } from './launch-params';

/**
 * ROUTE-17 /m/launchGame: launches the lottery named by the checked query
 * (playType, prize_mode, code default lobby, pageBack default home) once on
 * open; guests go to the login and come back here.
 */
export default function LaunchGamePage() {
  const { t } = useTranslation('lottery');
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSessionInfo();
  const launch = useLaunchLottery();
  const params = useMemo(() => launchPageParams(search, (path) => isKnownRoute(path)), [search]);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!session) {
      void navigate(paths.login({ redirect: location.pathname + location.search }), { replace: true });
      return;
    }
    void launch({ gameCode: params.gameCode, prizeMode: params.prizeMode, backPath: params.backPath });
  }, [session, navigate, location.pathname, location.search, launch, params]);

  return (
    <PageBody>
      <PageHeading>{t('launch.title')}</PageHeading>
      <Spinner />
      <MutedText data-testid="launch-details">
        {t('launch.details', {
          game: params.gameCode ?? t('launch.lobby'),
          mode: params.prizeMode,
          play: t(params.playType === 'trad' ? 'launch.tradition' : 'launch.entertainment'),
        })}
      </MutedText>
      <Button variant="secondary" onClick={() => void launch({ gameCode: params.gameCode, prizeMode: params.prizeMode, backPath: params.backPath })}>
        {t('launch.retry')}
      </Button>
      <Link to={params.backPath}>{t('launch.back')}</Link>
    </PageBody>
  );
}
