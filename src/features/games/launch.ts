import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { launchWhereAllowed, rejectTrialAccount } from '@/session';
import { DURATIONS } from '@/lib/spec-constants';
import { sessionInfo } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { hideToast, toast } from '@/ui';
import { addRecentGame, gameKeys, launchGameUrl, type GameItem } from './api';
import { showPlatformFailure } from './failure-toast';
import { isHttpUrl } from './list-logic';

/** What a launch needs: the game item fields of 001 §3 (a hot match carries the same). */
type LaunchTarget = Pick<GameItem, 'nodeId' | 'vassalage' | 'roomId' | 'gameId'>;

/**
 * LAUNCH-03, LAUNCH-04, ROLE-02: guests go to the login with a way back; trial
 * accounts are refused; otherwise the game-loading toast (2 s), the launch
 * call, the game joins the recent games, and the browser follows the answer
 * only when it is an http(s) address.
 */
export function useLaunchGame(): (game: LaunchTarget) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    async (game: LaunchTarget) => {
      const session = sessionInfo();
      if (!session) {
        void navigate(paths.login({ redirect: location.pathname + location.search }));
        return;
      }
      if (rejectTrialAccount()) return;
      let loading: number | undefined;
      try {
        // Issue 33: under a jurisdiction profile, verified and located first (nothing to do under "none").
        const url = await launchWhereAllowed(queryClient, () => {
          loading = toast.loading('messages.gameLoading', { maxMs: DURATIONS.gameLoadingToast });
          return launchGameUrl(game);
        });
        if (url === null) return;
        // Recorded before leaving, so the page unload cannot cut the call off.
        await addRecentGame(game);
        void queryClient.invalidateQueries({ queryKey: gameKeys.recent(session.token) });
        if (isHttpUrl(url)) window.location.assign(url);
      } catch (error) {
        if (loading !== undefined) hideToast(loading);
        showPlatformFailure(error);
      }
    },
    [navigate, location.pathname, location.search, queryClient],
  );
}
