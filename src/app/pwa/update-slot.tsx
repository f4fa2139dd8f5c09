import { lazyPart } from '@/lib/lazy-part';
import { useUpdateStore } from './update-store';

/**
 * OPS-06: where the update prompt appears. The prompt's code travels in the
 * registration chunk (service-worker.ts), which has always loaded by the time
 * a new worker waits: so it costs the entry chunk nothing, and it is there
 * even after a deploy removed the old build's other chunks from the server.
 */
const LazyUpdatePrompt = lazyPart(
  () => import('./service-worker'),
  (module) => module.UpdatePrompt,
);

export function UpdateSlot() {
  const offered = useUpdateStore((state) => state.applyUpdate !== null);
  return offered ? <LazyUpdatePrompt /> : null;
}
