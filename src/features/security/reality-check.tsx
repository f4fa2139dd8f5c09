import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { isTrialSession, useMoney } from '@/session';
import { endSession, useSessionInfo, useToken } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { Button, Dialog, DIALOG_PRIORITY, DialogActions } from '@/ui';
import { readRealityCheck, type RealityCheck as RealityCheckState } from './api';

/**
 * The reality check (RG-05): every N minutes of a session (the player's
 * interval, else the tenant's default) a dialog says how long they have
 * played and the session's result, with "keep playing" or "stop". The
 * platform counts the session from the login, so the schedule follows its
 * clock, not the device's.
 */

const MINUTE = 60_000;

/** Time until the next check: the next multiple of the interval past the time played (on the platform's clock). */
export function msUntilCheck(playedMs: number, intervalMinutes: number): number {
  const interval = intervalMinutes * MINUTE;
  return interval - (Math.max(playedMs, 0) % interval);
}

function useRealityCheckDue(token: string | null): [RealityCheckState | null, () => void] {
  const [due, setDue] = useState<RealityCheckState | null>(null);
  const [round, setRound] = useState(0);
  const schedule = useQuery({
    queryKey: ['security', 'reality', token, round],
    enabled: token !== null && !isTrialSession(),
    queryFn: ({ signal }) => readRealityCheck(signal),
    meta: { silent: true },
    staleTime: Infinity,
  });
  const interval = schedule.data?.realityCheckMinutes ?? null;
  const played = schedule.data ? schedule.data.now - schedule.data.startedAt : 0;
  useEffect(() => {
    if (!token || interval === null || interval <= 0) return undefined;
    const timer = window.setTimeout(
      () => {
        readRealityCheck()
          .then(setDue)
          .catch(() => setRound((value) => value + 1));
      },
      msUntilCheck(played, interval),
    );
    return () => window.clearTimeout(timer);
  }, [token, interval, played, round]);
  return [
    due,
    () => {
      setDue(null);
      setRound((value) => value + 1);
    },
  ];
}

export function RealityCheck() {
  const t = useTexts('security');
  const money = useMoney();
  const navigate = useNavigate();
  const session = useSessionInfo();
  const [due, dismiss] = useRealityCheckDue(useToken());
  if (!due || !session) return null;
  return (
    <Dialog
      open
      title={t('reality.title')}
      onClose={dismiss}
      closeOnMask={false}
      testId="reality-check"
      priority={DIALOG_PRIORITY.realityCheck}
    >
      <p>{t('reality.text', { minutes: due.minutesPlayed, net: money.signed(due.net) })}</p>
      <DialogActions>
        <Button
          variant="secondary"
          onClick={() => {
            dismiss();
            endSession('signOut');
            void navigate(paths.login(), { replace: true });
          }}
        >
          {t('reality.stop')}
        </Button>
        <Button onClick={dismiss}>{t('reality.continue')}</Button>
      </DialogActions>
    </Dialog>
  );
}
