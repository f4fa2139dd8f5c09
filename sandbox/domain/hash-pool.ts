import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Issue 16 (REL-06): where password hashes are computed. scrypt is CPU work
 * measured in tens of milliseconds; on libuv's pool it competes on equal
 * terms with the event loop that serves every read, so a login flood held
 * reads' p99 over 100 ms on a 2-core machine. Here it runs in worker threads
 * (one core less than the machine has) that lower their own scheduling
 * priority (nice 10; Linux keeps nice per thread): when the CPU is contended
 * the kernel serves reads first and logins wait — never the other way round.
 *
 * The worker's code is plain JavaScript evaluated in place, so the pool works
 * the same under tsx, Vitest and a compiled build.
 */

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { setPriority } = require('node:os');
try { setPriority(0, 10); } catch { /* not permitted here: hashing still works at normal priority */ }
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
`;

interface ScryptJob {
  readonly password: string;
  readonly salt: Buffer;
  readonly keyLength: number;
  readonly options: { readonly N: number; readonly r: number; readonly p: number };
}

interface Reply {
  readonly id: number;
  readonly key?: Uint8Array;
  readonly error?: string;
}

interface Task {
  readonly job: ScryptJob;
  readonly resolve: (key: Buffer) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  readonly worker: Worker;
  /** The job it is hashing, with the id its answer carries. */
  current: { readonly id: number; readonly task: Task } | null;
}

export const HASH_THREADS = Math.max(1, availableParallelism() - 1);

let nextId = 0;
const slots: Slot[] = [];
const queue: Task[] = [];

function startSlot(): Slot {
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  const slot: Slot = { worker, current: null };
  worker.on('message', (reply: Reply) => {
    const current = slot.current;
    if (current?.id !== reply.id) return;
    slot.current = null;
    // Idle again: let the process end if nothing else is going on.
    worker.unref();
    if (reply.key) current.task.resolve(Buffer.from(reply.key));
    else current.task.reject(new Error(reply.error ?? 'scrypt failed'));
    pump();
  });
  // A thread that dies fails its job (the caller answers an error) and leaves room for a new one.
  const retire = (error: Error) => {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    slot.current?.task.reject(error);
    slot.current = null;
    pump();
  };
  worker.on('error', retire);
  worker.on('exit', (code) => retire(new Error(`hash thread exited (${code})`)));
  // An idle pool never keeps the process alive: after the listeners, since a 'message' listener refs the thread's port again.
  worker.unref();
  return slot;
}

function pump(): void {
  while (queue.length > 0) {
    let slot = slots.find((candidate) => candidate.current === null);
    if (!slot && slots.length < HASH_THREADS) {
      slot = startSlot();
      slots.push(slot);
    }
    const task = slot ? queue.shift() : undefined;
    if (!slot || !task) return;
    const id = (nextId += 1);
    slot.current = { id, task };
    // A thread at work keeps the process alive until its answer comes (a script awaiting a login must not just end).
    slot.worker.ref();
    slot.worker.postMessage({ id, password: task.job.password, salt: task.job.salt, keyLength: task.job.keyLength, options: task.job.options });
  }
}

/** scrypt on a low-priority worker thread; jobs beyond the threads wait their turn in order. */
export function scryptInPool(job: ScryptJob): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    queue.push({ job, resolve, reject });
    pump();
  });
}
