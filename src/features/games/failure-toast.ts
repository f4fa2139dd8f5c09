import { showGateRefusal } from '@/session';
import { toPlatformError } from '@/platform/errors';
import { toast } from '@/ui';

/**
 * Issue 7: a failed favourite or game launch says why (offline or its catalogue text); an ended session is announced
 * by the shell, and a jurisdiction gate's refusal by its prompt (issue 33).
 */
export function showPlatformFailure(error: unknown): void {
  const failure = toPlatformError(error);
  if (failure.kind === 'unauthorized' || showGateRefusal(failure)) return;
  if (failure.kind === 'offline') toast.offline(failure.messageKey);
  else toast.fail(failure.messageKey);
}
