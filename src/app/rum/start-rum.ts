import type { RuntimeConfig } from '@/tenant/runtime-config';

/**
 * OPS-13: real-user monitoring, started from the entry and costing the first
 * screen nothing. Without a collector URL, or for a page view outside the
 * sample, it does nothing at all. Otherwise it keeps the errors and CSP
 * violations that happen early, and once the page has loaded and the
 * browser is idle it imports the reporter (its own chunk, with web-vitals),
 * which takes them over.
 */

export interface EarlyEvent {
  readonly event: Event;
  /** The path when it happened (the page it belongs to). */
  readonly path: string;
}

export const WATCHED_EVENTS = ['error', 'unhandledrejection', 'securitypolicyviolation'] as const;

/** After load, when the browser has nothing else to do (at most a few seconds later). */
function whenIdleAfterLoad(work: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5000 });
    else setTimeout(work, 1000);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

export function startRealUserMonitoring(config: RuntimeConfig, random: () => number = Math.random): void {
  const { collectorUrl, sampleRate } = config.monitoring;
  if (!collectorUrl || !(random() < sampleRate) || typeof navigator.sendBeacon !== 'function') return;
  const early: EarlyEvent[] = [];
  const keep = (event: Event) => {
    if (early.length < 20) early.push({ event, path: location.pathname });
  };
  for (const kind of WATCHED_EVENTS) addEventListener(kind, keep);
  const stopKeeping = () => {
    for (const kind of WATCHED_EVENTS) removeEventListener(kind, keep);
  };
  whenIdleAfterLoad(() => {
    import('./rum-reporter')
      .then(({ startReporter }) => {
        // The reporter listens before these stop: nothing falls between.
        startReporter(config, early);
        stopKeeping();
      })
      // Offline the chunk cannot load: the page goes on unmeasured.
      .catch(stopKeeping);
  });
}
