/**
 * Shared set-up of the browser benches: a test-mode sandbox with an
 * in-memory database on a free port serving a built `dist`, and Debian's
 * Chromium through playwright-core (the e2e tests use the same binary).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { startSandbox } from '../../sandbox/server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BenchBrowser {
  readonly origin: string;
  readonly context: BrowserContext;
  /** A page in a context of its own (no storage, cache or renderer shared with the runs before). */
  freshPage(): Promise<Page>;
  close(): Promise<void>;
}

/** Debian's Chromium (CHROMIUM_PATH) as the e2e tests run it. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/** A mobile (Pixel 7) context. */
export const mobileContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({ ...devices['Pixel 7'] });

export async function openBenchBrowser(distDir: string = path.join(ROOT, 'dist')): Promise<BenchBrowser> {
  // The sandbox prints its banner; the bench prints only its figures.
  const log = console.log;
  console.log = () => undefined;
  const sandbox = await startSandbox({ port: 0, testMode: true, dataDir: 'memory', distDir }).finally(() => {
    console.log = log;
  });
  const port = new URL(sandbox.url).port;
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const context = await mobileContext(browser);
    const opened = browser;
    return {
      origin: `http://demo.localhost:${port}`,
      context,
      freshPage: async () => (await mobileContext(opened)).newPage(),
      close: async () => {
        await opened.close();
        await sandbox.close();
      },
    };
  } catch (error) {
    await browser?.close();
    await sandbox.close();
    throw error;
  }
}

/** Collects the page's long tasks (> 50 ms main-thread blocks) from the moment it loads. */
export const LONG_TASK_RECORDER = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

/** Main-thread time so far (ms) of the named Performance.getMetrics durations (seconds in CDP). */
export async function mainThreadMs(session: CDPSession, names: readonly string[]): Promise<number> {
  const { metrics } = await session.send('Performance.getMetrics');
  return names.reduce((sum, name) => sum + (metrics.find((entry) => entry.name === name)?.value ?? 0), 0) * 1000;
}

/** The page's JS heap in use (bytes) after a full garbage collection, and its DOM element count. */
export async function heapAndNodes(page: Page, session: CDPSession): Promise<{ heapBytes: number; nodes: number }> {
  await session.send('HeapProfiler.collectGarbage');
  const { metrics } = await session.send('Performance.getMetrics');
  const heapBytes = metrics.find((entry) => entry.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
  return { heapBytes, nodes: await page.evaluate(() => document.getElementsByTagName('*').length) };
}

/**
 * Records the gaps between animation frames (ms) in window.__frameGaps until
 * FRAME_GAPS_TAKE hands them over. Text for page.evaluate: tsx's name helpers
 * do not exist inside the page.
 */
export const FRAME_GAPS_START = `(() => {
  const gaps = [];
  window.__frameGaps = gaps;
  let last = performance.now();
  const frame = (now) => {
    gaps.push(now - last);
    last = now;
    if (window.__frameGaps === gaps) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;
export const FRAME_GAPS_TAKE = `(() => { const gaps = window.__frameGaps ?? []; window.__frameGaps = null; return gaps; })()`;
