import { lazy, Suspense, useEffect, useState } from 'react';
import { useSessionInfo } from '@/platform/session';

/**
 * Where the money-event stream (issue 34) runs: its code is fetched after the
 * first paint, and only for a signed-in player, so it costs the first route
 * nothing and a guest never opens a stream.
 */
const MoneyEventStream = lazy(() => import('@/features/messages/money-event-stream'));

export function MoneyEventsSlot() {
  const signedIn = useSessionInfo() !== null;
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // After the frame that painted the first route, then after that frame's tasks.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  if (!signedIn || !painted) return null;
  return (
    <Suspense fallback={null}>
      <MoneyEventStream />
    </Suspense>
  );
}
