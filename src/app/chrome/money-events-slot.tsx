import { lazyPart } from '@/lib/lazy-part';
import { useSessionInfo } from '@/platform/session';

/**
 * Where the money-event stream (issue 34) runs: its code is fetched once the
 * browser is idle after the first paint, and only for a signed-in player, so
 * it costs the first route nothing and a guest never opens a stream. A
 * lazyPart, not React's lazy: when its code cannot be fetched (offline) the
 * stream simply waits and tries again when the device is back online, where
 * a failed lazy import took the whole app down (the fault matrix's member
 * centre × offline cell found it).
 */
const MoneyEventStream = lazyPart(
  () => import('@/features/messages/money-event-stream'),
  (module) => module.default,
  { afterIdle: true },
);

export function MoneyEventsSlot() {
  return useSessionInfo() !== null ? <MoneyEventStream /> : null;
}
