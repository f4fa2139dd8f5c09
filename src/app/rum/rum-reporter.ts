import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { RUM_MAX_EVENTS, scrubText, sourceOf, type RumBeacon, type RumEvent } from '@/lib/rum-beacon';
import { pageOfPath, routesFor } from '@/tenant/route-table';
import type { RuntimeConfig } from '@/tenant/runtime-config';
import { WATCHED_EVENTS, type EarlyEvent } from './start-rum';

/**
 * OPS-13: the reporter chunk. Core Web Vitals through web-vitals (LCP, INP,
 * CLS, TTFB of the page the player landed on), uncaught errors and CSP
 * violations (of the page they happened on), batched and sent with
 * `navigator.sendBeacon`: when the page is hidden or left, and a few seconds
 * after an error so it shows soon. A beacon is queued by the browser, never
 * waited for.
 */

const ERROR_FLUSH_DELAY_MS = 5000;
/** A page that throws in a loop sends its first errors, not thousands. */
const MAX_ERRORS_PER_VIEW = 30;

export function startReporter(config: RuntimeConfig, early: readonly EarlyEvent[]): void {
  const routes = routesFor(config.routes, config.gallery);
  const pageAt = (path: string): string => pageOfPath(path, routes);
  const landing = pageAt(location.pathname);
  const pending: RumEvent[] = [];
  let errorsSent = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (): void => {
    clearTimeout(timer);
    timer = undefined;
    while (pending.length > 0) {
      const beacon: RumBeacon = {
        v: 1,
        merchant: config.merchantCode,
        build: config.buildId.slice(0, 32),
        events: pending.splice(0, RUM_MAX_EVENTS),
      };
      navigator.sendBeacon(config.monitoring.collectorUrl, JSON.stringify(beacon));
    }
  };
  const push = (event: RumEvent, soon = false): void => {
    pending.push(event);
    // web-vitals reports most values as the page is hidden: send at once, the page may be going.
    if (document.visibilityState === 'hidden') flush();
    else if (soon && timer === undefined) timer = setTimeout(flush, ERROR_FLUSH_DELAY_MS);
  };

  const vital = (metric: Metric): void => {
    if (metric.name !== 'FCP') push({ kind: 'vital', page: landing, name: metric.name, value: metric.value });
  };
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  onTTFB(vital);

  const record = (event: Event, path: string): void => {
    const page = pageAt(path);
    if (event instanceof SecurityPolicyViolationEvent) {
      push(
        {
          kind: 'csp',
          page,
          directive: event.effectiveDirective.slice(0, 100),
          blocked: sourceOf(event.blockedURI, location.origin),
        },
        true,
      );
      return;
    }
    if (errorsSent >= MAX_ERRORS_PER_VIEW) return;
    errorsSent += 1;
    if (event instanceof ErrorEvent) {
      const where = event.filename ? `${sourceOf(event.filename, location.origin)}:${event.lineno}:${event.colno}` : '';
      push({ kind: 'error', page, message: scrubText(event.message || 'Error'), source: where }, true);
    } else if (event instanceof PromiseRejectionEvent) {
      const reason: unknown = event.reason;
      const message = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
      push({ kind: 'error', page, message: scrubText(`Unhandled rejection: ${message}`), source: '' }, true);
    }
  };
  for (const { event, path } of early) record(event, path);
  const listen = (event: Event) => record(event, location.pathname);
  for (const kind of WATCHED_EVENTS) addEventListener(kind, listen);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
