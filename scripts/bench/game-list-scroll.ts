/**
 * Scrolling the whole catalogue list (`/m/gameList?gameType=ALL`, 645 games in
 * pages of 26) in Chromium: long tasks while the user scrolls to the end and
 * the infinite scroll appends every page.
 */
import { LONG_TASK_RECORDER, openBenchBrowser } from './browser';

export interface GameListScrollFigures {
  readonly tiles: number;
  readonly scrollMs: number;
  readonly longTasks: number;
  readonly longTaskTotalMs: number;
  readonly longestTaskMs: number;
}

export async function benchGameListScroll(options: { distDir?: string; targetTiles?: number; maxMs?: number } = {}): Promise<GameListScrollFigures> {
  const bench = await openBenchBrowser(options.distDir);
  try {
    const page = await bench.context.newPage();
    await page.addInitScript(LONG_TASK_RECORDER);
    await page.goto(`${bench.origin}/m/gameList?gameType=ALL`, { waitUntil: 'networkidle' });
    const tiles = page.getByRole('list', { name: /^(Games|Jogos)$/ }).getByRole('listitem');
    await tiles.first().waitFor();
    // Measure only the scrolling: forget the tasks of the first load.
    await page.evaluate(() => {
      (window as unknown as { __longTasks: number[] }).__longTasks = [];
    });
    const target = options.targetTiles ?? 600;
    const deadline = Date.now() + (options.maxMs ?? 90_000);
    const started = Date.now();
    let count = await tiles.count();
    while (count < target && Date.now() < deadline) {
      // A finger-like scroll: wheel steps of 600 px, then a pause for the next page to come in.
      for (let step = 0; step < 6; step += 1) await page.mouse.wheel(0, 600);
      await page.waitForTimeout(250);
      count = await tiles.count();
    }
    const scrollMs = Date.now() - started;
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    return {
      tiles: count,
      scrollMs,
      longTasks: tasks.length,
      longTaskTotalMs: tasks.reduce((sum, duration) => sum + duration, 0),
      longestTaskMs: tasks.reduce((max, duration) => Math.max(max, duration), 0),
    };
  } finally {
    await bench.close();
  }
}
