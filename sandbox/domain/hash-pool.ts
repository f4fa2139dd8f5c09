import { availableParallelism } from 'node:os';
import { threadPool } from '../../tooling/thread-pool.ts';

/**
 * Issue 16 (REL-06): where password hashes are computed. scrypt is CPU work
 * measured in tens of milliseconds; on libuv's pool it competes on equal
 * terms with the event loop that serves every read, so a login flood held
 * reads' p99 over 100 ms on a 2-core machine. Here it runs in worker threads
 * (one core less than the machine has) that lower their own scheduling
 * priority (nice 10; Linux keeps nice per thread): when the CPU is contended
 * the kernel serves reads first and logins wait — never the other way round.
 *
 * The pool itself (queue, threads started on demand, a dead thread's job
 * failed) is tooling/thread-pool.ts, which the CLI's Workbox threads share.
 */

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { setPriority } = require('node:os');
try { setPriority(0, 10); } catch { /* not permitted here: hashing still works at normal priority */ }
parentPort.on('message', ({ id, input: { password, salt, keyLength, options } }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, options);
    parentPort.postMessage({ id, result: key });
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

export const HASH_THREADS = Math.max(1, availableParallelism() - 1);

const hashInThread = threadPool<Uint8Array>({
  source: WORKER_SOURCE,
  threads: HASH_THREADS,
  // The caller answers an error.
  failed: (error) => new Error(error ?? 'scrypt failed'),
  ended: (code) => new Error(`hash thread exited (${code})`),
});

/** scrypt on a low-priority worker thread; jobs beyond the threads wait their turn in order. */
export async function scryptInPool(job: ScryptJob): Promise<Buffer> {
  // The key crosses back from the thread as a plain Uint8Array.
  return Buffer.from(await hashInThread(job));
}
