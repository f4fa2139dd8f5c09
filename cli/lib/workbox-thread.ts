import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import type { BuildResult, GenerateSWOptions, RuntimeCaching } from 'workbox-build';
import { threadPool } from '../../tooling/thread-pool';

/**
 * Workbox's generateSW (cli/lib/service-worker.ts) runs in a small pool of
 * threads, for two reasons. Its bundler (Rollup, Babel, Terser) is CPU work
 * and tenants stamp side by side: threads use the machine's cores, and each
 * loads the bundler once for every tenant it serves. And its Terser plugin
 * finds its own file through the global `document` when there is one, which a
 * test's DOM environment defines (the stamp tests read pages with jsdom): a
 * thread has no such global.
 *
 * The threads' code is plain JavaScript evaluated in place, so it runs the
 * same under tsx, Vitest and a compiled build (tooling/thread-pool.ts).
 */

/** A route matcher crosses into the thread as its source: Workbox writes it into the worker file as text anyway. */
type TransferableRoute = Omit<RuntimeCaching, 'urlPattern'> & {
  readonly urlPattern: RegExp | string | { readonly functionSource: string };
};

const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { generateSW } = require(workerData.workboxBuild);
parentPort.on('message', ({ id, input: options }) => {
  for (const route of options.runtimeCaching || []) {
    const pattern = route.urlPattern;
    if (pattern && typeof pattern === 'object' && typeof pattern.functionSource === 'string') route.urlPattern = (0, eval)('(' + pattern.functionSource + ')');
  }
  generateSW(options).then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: String((error && error.message) || error) }),
  );
});
`;

function transferable(
  options: GenerateSWOptions,
): Omit<GenerateSWOptions, 'runtimeCaching'> & { runtimeCaching: TransferableRoute[] } {
  const runtimeCaching = (options.runtimeCaching ?? []).map(({ urlPattern, ...route }) => ({
    ...route,
    urlPattern: typeof urlPattern === 'function' ? { functionSource: urlPattern.toString() } : urlPattern,
  }));
  return { ...options, runtimeCaching };
}

const runInThread = threadPool<BuildResult>({
  source: THREAD_SOURCE,
  threads: Math.max(1, Math.min(availableParallelism(), 4)),
  workerData: { workboxBuild: createRequire(import.meta.url).resolve('workbox-build') },
  failed: (error) => new Error(`service worker: ${error ?? 'Workbox gave no result'}`),
  ended: (code) => new Error(`service worker: the Workbox thread ended (${code})`),
});

/** generateSW on a pool thread; jobs beyond the threads wait their turn in order. */
export function generateSWInThread(options: GenerateSWOptions): Promise<BuildResult> {
  return runInThread(transferable(options));
}
