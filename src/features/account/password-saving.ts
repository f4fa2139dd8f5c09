import { DURATIONS } from '@/lib/spec-constants';
import { toast } from '@/ui';

/**
 * A password write (the change page, the phone reset) under the please-wait
 * message (CHPW-10), hidden when the write settles; a failure adds nothing of
 * its own (ERR-08).
 */
export async function savingPassword(write: () => Promise<unknown>): Promise<void> {
  const loading = toast.loading('messages.in_please_wait', { maxMs: DURATIONS.changePasswordLoadingMax });
  try {
    await write();
  } finally {
    toast.hide(loading);
  }
}

/** "Change saved" after a password was set (CHPW-11). */
export function announcePasswordSaved(): void {
  toast.success('messages.changeSaved', { durationMs: DURATIONS.changePasswordSuccess });
}
