import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * SMS-05..SMS-10: a seconds countdown. `start(seconds)` runs it; it stops at 0
 * and is cleared when the component unmounts (leaving the page), so no timer
 * keeps running and the page opens idle next time.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(0);
  const endsAt = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      endsAt.current = Date.now() + seconds * 1000;
      setRemaining(seconds);
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000));
        setRemaining(left);
        if (left === 0) stop();
      }, 250);
    },
    [stop],
  );

  useEffect(() => {
    return stop;
  }, [stop]);
  return { remaining, start };
}
