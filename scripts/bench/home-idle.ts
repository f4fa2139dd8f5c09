/**
 * Home at rest (issue 15 asked "home with its carousels ≤ 5 ms of main thread per
 * second"): `/m/home` loads in a fresh context and settles (network idle, then
 * 2 s more), the CPU is throttled 4× (CDP Emulation.setCPUThrottlingRate), and
 * for `seconds` (10 by default) nothing is done to the page. The figure is the
 * renderer main thread's busy time over that window per second: the delta of
 * Performance.getMetrics TaskDuration (every task the main thread ran: script,
 * style, layout, paint, GC), divided by the seconds; the script share
 * (ScriptDuration) and the style and layout share are kept beside it. The
 * durations are wall time of the renderer's tasks: a loaded machine makes
 * them longer (the bench prints the load average per section).
 */
import { mainThreadMs, type BenchBrowser } from './browser';

export interface HomeIdleRun {
  /** Main-thread busy time per second of rest (ms/s). */
  readonly busyMsPerSecond: number;
  /** Of which script, and style with layout (ms/s). */
  readonly scriptMsPerSecond: number;
  readonly styleLayoutMsPerSecond: number;
}

const PARTS = {
  busy: ['TaskDuration'],
  script: ['ScriptDuration'],
  styleLayout: ['RecalcStyleDuration', 'LayoutDuration'],
} as const;

export async function homeIdleRun(bench: BenchBrowser, { seconds = 10, cpuThrottle = 4 } = {}): Promise<HomeIdleRun> {
  const page = await bench.freshPage();
  try {
    await page.goto(`${bench.origin}/m/home`, { waitUntil: 'networkidle' });
    const session = await page.context().newCDPSession(page);
    await session.send('Performance.enable');
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    await page.waitForTimeout(2000);
    const read = async () => ({
      busy: await mainThreadMs(session, PARTS.busy),
      script: await mainThreadMs(session, PARTS.script),
      styleLayout: await mainThreadMs(session, PARTS.styleLayout),
    });
    const before = await read();
    await page.waitForTimeout(seconds * 1000);
    const after = await read();
    const perSecond = (part: keyof typeof PARTS) => (after[part] - before[part]) / seconds;
    return {
      busyMsPerSecond: perSecond('busy'),
      scriptMsPerSecond: perSecond('script'),
      styleLayoutMsPerSecond: perSecond('styleLayout'),
    };
  } finally {
    await page.context().close();
  }
}
