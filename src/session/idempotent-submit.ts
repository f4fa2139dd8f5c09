import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTexts } from '@/i18n';
import { newRequestId } from '@/lib/request-id';
import { toPlatformError, type PlatformError } from '@/platform/errors';
import { showGateRefusal } from './gate-refusals';

/**
 * A submit that must happen at most once (MONEY-02, MONEY-25, MONEY-46): a
 * deposit, a withdrawal, a superior transfer, a payment-password change. One
 * request id per attempt, busy while in flight and sent at most once; after a
 * failure that may have reached the platform (connection, server, unreadable
 * answer) it asks the platform for the attempt by its request id and, when it
 * went through, reports that result (`recovered`) instead of an error — the
 * page then says what really happened. A refusal starts a new attempt; a
 * connection failure keeps the id, so "try again" is the same attempt, which
 * the platform answers as it answered the first.
 */
interface IdempotentSubmit<Input> {
  readonly submit: (input: Input) => void;
  readonly busy: boolean;
  /** What went wrong, in the catalogue's words, or null. */
  readonly error: string | null;
  /** The last result came from asking after a failure. */
  readonly recovered: boolean;
}

export function useIdempotentSubmit<Input, Result>(options: {
  readonly send: (input: Input, requestId: string) => Promise<Result>;
  /** The attempt's result read back by its request id, or null when it did not go through (or cannot be read). */
  readonly recover: (requestId: string) => Promise<Result | null>;
  readonly onDone: (result: Result, recovered: boolean) => void;
  /** A refusal's own words from what the platform sent with it (the deposit limit's remaining amount), else null. */
  readonly explain?: (failure: PlatformError) => string | null;
}): IdempotentSubmit<Input> {
  const t = useTexts('common');
  const requestId = useRef(newRequestId());
  const [failure, setFailure] = useState<PlatformError | null>(null);
  const [recovered, setRecovered] = useState(false);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: async (input: Input) => {
      try {
        return { result: await options.send(input, requestId.current), recovered: false };
      } catch (error) {
        const platformError = toPlatformError(error);
        if (platformError.kind === 'business' || platformError.kind === 'unauthorized') throw platformError;
        const found = await options.recover(requestId.current);
        if (found === null) throw platformError;
        return { result: found, recovered: true };
      }
    },
    // Shown beside the form, where the player is looking (not as a toast).
    meta: { silent: true },
    onMutate: () => setFailure(null),
    onSuccess: ({ result, recovered: fromRecovery }) => {
      requestId.current = newRequestId();
      setRecovered(fromRecovery);
      options.onDone(result, fromRecovery);
    },
    onSettled: () => {
      inFlight.current = false;
    },
    onError: (error) => {
      const platformError = toPlatformError(error);
      if (platformError.kind === 'business') requestId.current = newRequestId();
      // KYC-24: a jurisdiction gate's refusal also opens its prompt (the way to verify), as every other gate does.
      showGateRefusal(platformError);
      setFailure(platformError);
    },
  });
  const error = failure
    ? (options.explain?.(failure) ?? null) ||
      [t(failure.messageKey), failure.kind === 'business' || failure.kind === 'unauthorized' ? '' : t('form.retryHint')]
        .filter(Boolean)
        .join(' ')
    : null;
  return {
    submit: (input) => {
      // The ref, not isPending: two taps before the next render both see isPending false.
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(input);
    },
    busy: mutation.isPending,
    error,
    recovered,
  };
}
