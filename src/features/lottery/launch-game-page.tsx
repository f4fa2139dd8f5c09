import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { useSessionInfo } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { isKnownRoute } from '@/tenant/route-table';
import { Button, MutedText, PageBody, PageHeading, Spinner } from '@/ui';
import { useLaunchLottery, type LaunchOutcome } from './launch';
import { launchPageParams } from './launch-params';

/** What the page shows: the launch on its way, a failed launch (retry), or a trial account refused (no retry helps). */
type LaunchState = 'launching' | Extract<LaunchOutcome, 'failed' | 'refused'>;

/**
 * ROUTE-17 /m/launchGame: launches the lottery named by the checked query
 * (playType, prize_mode, code default lobby, pageBack default home) once on
 * open; guests go to the login and come back here. A failed launch offers a
 * retry; a trial account is told it needs a real one (ENGAGE-12).
 */
export default function LaunchGamePage() {
  const t = useTexts(['lottery', 'account', 'common']);
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSessionInfo();
  const launch = useLaunchLottery();
  const params = useMemo(() => launchPageParams(search, (path) => isKnownRoute(path)), [search]);
  const [state, setState] = useState<LaunchState>('launching');
  const started = useRef(false);

  const target = useMemo(
    () => ({ gameCode: params.gameCode, prizeMode: params.prizeMode, backPath: params.backPath }),
    [params],
  );

  // A launch that leaves for the game keeps the spinner up until the page goes.
  const showOutcome = (outcome: LaunchOutcome) => {
    // A launch held by a jurisdiction gate (its prompt said why) may be tried again, as a failed one.
    if (outcome === 'failed' || outcome === 'held') setState('failed');
    if (outcome === 'refused') setState(outcome);
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!session) {
      void navigate(paths.login({ redirect: location.pathname + location.search }), { replace: true });
      return;
    }
    void launch(target).then(showOutcome);
  }, [session, navigate, location.pathname, location.search, launch, target]);

  const retry = () => {
    setState('launching');
    void launch(target).then(showOutcome);
  };

  return (
    <PageBody>
      <PageHeading>{t('launch.title')}</PageHeading>
      {state === 'launching' ? <Spinner role="status" aria-label={t('common:state.loading')} /> : null}
      <MutedText data-testid="launch-details">
        {t('launch.details', {
          game: params.gameCode ?? t('launch.lobby'),
          mode: params.prizeMode,
          play: t(params.playType === 'trad' ? 'launch.tradition' : 'launch.entertainment'),
        })}
      </MutedText>
      {state === 'refused' ? (
        <>
          <p role="alert" data-state="refused">
            {t('common:messages.free_reject')}
          </p>
          <Link to={paths.register({})}>{t('account:trial.register')}</Link>
        </>
      ) : null}
      {state === 'failed' ? (
        <>
          <p role="alert" data-state="error">
            {t('launch.failed')}
          </p>
          <Button variant="secondary" onClick={retry}>
            {t('launch.retry')}
          </Button>
        </>
      ) : null}
      <Link to={params.backPath}>{t('launch.back')}</Link>
    </PageBody>
  );
}
