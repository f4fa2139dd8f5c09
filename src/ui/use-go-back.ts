import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { backAction, HOME_PATH } from '@/tenant/chrome-rules';

/**
 * How many entries of this app the history holds up to here. React Router
 * numbers its entries (state.idx), which is truer than history.length: a tab
 * that opened on a deep link after about:blank has two entries but nothing
 * of ours to go back to (CHROME-13).
 */
export function appHistoryLength(): number {
  const state: unknown = window.history.state;
  const index = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof index === 'number' ? index + 1 : Math.min(window.history.length, 1);
}

/**
 * "Back" as the header's arrow does it (CHROME-11..15): one step back in the
 * app's own history, home when there is none — never out of the site (a
 * deep link's back lands on home). Used by every back action of the app.
 */
export function useGoBack(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    const action = backAction(location.pathname, appHistoryLength());
    if (action.kind === 'history') void navigate(-1);
    else void navigate(action.to, { replace: action.kind === 'replace' });
  }, [location.pathname, navigate]);
}

/**
 * One step back in the app's own history, or home when the page was opened
 * by a direct link (FORGOT-08's "goes back one step", which must not leave
 * the site either). Unlike `useGoBack`, no page sends it home by rule.
 */
export function useStepBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (appHistoryLength() > 1) void navigate(-1);
    else void navigate(HOME_PATH, { replace: true });
  }, [navigate]);
}
