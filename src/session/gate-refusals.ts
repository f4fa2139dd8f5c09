import { toPlatformError } from '@/platform/errors';
import { askPlayer, gateOf, isLocationRefusal, showVerificationPrompt, statusOf } from './jurisdiction-prompts';
import { confirmPlayLocation, recheckPlayLocation } from './play-location';

/**
 * KYC-21, GEO-03: the one place a gate refusal of the platform becomes its
 * prompt. The query client's failure report and the launches hand every
 * failure here first; it answers whether the failure was a gate refusal
 * (the caller then says nothing else). `demo.not.allowed` is a plain
 * message (src/platform/errors.ts).
 */
export function showGateRefusal(error: unknown): boolean {
  const failure = toPlatformError(error);
  if (failure.errorCode === 'verification.required') {
    showVerificationPrompt(gateOf(failure.value), statusOf(failure.value));
    return true;
  }
  if (!isLocationRefusal(failure)) return false;
  if (failure.errorCode === 'location.outside') {
    void askPlayer({ kind: 'location', problem: 'outside' }).then((retry) => retry && recheckPlayLocation());
  } else {
    // The platform holds no recent position: ask for one (the why first, once a session).
    void confirmPlayLocation();
  }
  return true;
}
