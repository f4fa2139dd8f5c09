/**
 * The naive reference page of issue 35 (naive-home/): built with Vite into a
 * temporary folder, given the demo's own welcome banner and a game list as a
 * JSON file, and served by a plain static server — as a one-page React app is
 * commonly deployed. lighthouse-group.ts measures it in the same rounds as the
 * product's home, each run of one beside a run of the other.
 */
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FigureBook } from './figures';
import type { LighthousePageRuns } from './lighthouse';
import { buildReferenceApp } from './reference-build';

const SOURCE_DIR = fileURLToPath(new URL('./naive-home/', import.meta.url));
/** The banner the demo's home shows first, from the bench's own build. */
const BANNER_IN_BUILD = path.join('demo', 'm', 'brand', 'banners', 'pt-welcome.png');
const GAME_COUNT = 12;

/** The naive page's label in the rounds (not a key page: it carries no goal of its own). */
export const NAIVE_LABEL = 'naive home';

/**
 * The naive reference's own figures (no goals), then home's TBT minus the
 * naive page's run by run: each pair was measured one after the other, so the
 * machine's load falls on both alike (issue 35: home's TBT no more than the
 * naive page's).
 */
export function recordNaiveReference(
  book: FigureBook,
  transport: string,
  naive: LighthousePageRuns,
  home: LighthousePageRuns,
): void {
  const name = (metric: string) => `lighthouse ${NAIVE_LABEL} ${transport} ${metric}`;
  book.add({ name: name('score'), unit: '', runs: naive.runs.map((run) => run.score) });
  book.add({ name: name('LCP'), unit: 's', runs: naive.runs.map((run) => run.lcpMs / 1000), digits: 2 });
  book.add({ name: name('TBT'), unit: 'ms', runs: naive.runs.map((run) => run.tbtMs) });
  book.add({
    name: `lighthouse home − naive ${transport} TBT`,
    unit: 'ms',
    runs: home.runs.map((run, index) => run.tbtMs - (naive.runs[index]?.tbtMs ?? Number.NaN)),
    goal: { op: '≤', limit: 0 },
    note: 'home minus the naive page, pair by pair',
  });
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
};

export interface NaiveReference {
  /** http://127.0.0.1:<port>, the page at `/`. */
  readonly port: number;
  close(): Promise<void>;
}

/** Answers files of `dir`; any other path gets index.html, as a one-page app's host does. */
function staticServer(dir: string): Server {
  return createServer((request, response) => {
    const wanted = path.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = path.join(dir, wanted);
    const inside = file.startsWith(dir + path.sep) && path.extname(file) in CONTENT_TYPES;
    const served = inside ? file : path.join(dir, 'index.html');
    readFile(served).then(
      (body) => {
        response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(served)] ?? 'text/plain' });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
}

/** Builds the naive page beside the demo build in `distDir` and serves it on a free loopback port. */
export async function startNaiveReference(distDir: string): Promise<NaiveReference> {
  const outDir = await buildReferenceApp(SOURCE_DIR, 'lobby-naive-home-');
  try {
    await copyFile(path.join(distDir, BANNER_IN_BUILD), path.join(outDir, 'banner.png'));
    const games = Array.from({ length: GAME_COUNT }, (_, index) => ({
      id: index + 1,
      name: `Game ${index + 1}`,
      hue: (index * 47) % 360,
    }));
    await writeFile(path.join(outDir, 'home.json'), JSON.stringify({ banner: '/banner.png', games }));
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  const server = staticServer(outDir);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Chromium keeps its connections open; close() alone would wait for them.
      server.closeAllConnections();
      await closed;
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
