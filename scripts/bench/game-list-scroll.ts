/**
 * The whole catalogue list (`/m/gameList?gameType=ALL`, 645 games in pages of
 * 26) in Chromium, per run in a fresh context:
 *
 * - DOM nodes (elements) and JS heap in use (after a full GC) with the first
 *   page of 26 games loaded, and again once the infinite scroll has appended
 *   every page (SPEED-04 goal: nodes at 645 at most twice the nodes at 26);
 * - while scrolling to the end with the CPU throttled 4× (CDP
 *   Emulation.setCPUThrottlingRate), the gap between animation frames: the
 *   share of frames over 33 ms (goal under 1 %), and the long tasks.
 *
 * The list says how many games it holds in `data-loaded` (only the rows near
 * the screen are in the DOM).
 */
import type { Page } from 'playwright-core';
import { FRAME_GAPS_START, FRAME_GAPS_TAKE, LONG_TASK_RECORDER, heapAndNodes, type BenchBrowser } from './browser';

export interface GameListScrollRun {
  readonly gamesAtStart: number;
  readonly nodesAtStart: number;
  readonly heapAtStartBytes: number;
  readonly games: number;
  readonly nodes: number;
  readonly heapBytes: number;
  readonly scrollMs: number;
  readonly frames: number;
  readonly slowFrames: number;
  readonly longTasks: number;
  readonly longestTaskMs: number;
}

export const SLOW_FRAME_MS = 33;

/**
 * How many games the list holds, read with one plain DOM query. The loop asks after every burst of wheel steps, with
 * the CPU throttled: a Playwright locator ran its selector engine in the page each time (a frame over 33 ms of its
 * own, about one point of the slow-frame share), so the figure measured the bench as well as the list.
 */
const loaded = (page: Page): Promise<number> =>
  page.evaluate(() => Number(document.querySelector('[role="list"][data-loaded]')?.getAttribute('data-loaded') ?? 0));

export async function gameListScrollRun(
  bench: BenchBrowser,
  options: { targetGames?: number; maxMs?: number; cpuThrottle?: number } = {},
): Promise<GameListScrollRun> {
  const page = await bench.freshPage();
  try {
    await page.addInitScript(LONG_TASK_RECORDER);
    await page.goto(`${bench.origin}/m/gameList?gameType=ALL`, { waitUntil: 'networkidle' });
    await page.locator('[role="list"][data-loaded] [role="listitem"]').first().waitFor();
    const session = await page.context().newCDPSession(page);
    await session.send('Performance.enable');
    const gamesAtStart = await loaded(page);
    const start = await heapAndNodes(page, session);
    // Measure only the scrolling: forget the tasks of the first load.
    await page.evaluate(() => {
      (window as unknown as { __longTasks: number[] }).__longTasks = [];
    });
    await session.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottle ?? 4 });
    const viewport = page.viewportSize() ?? { width: 400, height: 800 };
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    const target = options.targetGames ?? 645;
    const deadline = Date.now() + (options.maxMs ?? 120_000);
    const started = Date.now();
    await page.evaluate(FRAME_GAPS_START);
    let games = gamesAtStart;
    let still = 0;
    while (games < target && still < 12 && Date.now() < deadline) {
      // A finger-like scroll: wheel steps of 600 px, then a pause for the next page to come in.
      for (let step = 0; step < 6; step += 1) await page.mouse.wheel(0, 600);
      await page.waitForTimeout(250);
      const now = await loaded(page);
      still = now === games ? still + 1 : 0;
      games = now;
    }
    const scrollMs = Date.now() - started;
    const gaps = await page.evaluate<number[]>(FRAME_GAPS_TAKE);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    // Let the virtualiser settle on where the page now is.
    await page.waitForTimeout(500);
    const end = await heapAndNodes(page, session);
    return {
      gamesAtStart,
      nodesAtStart: start.nodes,
      heapAtStartBytes: start.heapBytes,
      games,
      nodes: end.nodes,
      heapBytes: end.heapBytes,
      scrollMs,
      frames: gaps.length,
      slowFrames: gaps.filter((gap) => gap > SLOW_FRAME_MS).length,
      longTasks: tasks.length,
      longestTaskMs: tasks.reduce((max, duration) => Math.max(max, duration), 0),
    };
  } finally {
    await page.context().close();
  }
}
