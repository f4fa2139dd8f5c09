/**
 * OPS-06: the files of a tenant's installable offline site that the stamp
 * writes (cli/lib/service-worker.ts, cli/lib/offline-page.ts), the servers
 * serve (sandbox/routes/static.ts, the nginx snippet) and the app registers
 * (src/app/pwa). Names inside the site folder, which is served under the
 * app's base (/m/), so the worker's scope is the app and nothing else.
 */

/** The Workbox service worker generated per tenant. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The tenant's branded page for a navigation that fails offline and has no precached answer. */
export const OFFLINE_PAGE_FILE = 'offline.html';
