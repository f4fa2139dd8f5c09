import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { threadPool } from '../../tooling/thread-pool';
import { resvgOptions } from '../../tooling/svg-png';

/**
 * The build's drawings (art-cache.ts) on worker threads, one per core
 * (issue 35): a banner is 15–25 ms of resvg's CPU, the rest of a stamp is
 * mostly file work, so a build of many brands keeps every core drawing while
 * its own thread writes. The threads' code is plain JavaScript (the pool's
 * rule, tooling/thread-pool.ts) that loads resvg and nothing else, so a
 * thread starts in a fraction of a stamp; they render with svg-png.ts's own
 * options, so a drawing is the same on a thread as off it.
 */

const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Resvg } = require(workerData.resvg);
parentPort.on('message', ({ id, input }) => {
  try {
    const png = new Resvg(input.svg, input.options).render().asPng();
    parentPort.postMessage({ id, result: png });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

const drawInThread = threadPool<Uint8Array>({
  source: THREAD_SOURCE,
  threads: Math.max(1, Math.min(availableParallelism(), 4)),
  workerData: { resvg: createRequire(import.meta.url).resolve('@resvg/resvg-js') },
  failed: (error) => new Error(`drawing: ${error ?? 'resvg gave no image'}`),
  ended: (code) => new Error(`drawing: the drawing thread ended (${code})`),
});

/** The SVG as PNG (at its own size), drawn on a pool thread. */
export async function svgToPngInThread(svg: string): Promise<Buffer> {
  const png = await drawInThread({ svg, options: resvgOptions() });
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}
