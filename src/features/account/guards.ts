import { DURATIONS, MEMBER_TYPES } from '@/lib/spec-constants';
import { sessionInfo } from '@/platform/session';
import { toast } from '@/ui';

/** Whether the current session is a trial (free, type 4) account (000 §6). */
export function isTrialSession(): boolean {
  return sessionInfo()?.type === MEMBER_TYPES.trial;
}

/**
 * ERR-14 / ROLE-04: a trial account using a real-account function gets
 * free_reject for 2 s and the function does not proceed. Returns true when
 * it rejected, so callers write `if (rejectTrialAccount()) return;`.
 */
export function rejectTrialAccount(): boolean {
  if (!isTrialSession()) return false;
  toast.fail('messages.free_reject', { durationMs: DURATIONS.freeRejectToast });
  return true;
}
