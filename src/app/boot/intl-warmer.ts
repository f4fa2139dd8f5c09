/**
 * Part of the first start-up step (libraries-react.ts imports it before
 * React): a worker loads ICU's data off the main thread while the libraries evaluate
 * (intl-warm-worker.ts). warm-intl.ts waits for it before touching `Intl`
 * on the main thread; without workers, or when the worker fails or is slow,
 * it goes on without it (the main thread then loads the data in small steps).
 */

/** The longest the start waits for the worker: past it the main thread loads the data itself. */
export const INTL_WARMER_WAIT_MS = 1500;

/** What the warmer needs of a worker (the DOM's Worker, or a test's stand-in). */
type WarmerWorker = Pick<Worker, 'postMessage' | 'terminate' | 'onmessage' | 'onerror'>;

/**
 * Starts the worker and resolves true once it reports ICU loaded, false when
 * it could not start, failed or took longer than `waitMs`; the worker is
 * ended either way. `locale` is the page's language, whose own data it loads too.
 */
export function warmIntlInWorker(
  createWorker: () => WarmerWorker,
  locale: string,
  waitMs = INTL_WARMER_WAIT_MS,
): Promise<boolean> {
  return new Promise((resolve) => {
    let worker: WarmerWorker;
    try {
      worker = createWorker();
    } catch {
      resolve(false);
      return;
    }
    const timer = setTimeout(() => settle(false), waitMs);
    function settle(warm: boolean): void {
      clearTimeout(timer);
      worker.terminate();
      resolve(warm);
    }
    worker.onmessage = () => settle(true);
    worker.onerror = () => settle(false);
    worker.postMessage(locale);
  });
}

/** Whether ICU's data is loaded: true once the worker reported, false when it could not run (or outside a browser). */
export const intlWarmed: Promise<boolean> =
  typeof Worker === 'undefined' || typeof document === 'undefined'
    ? Promise.resolve(false)
    : // The stamped page's language: its default, or the player's stored choice once the app has run.
      warmIntlInWorker(
        () => new Worker(new URL('./intl-warm-worker.ts', import.meta.url)),
        document.documentElement.lang,
      );
