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

/**
 * LAUNCH-01, LAUNCH-02, ERR-18, ROLE-02: guests go to the login; trial
 * accounts are refused; otherwise a loading toast, the launch call with the
 * §7 parameters, and the browser follows value.gameUrl (http(s) only). A
 * failure only hides the loading toast.
 */
export function useLaunchLottery(): (target: LotteryLaunch) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async ({ gameCode, prizeMode = 'Lott', backPath }: LotteryLaunch) => {
      if (!sessionInfo()) {
        void navigate(paths.login({ redirect: backPath }));
        return;
      }
      if (rejectTrialAccount()) return;
      const loading = toast.loading('messages.gameLoading');
      try {
        const url = await launchLotteryUrl(gameCode, currentLanguage(), `${window.location.origin}${backPath}`, prizeMode);
        if (url && /^https?:\/\//i.test(url.trim())) window.location.assign(url);
        else hideToast(loading);
      } catch {
        hideToast(loading);
      }
    },
    [navigate],
  );
}
