import { create } from 'zustand';

/**
 * OPS-06: a new build's service worker is installed and waiting. The
 * registration (service-worker.ts, its own chunk) offers the way to switch
 * here; update-slot.tsx shows the prompt while there is one.
 */

interface UpdateState {
  /** Activates the waiting worker and reloads; null while there is nothing to offer or the player said not now. */
  readonly applyUpdate: (() => void) | null;
}

export const useUpdateStore = create<UpdateState>(() => ({ applyUpdate: null }));

export function offerUpdate(applyUpdate: () => void): void {
  useUpdateStore.setState({ applyUpdate });
}

export function dismissUpdate(): void {
  useUpdateStore.setState({ applyUpdate: null });
}
