import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { rejectTrialAccount } from '@/session';
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

/** `login` a guest sent to log in, `refused` a trial account (free_reject), `leaving` for the game, `failed` no game address. */
export type LaunchOutcome = 'login' | 'refused' | 'leaving' | 'failed';

/**
 * LAUNCH-01, LAUNCH-02, ERR-18, ROLE-02: guests go to the login; trial
 * accounts are refused; otherwise a loading toast, the launch call with the
 * §7 parameters, and the browser follows value.gameUrl (http(s) only). A
 * failure only hides the loading toast (ERR-18: no message of its own).
 * Resolves with what happened, for a page that shows it (ENGAGE-12).
 */
export function useLaunchLottery(): (target: LotteryLaunch) => Promise<LaunchOutcome> {
  const navigate = useNavigate();
  return useCallback(
    async ({ gameCode, prizeMode = 'Lott', backPath }: LotteryLaunch) => {
      if (!sessionInfo()) {
        void navigate(paths.login({ redirect: backPath }));
        return 'login';
      }
      if (rejectTrialAccount()) return 'refused';
      const loading = toast.loading('messages.gameLoading');
      try {
        const url = await launchLotteryUrl(
          gameCode,
          currentLanguage(),
          `${window.location.origin}${backPath}`,
          prizeMode,
        );
        if (url && /^https?:\/\//i.test(url.trim())) {
          window.location.assign(url);
          return 'leaving';
        }
      } catch {
        // ERR-18: nothing is said here; a page that launches shows the failure itself.
      }
      hideToast(loading);
      return 'failed';
    },
    [navigate],
  );
}
