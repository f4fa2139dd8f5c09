import { createRequire } from 'node:module';
import type { BuildResult, GenerateSWOptions, RuntimeCaching } from 'workbox-build';
import { threadPool } from '../../tooling/thread-pool';

/**
 * Workbox's generateSW (the build's worker template,
 * cli/lib/service-worker-template.ts) runs on a thread, for two reasons. Its
 * bundler (Rollup, Babel, Terser) is seconds of CPU, made while Vite compiles
 * on the build's own thread. And its Terser plugin
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
  // One template a build.
  threads: 1,
  workerData: { workboxBuild: createRequire(import.meta.url).resolve('workbox-build') },
  failed: (error) => new Error(`service worker: ${error ?? 'Workbox gave no result'}`),
  ended: (code) => new Error(`service worker: the Workbox thread ended (${code})`),
});

/** generateSW on a pool thread; jobs beyond the threads wait their turn in order. */
export function generateSWInThread(options: GenerateSWOptions): Promise<BuildResult> {
  return runInThread(transferable(options));
}
