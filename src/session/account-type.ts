import { DURATIONS, MEMBER_TYPES } from '@/lib/spec-constants';
import { sessionInfo } from '@/platform/session';
import { toast } from '@/ui';

/**
 * The trial/real-account rule (000 §6, ROLE-04), decided here once: the
 * header dropdown, the route guard behind the member centre's, the bottom
 * menu's and the agent area's money and agency pages, and every real-account
 * action (launch, promotions, feedback, password change) ask these.
 */

/** A trial (free, type 4) session; guests are neither trial nor real. */
export function isTrialAccount(session: { readonly type: number } | null): boolean {
  return session?.type === MEMBER_TYPES.trial;
}

/** A logged-in session that may use real-account functions (money, agency, promotions). */
export function isRealAccount(session: { readonly type: number } | null): boolean {
  return session !== null && !isTrialAccount(session);
}

/** Whether the current session is a trial account. */
export function isTrialSession(): boolean {
  return isTrialAccount(sessionInfo());
}

/** ERR-14: what a trial account is told when it reaches for a real-account function (free_reject for 2 s). */
export function showFreeReject(): void {
  toast.fail('messages.free_reject', { durationMs: DURATIONS.freeRejectToast });
}

/**
 * ERR-14 / ROLE-04: a trial account using a real-account function gets
 * free_reject and the function does not proceed. Returns true when it
 * rejected, so callers write `if (rejectTrialAccount()) return;`.
 */
export function rejectTrialAccount(): boolean {
  if (!isTrialSession()) return false;
  showFreeReject();
  return true;
}
