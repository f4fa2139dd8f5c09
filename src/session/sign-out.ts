import type { QueryClient } from '@tanstack/react-query';
import { DURATIONS } from '@/lib/spec-constants';
import { callPlatform } from '@/platform/request';
import { endSession } from '@/platform/session';
import { toast } from '@/ui';
import { accountKeys } from './member';

/** Signing out (SESSION-12..18, 000 §4): the call, then every clearing, in one place whoever asks. */

/** CALL-02 / SESSION-14: the logout call with the session token. */
export async function logout(signal?: AbortSignal): Promise<void> {
  await callPlatform('logout', { body: {}, ...(signal ? { signal } : {}) });
}

/** SESSION-14/15: the logout call under a loading message (at most 10 s); a failed or slow call does not keep the session. */
export async function logoutWhileWaiting(): Promise<void> {
  const loading = toast.loading('messages.in_please_wait', { maxMs: DURATIONS.logoutLoadingMax });
  try {
    await logout(AbortSignal.timeout(DURATIONS.logoutLoadingMax));
  } catch {
    // The session ends locally even when the call fails or times out.
  } finally {
    toast.hide(loading);
  }
}

/** 000 §4: every clearing of a sign-out: the stored session (platform/session.ts) and the member's cached info and wallet. */
export function clearSignedOutSession(queryClient: QueryClient): void {
  endSession('signOut');
  queryClient.removeQueries({ queryKey: accountKeys.all });
}
