import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { launchWhereAllowed, rejectTrialAccount, showGateRefusal } from '@/session';
import { currentLanguage } from '@/i18n';
import { sessionInfo } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { hideToast, toast } from '@/ui';
import { launchLotteryUrl, type PrizeMode } from './api';

export interface LotteryLaunch {
  /** null opens the lottery lobby. */
  readonly gameCode: string | null;
  readonly prizeMode?: PrizeMode;
  /** The in-app path the lottery's back button returns to. */
  readonly backPath: string;
}

/**
 * `login` a guest sent to log in, `refused` a trial account (free_reject), `held` a jurisdiction gate (its prompt is
 * on screen, issue 33), `leaving` for the game, `failed` no game address.
 */
export type LaunchOutcome = 'login' | 'refused' | 'held' | 'leaving' | 'failed';

/**
 * LAUNCH-01, LAUNCH-02, ERR-18, ROLE-02: guests go to the login; trial
 * accounts are refused; otherwise a loading toast, the launch call with the
 * §7 parameters, and the browser follows value.gameUrl (http(s) only). A
 * failure only hides the loading toast (ERR-18: no message of its own).
 * Resolves with what happened, for a page that shows it (ENGAGE-12).
 */
export function useLaunchLottery(): (target: LotteryLaunch) => Promise<LaunchOutcome> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ gameCode, prizeMode = 'Lott', backPath }: LotteryLaunch) => {
      if (!sessionInfo()) {
        void navigate(paths.login({ redirect: backPath }));
        return 'login';
      }
      if (rejectTrialAccount()) return 'refused';
      let loading: number | undefined;
      try {
        // Issue 33: under a jurisdiction profile, verified and located first (nothing to do under "none").
        const url = await launchWhereAllowed(queryClient, () => {
          loading = toast.loading('messages.gameLoading');
          return launchLotteryUrl(gameCode, currentLanguage(), `${window.location.origin}${backPath}`, prizeMode);
        });
        if (url === null) return 'held';
        if (url && /^https?:\/\//i.test(url.trim())) {
          window.location.assign(url);
          return 'leaving';
        }
      } catch (error) {
        // ERR-18: nothing is said here, but a jurisdiction gate's refusal has its prompt; a page that launches shows the failure.
        if (loading !== undefined) hideToast(loading);
        return showGateRefusal(error) ? 'held' : 'failed';
      }
      if (loading !== undefined) hideToast(loading);
      return 'failed';
    },
    [navigate, queryClient],
  );
}
