import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onSessionEnd } from '@/platform/session';
import { paths } from '@/tenant/paths';
import { hideToast, toast, useToastStore } from '@/ui';

/**
 * A session that ends (401 or a session error code) says "account logged
 * out, log in again", clears every cached answer of that user, and opens
 * login with a way back to where the user was.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = onSessionEnd((reason) => {
      // Nothing of the ended session stays cached; public data simply loads again.
      queryClient.clear();
      if (reason !== 'expired') return;
      toast.fail('errors.loggedOut', { durationMs: 3000 });
      // Where the player is now: the address bar, not the last rendered route (a page still loading in a transition would send them back to the one before).
      const here = `${window.location.pathname}${window.location.search}`;
      // After the page's own guard has reacted (an agent page sends guests home): login wins, with the way back.
      if (!here.startsWith(paths.login())) window.setTimeout(() => void navigate(paths.login({ redirect: here })), 0);
    });
    return () => {
      stop();
    };
  }, [navigate, queryClient]);
  return null;
}

/** ERR-24: offline shows the offline toast with "no internet" until the connection returns. */
export function OfflineWatcher() {
  useEffect(() => {
    let offlineToast: number | null = null;
    const onOffline = () => {
      offlineToast = toast.offline('errors.noInternet', { durationMs: 3000 });
    };
    const onOnline = () => {
      const current = useToastStore.getState().current;
      if (offlineToast !== null && current?.id === offlineToast) hideToast(offlineToast);
      offlineToast = null;
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);
  return null;
}
