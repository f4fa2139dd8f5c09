import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { MEMBER_TYPES } from '@/lib/spec-constants';
import { useSessionInfo } from '@/platform/session';
import { isRealAccount, isTrialAccount, showFreeReject } from '@/session';
import { paths } from '@/tenant/paths';
import type { PageId } from '@/tenant/page-ids';
import { pageEntry } from '@/tenant/page-table';
import type { Access } from '@/tenant/route-table';
import { LoadingState, openLoginDialog } from '@/ui';

/** Decides what an access rule does for this visitor; pure for tests. */
export function accessDecision(
  access: Access,
  session: { type: number } | null,
): 'allow' | 'login' | 'home' | 'dialog' | 'freeReject' {
  if (access === 'public') return 'allow';
  if (!session) {
    if (access === 'member' || access === 'realMember' || access === 'agentTool') return 'login';
    if (access === 'memberDialog') return 'dialog';
    return 'home';
  }
  // MONEY-23: money pages are for real accounts; the trial account is told so on its way home.
  if (access === 'realMember' && !isRealAccount(session)) return 'freeReject';
  if (access === 'agent' || access === 'agentTool') {
    // AGENT-24: the free (trial) account is told so (free_reject) on its way home.
    if (isTrialAccount(session)) return 'freeReject';
    if ((MEMBER_TYPES.noAgencyCentre as readonly number[]).includes(session.type)) return 'home';
  }
  return 'allow';
}

/**
 * Whether the page shows itself to this visitor: only then do its first reads
 * start before React has rendered (src/main.tsx) — a trial account's deposit
 * reads would be refused, and said so, while the guard sends it home.
 */
export const pageAdmits = (page: PageId, session: { type: number } | null): boolean =>
  accessDecision(pageEntry(page).access ?? 'public', session) === 'allow';

function FreeRejectGate() {
  useEffect(() => {
    showFreeReject();
  }, []);
  return <Navigate to={paths.home()} replace />;
}

function LoginDialogGate() {
  const location = useLocation();
  useEffect(() => {
    openLoginDialog(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);
  return <LoadingState />;
}

export function RouteGuard({ access, children }: { readonly access: Access; readonly children: ReactNode }) {
  const session = useSessionInfo();
  const location = useLocation();
  switch (accessDecision(access, session)) {
    case 'allow':
      return children;
    case 'login':
      return <Navigate to={paths.login({ redirect: `${location.pathname}${location.search}` })} replace />;
    case 'home':
      return <Navigate to={paths.home()} replace />;
    case 'dialog':
      return <LoginDialogGate />;
    case 'freeReject':
      return <FreeRejectGate />;
  }
}
