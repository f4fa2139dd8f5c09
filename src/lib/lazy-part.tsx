import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { importOnce } from './retry-import';

/**
 * Lazily loaded parts of a page (a carousel, a panel, a shell widget) that
 * must never take the page down with them. React's `lazy` throws a failed
 * import to the nearest error boundary, which replaces the whole page; a
 * part made here shows its fallback instead — the loading fallback while it
 * loads and the degraded one if its code could not be fetched — and tries
 * again when the device comes back online or the part is shown anew.
 */

type PartState<Props> =
  | { readonly status: 'idle' | 'loading' | 'failed' }
  | { readonly status: 'ready'; readonly Component: ComponentType<Props> };

interface LazyPart<Props> {
  (props: Props): ReactNode;
  /** Starts loading before the part is shown (a failure is kept quiet and retried later). */
  preload(): void;
}

interface LazyPartOptions<Props> {
  /**
   * Shown while the part loads and when its code could not be fetched; it
   * gets the part's own props, so it can be a degraded version (the first
   * banner without the carousel). Without one nothing shows.
   */
  readonly fallback?: ComponentType<Props>;
  /**
   * Not needed for the first screen: start loading once the browser is idle
   * after the page showed (at most IDLE_TIMEOUT_MS later), so the part's code
   * and its first render do not compete with the page's (TBT, LCP).
   */
  readonly afterIdle?: boolean;
}

const IDLE_TIMEOUT_MS = 1500;

/** Runs `task` when the main thread is idle (or after the timeout); returns a cancel. */
function whenIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/** A part that arrives renders in a transition, in slices that yield to input. */
export function lazyPart<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  { fallback: Fallback, afterIdle = false }: LazyPartOptions<Props> = {},
): LazyPart<Props> {
  let state: PartState<Props> = { status: 'idle' };
  // A try after a failure asks for the failed chunk afresh (importOnce).
  const loadOnce = importOnce(load);
  const listeners = new Set<() => void>();
  const publish = (next: PartState<Props>) => {
    state = next;
    for (const listener of listeners) listener();
  };

  // Already here or on its way: nothing to load, and nothing to wait for.
  const underway = () => state.status === 'loading' || state.status === 'ready';
  const start = () => {
    if (underway()) return;
    publish({ status: 'loading' });
    loadOnce().then(
      (module) => publish({ status: 'ready', Component: pick(module) }),
      () => publish({ status: 'failed' }),
    );
  };

  function Part(props: Props): ReactNode {
    const [current, setCurrent] = useState(state);
    const failed = current.status === 'failed';

    useEffect(() => {
      const update = () => startTransition(() => setCurrent(state));
      listeners.add(update);
      update();
      return () => {
        listeners.delete(update);
      };
    }, []);

    // Shown (again): load, or try once more after an earlier failure.
    useEffect(() => {
      if (underway()) return undefined;
      if (afterIdle) return whenIdle(start);
      start();
      return undefined;
    }, []);

    useEffect(() => {
      if (!failed) return undefined;
      window.addEventListener('online', start);
      return () => window.removeEventListener('online', start);
    }, [failed]);

    if (current.status === 'ready') return <current.Component {...props} />;
    return Fallback ? <Fallback {...props} /> : null;
  }

  return Object.assign(Part, { preload: start });
}
