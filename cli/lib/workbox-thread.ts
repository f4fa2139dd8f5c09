import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BuildResult, GenerateSWOptions, RuntimeCaching } from 'workbox-build';

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
 * same under tsx, Vitest and a compiled build (as sandbox/domain/hash-pool.ts).
 */

/** A route matcher crosses into the thread as its source: Workbox writes it into the worker file as text anyway. */
type TransferableRoute = Omit<RuntimeCaching, 'urlPattern'> & { readonly urlPattern: RegExp | string | { readonly functionSource: string } };

const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { generateSW } = require(workerData.workboxBuild);
parentPort.on('message', ({ id, options }) => {
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

const THREADS = Math.max(1, Math.min(availableParallelism(), 4));
const workboxBuild = createRequire(import.meta.url).resolve('workbox-build');

interface Reply {
  readonly id: number;
  readonly result?: BuildResult;
  readonly error?: string;
}

interface Job {
  readonly options: ReturnType<typeof transferable>;
  readonly resolve: (result: BuildResult) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  readonly thread: Worker;
  current: { readonly id: number; readonly job: Job } | null;
}

const slots: Slot[] = [];
const queue: Job[] = [];
let nextId = 0;

function transferable(options: GenerateSWOptions): Omit<GenerateSWOptions, 'runtimeCaching'> & { runtimeCaching: TransferableRoute[] } {
  const runtimeCaching = (options.runtimeCaching ?? []).map(({ urlPattern, ...route }) => ({
    ...route,
    urlPattern: typeof urlPattern === 'function' ? { functionSource: urlPattern.toString() } : urlPattern,
  }));
  return { ...options, runtimeCaching };
}

function startSlot(): Slot {
  const thread = new Worker(THREAD_SOURCE, { eval: true, workerData: { workboxBuild } });
  const slot: Slot = { thread, current: null };
  thread.on('message', (reply: Reply) => {
    const current = slot.current;
    if (current?.id !== reply.id) return;
    slot.current = null;
    // Idle: the pool never keeps a finished build's process alive.
    thread.unref();
    if (reply.result) current.job.resolve(reply.result);
    else current.job.reject(new Error(`service worker: ${reply.error ?? 'Workbox gave no result'}`));
    pump();
  });
  // A thread that dies fails its job and leaves room for a new one.
  const retire = (error: Error) => {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    slot.current?.job.reject(error);
    slot.current = null;
    pump();
  };
  thread.on('error', retire);
  thread.on('exit', (code) => retire(new Error(`service worker: the Workbox thread ended (${code})`)));
  // After the listeners: a 'message' listener refs the thread's port again.
  thread.unref();
  return slot;
}

function pump(): void {
  while (queue.length > 0) {
    let slot = slots.find((candidate) => candidate.current === null);
    if (!slot && slots.length < THREADS) {
      slot = startSlot();
      slots.push(slot);
    }
    const job = slot ? queue.shift() : undefined;
    if (!slot || !job) return;
    const id = (nextId += 1);
    slot.current = { id, job };
    // At work, a thread keeps the process alive until its answer comes.
    slot.thread.ref();
    slot.thread.postMessage({ id, options: job.options });
  }
}

/** generateSW on a pool thread; jobs beyond the threads wait their turn in order. */
export function generateSWInThread(options: GenerateSWOptions): Promise<BuildResult> {
  return new Promise((resolve, reject) => {
    queue.push({ options: transferable(options), resolve, reject });
    pump();
  });
}
