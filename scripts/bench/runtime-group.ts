/**
 * The runtime sections of `npm run bench`, in one Chromium against one
 * test-mode sandbox (browser.ts), each run in a fresh context, the CPU
 * throttled 4× through CDP while measuring:
 *
 *   idle       home at rest: main-thread busy time per second (home-idle.ts)
 *   game list  DOM nodes and heap at 26 and at 645 games, slow frames while
 *              scrolling (game-list-scroll.ts)
 *   lottery    cost per tick of 50 countdowns (lottery-countdowns.ts)
 *   records    DOM nodes of the account record at 26 and 645 rows, counted once
 *              (records-list-nodes.ts, a browser of its own)
 */
import { openBenchBrowser, type BenchBrowser } from './browser';
import { summarise, type FigureBook } from './figures';
import { SLOW_FRAME_MS, gameListScrollRun, type GameListScrollRun } from './game-list-scroll';
import { homeIdleRun, type HomeIdleRun } from './home-idle';
import { lotteryCountdownsRun, type LotteryCountdownFigures } from './lottery-countdowns';
import { benchRecordsListNodes } from './records-list-nodes';

const MIB = 1024 * 1024;

export type RuntimeSection = 'idle' | 'gamelist' | 'lottery' | 'records';

async function repeat<T>(runs: number, run: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < runs; index += 1) results.push(await run());
  return results;
}

const medianText = (values: readonly number[]): string => summarise(values).median.toFixed(1);

function recordIdle(book: FigureBook, runs: readonly HomeIdleRun[]): void {
  book.add({
    name: 'home idle, main thread per second (4× CPU)',
    unit: 'ms/s',
    runs: runs.map((run) => run.busyMsPerSecond),
    digits: 1,
    // Issue 35 (issue 15 asked ≤ 5).
    goal: { op: '≤', limit: 2 },
    note: `TaskDuration over 10 s of rest after load; of which script ${medianText(runs.map((run) => run.scriptMsPerSecond))}, style+layout ${medianText(runs.map((run) => run.styleLayoutMsPerSecond))} ms/s (medians)`,
  });
}

/** The catalogue's first page and whole size in the sandbox (`gameType=ALL`): the figures' names, stable from run to run. */
const GAMES_FIRST_PAGE = 26;
const GAMES_ALL = 645;

function recordGameList(book: FigureBook, runs: readonly GameListScrollRun[]): void {
  const short = runs.filter((run) => run.gamesAtStart !== GAMES_FIRST_PAGE || run.games !== GAMES_ALL);
  // A run that did not load the whole list (slow machine, deadline) is said, not hidden.
  if (short.length > 0)
    book.note(`game list: ${short.map((run) => `a run had ${run.gamesAtStart} then ${run.games} games`).join('; ')}`);
  book.add({
    name: `game list DOM nodes, ${GAMES_FIRST_PAGE} games`,
    unit: '',
    runs: runs.map((run) => run.nodesAtStart),
  });
  book.add({ name: `game list DOM nodes, ${GAMES_ALL} games`, unit: '', runs: runs.map((run) => run.nodes) });
  book.add({
    name: 'game list DOM nodes, ratio',
    unit: '×',
    runs: runs.map((run) => run.nodes / run.nodesAtStart),
    digits: 2,
    goal: { op: '≤', limit: 2 },
    note: `nodes at ${GAMES_ALL} / nodes at ${GAMES_FIRST_PAGE} games`,
  });
  book.add({
    name: `game list JS heap, ${GAMES_FIRST_PAGE} games`,
    unit: 'MiB',
    runs: runs.map((run) => run.heapAtStartBytes / MIB),
    digits: 2,
    note: 'used, after a full GC',
  });
  book.add({
    name: `game list JS heap, ${GAMES_ALL} games`,
    unit: 'MiB',
    runs: runs.map((run) => run.heapBytes / MIB),
    digits: 2,
    note: 'used, after a full GC',
  });
  book.add({
    name: `game list scroll, frames over ${SLOW_FRAME_MS} ms (4× CPU)`,
    unit: '%',
    runs: runs.map((run) => (100 * run.slowFrames) / Math.max(1, run.frames)),
    digits: 1,
    goal: { op: '<', limit: 1 },
    note: runs
      .map(
        (run) =>
          `${run.slowFrames}/${run.frames} frames, ${(run.scrollMs / 1000).toFixed(0)} s, ${run.longTasks} long tasks (longest ${run.longestTaskMs.toFixed(0)} ms)`,
      )
      .join('; '),
  });
}

function recordLottery(book: FigureBook, runs: readonly LotteryCountdownFigures[]): void {
  const first = runs[0];
  book.add({
    name: `lottery countdowns, cost per tick (${first?.countdowns ?? '?'} rows, 4× CPU)`,
    unit: 'ms',
    runs: runs.map((run) => run.costPerTickMs),
    digits: 2,
    goal: { op: '≤', limit: 5 },
    note: `every main-thread task over ${first?.ticks ?? '?'} ticks; frames over 16.7 ms per run: ${runs.map((run) => `${run.slowFrames}/${run.frames}`).join(', ')}`,
  });
}

async function recordRecords(book: FigureBook, distDir: string): Promise<void> {
  const [few, many] = (await benchRecordsListNodes({ distDir })).sizes;
  if (!few || !many) return;
  book.add({ name: `records list DOM nodes, ${few.rows} rows`, unit: '', runs: [few.nodes] });
  book.add({
    name: `records list DOM nodes, ${many.rows} rows`,
    unit: '',
    runs: [many.nodes],
    goal: { op: '≤', limit: 2 * few.nodes },
    note: `goal: 2× the nodes at ${few.rows} rows; ${many.rowsInDom} of ${many.rows} rows in the DOM`,
  });
}

/** Runs the asked sections, each on its own: a failed one is kept in the book's failures. */
export async function benchRuntime(
  book: FigureBook,
  { distDir, runs, sections }: { distDir: string; runs: number; sections: ReadonlySet<RuntimeSection> },
): Promise<void> {
  if (sections.has('idle') || sections.has('gamelist') || sections.has('lottery')) {
    const bench: BenchBrowser = await openBenchBrowser(distDir);
    try {
      if (sections.has('idle')) {
        book.section('idle: home with its carousels at rest');
        await book.attempt(async () => recordIdle(book, await repeat(runs, () => homeIdleRun(bench))));
      }
      if (sections.has('gamelist')) {
        book.section('game list: /m/gameList?gameType=ALL');
        await book.attempt(async () =>
          recordGameList(book, await repeat(runs, () => gameListScrollRun(bench, { targetGames: GAMES_ALL }))),
        );
      }
      if (sections.has('lottery')) {
        book.section('lottery: 50 countdowns on /m/lottery');
        await book.attempt(async () => recordLottery(book, await repeat(runs, () => lotteryCountdownsRun(bench))));
      }
    } finally {
      await bench.close();
    }
  }
  if (sections.has('records')) {
    book.section('records: the account record');
    await book.attempt(() => recordRecords(book, distDir));
  }
}
