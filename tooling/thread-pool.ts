import { Worker } from 'node:worker_threads';

/**
 * A small pool of worker threads that all run one piece of plain JavaScript,
 * evaluated in place so that it runs the same under tsx, Vitest and a
 * compiled build. The stamp's Workbox threads (cli/lib/workbox-thread.ts) and
 * the sandbox's password hashing (sandbox/domain/hash-pool.ts) are two pools.
 *
 * The threads' code answers each message `{ id, input }` with `{ id, result }`
 * or `{ id, error }` (a text). Jobs beyond the threads wait their turn in
 * order; a thread that dies fails its job and leaves room for a new one. An
 * idle pool never keeps the process alive, but a thread at work does until
 * its answer comes (a script awaiting a login or a stamp must not just end).
 *
 * It sits beside the sandbox because both the sandbox and the CLI (which
 * already loads the sandbox) use it; the sandbox never depends on the CLI.
 */

export interface ThreadPoolOptions {
  /** The threads' code, CommonJS (`require('node:worker_threads')`). */
  readonly source: string;
  /** How many threads at the most; they start as jobs come. */
  readonly threads: number;
  readonly workerData?: unknown;
  /** What a job's caller gets when its thread answers without a result (`error` is the thread's text, if any). */
  readonly failed: (error: string | undefined) => Error;
  /** What a job's caller gets when its thread ends before answering. */
  readonly ended: (exitCode: number) => Error;
}

interface Reply<Output> {
  readonly id: number;
  readonly result?: Output;
  readonly error?: string;
}

interface Job<Output> {
  /** Anything structured clone copies: the thread gets it as `input`. */
  readonly input: unknown;
  readonly resolve: (result: Output) => void;
  readonly reject: (error: Error) => void;
}

interface Slot<Output> {
  readonly thread: Worker;
  /** The job it is running, with the id its answer carries. */
  current: { readonly id: number; readonly job: Job<Output> } | null;
}

/** A function that runs one job on the pool's threads (its caller types the input). */
export function threadPool<Output>(options: ThreadPoolOptions): (input: unknown) => Promise<Output> {
  const slots: Slot<Output>[] = [];
  const queue: Job<Output>[] = [];
  let nextId = 0;

  const startSlot = (): Slot<Output> => {
    const thread = new Worker(options.source, { eval: true, workerData: options.workerData });
    const slot: Slot<Output> = { thread, current: null };
    thread.on('message', (reply: Reply<Output>) => {
      const current = slot.current;
      if (current?.id !== reply.id) return;
      slot.current = null;
      // Idle again: let the process end if nothing else is going on.
      thread.unref();
      if (reply.result !== undefined) current.job.resolve(reply.result);
      else current.job.reject(options.failed(reply.error));
      pump();
    });
    const retire = (error: Error) => {
      const index = slots.indexOf(slot);
      if (index < 0) return;
      slots.splice(index, 1);
      slot.current?.job.reject(error);
      slot.current = null;
      pump();
    };
    thread.on('error', retire);
    thread.on('exit', (code) => retire(options.ended(code)));
    // After the listeners, since a 'message' listener refs the thread's port again.
    thread.unref();
    return slot;
  };

  const pump = (): void => {
    while (queue.length > 0) {
      let slot = slots.find((candidate) => candidate.current === null);
      if (!slot && slots.length < options.threads) {
        slot = startSlot();
        slots.push(slot);
      }
      const job = slot ? queue.shift() : undefined;
      if (!slot || !job) return;
      const id = (nextId += 1);
      slot.current = { id, job };
      slot.thread.ref();
      slot.thread.postMessage({ id, input: job.input });
    }
  };

  return (input) =>
    new Promise<Output>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      pump();
    });
}
