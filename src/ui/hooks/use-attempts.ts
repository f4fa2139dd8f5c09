import { useCallback, useEffect, useState } from 'react';

/**
 * The attempts of a load that can fail (REL-01): `attempt` goes up on
 * `retry` and, while `failed`, by itself when the device comes back online.
 * An effect that depends on `attempt` loads again.
 */
export function useAttempts(failed: boolean): { readonly attempt: number; readonly retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  useEffect(() => {
    if (!failed) return undefined;
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
    };
  }, [failed, retry]);
  return { attempt, retry };
}
