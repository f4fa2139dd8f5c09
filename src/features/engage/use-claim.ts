import { useMutation } from '@tanstack/react-query';
import { useTexts } from '@/i18n';
import { toPlatformError } from '@/platform/errors';

/** A claim button's state (rebate, mission, red envelope): busy while in flight, at most one request, the failure in words. */
export function useClaim<Result, Input = void>(
  send: (input: Input) => Promise<Result>,
  onDone: (result: Result, input: Input) => void,
) {
  const t = useTexts('common');
  const mutation = useMutation({ mutationFn: send, meta: { silent: true }, onSuccess: onDone });
  return {
    run: (input: Input) => {
      if (!mutation.isPending) mutation.mutate(input);
    },
    busy: mutation.isPending,
    error: mutation.isError ? t(toPlatformError(mutation.error).messageKey) : null,
  };
}
