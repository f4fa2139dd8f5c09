/**
 * Shared set-up of the browser benches: a test-mode sandbox with an
 * in-memory database on a free port serving a built `dist`, and Debian's
 * Chromium through playwright-core (the e2e tests use the same binary).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices, type Browser, type BrowserContext } from 'playwright-core';
import { startSandbox } from '../../sandbox/server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BenchBrowser {
  readonly origin: string;
  readonly context: BrowserContext;
  close(): Promise<void>;
}

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
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const opened = browser;
    return {
      origin: `http://demo.localhost:${port}`,
      context,
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
