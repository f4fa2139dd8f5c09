/**
 * `npm run bench` (issue 16, REL-06): the sandbox under a mixed load on
 * loopback — 40 clients reading (hot games, member-free) and 10 clients
 * doing encrypted logins — for a fixed time, against a sandbox started in
 * its own process (so the load generator does not share its event loop).
 * Each login client uses a scope of its own per attempt, so the login rate
 * limits do not turn the logins away before they hash: the figure is the
 * worst case of real hashing. Figures: read p50/p99, login p50/p99, requests
 * per second. Measured, never asserted. The sandbox starts once; the load
 * runs `runs` times (5 by default) and each figure is the median of the runs
 * with its range.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadWindow } from './server-load-client';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLIENT = fileURLToPath(new URL('./server-load-client.ts', import.meta.url));

export interface ServerLoadFigures {
  readonly readP50Ms: number;
  readonly readP99Ms: number;
  readonly loginP50Ms: number;
  readonly loginP99Ms: number;
  readonly requestsPerSecond: number;
  readonly reads: number;
  readonly logins: number;
  readonly failures: number;
}

export const percentile = (values: readonly number[], share: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};

async function waitForHealth(origin: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/__sandbox/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('sandbox did not start');
}

export interface ServerLoadSummary {
  /** Per figure: the median of the runs, and the lowest and highest run. */
  readonly median: ServerLoadFigures;
  readonly min: ServerLoadFigures;
  readonly max: ServerLoadFigures;
  readonly runs: readonly ServerLoadFigures[];
}

const FIGURES = [
  'readP50Ms',
  'readP99Ms',
  'loginP50Ms',
  'loginP99Ms',
  'requestsPerSecond',
  'reads',
  'logins',
  'failures',
] as const;

function summarise(runs: readonly ServerLoadFigures[]): ServerLoadSummary {
  const pick = (share: number) =>
    Object.fromEntries(
      FIGURES.map((figure) => [
        figure,
        percentile(
          runs.map((run) => run[figure]),
          share,
        ),
      ]),
    ) as unknown as ServerLoadFigures;
  return { median: pick(0.5), min: pick(0), max: pick(1), runs };
}

/** One window of load, measured by a client process of its own (server-load-client.ts). */
async function measureWindow(window: LoadWindow): Promise<ServerLoadFigures> {
  const client = spawn(process.execPath, ['--import', 'tsx', CLIENT, JSON.stringify(window)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  client.stdout.setEncoding('utf8');
  client.stdout.on('data', (chunk: string) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => client.on('close', resolve));
  if (code !== 0) throw new Error(`server load client exited with ${String(code)}`);
  return JSON.parse(output) as ServerLoadFigures;
}

export async function benchServerLoad(
  options: { port?: number; seconds?: number; readers?: number; loginers?: number; runs?: number } = {},
): Promise<ServerLoadSummary> {
  const port = options.port ?? 4391;
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      LOBBY_SANDBOX_MODE: 'test',
      LOBBY_DATA_DIR: 'memory',
      LOBBY_MERCHANT: 'demo',
    },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(origin, Date.now() + 60_000);
    const runs: ServerLoadFigures[] = [];
    for (let run = 0; run < (options.runs ?? 5); run += 1) {
      runs.push(
        await measureWindow({
          origin,
          port,
          seconds: options.seconds ?? 10,
          readers: options.readers ?? 40,
          loginers: options.loginers ?? 10,
        }),
      );
    }
    return summarise(runs);
  } finally {
    child.kill('SIGINT');
  }
}
