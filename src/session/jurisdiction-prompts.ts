import { create } from 'zustand';
import { toPlatformError } from '@/platform/errors';
import { GATES, VERIFICATION_STATUSES, type Gate, type VerificationStatus } from '@/tenant/jurisdictions';

/**
 * The prompts of the jurisdiction gates (issue 33), asked for from one place:
 * the platform refuses a gated call with one code per kind (KYC-21, GEO-03),
 * and whoever reports a failure hands it to `showGateRefusal` first
 * (gate-refusals.ts), which turns it into the one prompt for that gate. The shell draws the prompt
 * (features/kyc's JurisdictionPrompts); the location check awaits the
 * player's answer through `askPlayer`.
 */

/** Why a position did not let the player play. */
export type LocationProblem = 'outside' | 'denied' | 'unavailable' | 'failed';

export type JurisdictionPrompt =
  | { readonly kind: 'verify'; readonly gate: Gate; readonly status: VerificationStatus }
  /** Before the first position of a session: why the site asks, and the choice to share it. */
  | { readonly kind: 'explainLocation'; readonly answer: (share: boolean) => void }
  /** A position that does not let the player play: what happened, and the choice to try again. */
  | { readonly kind: 'location'; readonly problem: LocationProblem; readonly answer: (retry: boolean) => void };

interface PromptState {
  readonly prompt: JurisdictionPrompt | null;
}

export const useJurisdictionPrompt = create<PromptState>(() => ({ prompt: null }));

/** Closes the prompt on screen (a question left open is answered "no"). */
export function closeJurisdictionPrompt(): void {
  const { prompt } = useJurisdictionPrompt.getState();
  useJurisdictionPrompt.setState({ prompt: null });
  if (prompt?.kind === 'explainLocation' || prompt?.kind === 'location') prompt.answer(false);
}

export function showVerificationPrompt(gate: Gate, status: VerificationStatus): void {
  closeJurisdictionPrompt();
  useJurisdictionPrompt.setState({ prompt: { kind: 'verify', gate, status } });
}

/** Shows a location question and resolves with the player's answer once they choose (or close it). */
export function askPlayer(
  question: { readonly kind: 'explainLocation' } | { readonly kind: 'location'; readonly problem: LocationProblem },
): Promise<boolean> {
  closeJurisdictionPrompt();
  return new Promise((resolve) => {
    const answer = (yes: boolean) => {
      useJurisdictionPrompt.setState({ prompt: null });
      resolve(yes);
    };
    useJurisdictionPrompt.setState({ prompt: { ...question, answer } });
  });
}

export const gateOf = (value: unknown): Gate => {
  const gate = (value as { gate?: unknown } | null)?.gate;
  return (GATES as readonly unknown[]).includes(gate) ? (gate as Gate) : 'deposit';
};
export const statusOf = (value: unknown): VerificationStatus => {
  const status = (value as { status?: unknown } | null)?.status;
  return (VERIFICATION_STATUSES as readonly unknown[]).includes(status) ? (status as VerificationStatus) : 'none';
};

/** A refusal that only a new position can lift. */
export function isLocationRefusal(error: unknown): boolean {
  const code = toPlatformError(error).errorCode;
  return code === 'location.required' || code === 'location.outside';
}
