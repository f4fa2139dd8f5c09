import { Workbox } from 'workbox-window';
import { sitePath } from '@/tenant/route-table';
import { SERVICE_WORKER_FILE } from '@/tenant/site-files';
import { offerUpdate } from './update-store';

/** Shown by update-slot.tsx from this chunk, which has loaded before any update can be offered. */
export { UpdatePrompt } from './update-prompt';

/**
 * OPS-06: registers the tenant's service worker (stamped by `lobby build`,
 * cli/lib/service-worker.ts). This module and workbox-window are their own
 * chunk, imported by main.tsx once the page has loaded, so the worker costs
 * the first paint nothing. A new build's worker waits until the player taps
 * Reload in the update prompt; then it takes over and the page reloads.
 */

export interface ServiceWorkerOptions {
  /** A gallery stamp (designers, tests) has no worker; one left by an earlier build on the same origin is removed. */
  readonly gallery: boolean;
}

/** The worker sits in the site folder, beside the app's chunks, and serves that folder only. */
const WORKER_URL = sitePath(SERVICE_WORKER_FILE);
const WORKER_SCOPE = sitePath('');

export async function startServiceWorker({ gallery }: ServiceWorkerOptions): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (gallery) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    return;
  }
  const workbox = new Workbox(WORKER_URL, { scope: WORKER_SCOPE });
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      // Reload once the new worker controls the page, so the page and the worker are the same build.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
  // The site is one page: the browser checks for a new worker on navigations only, so a player coming back to it checks too.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox.update();
  });
}
