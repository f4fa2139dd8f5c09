/**
 * OPS-04 "preview edit-to-visible": `lobby preview demo` over a copy of the
 * project's tenants/ and themes/ (the real files are never touched), a page
 * open in Chromium, and a designer's edit — a new brand colour saved to the
 * brand file. The time runs from the save to the frame in which the page's
 * computed --lby-color-bg-brand is the new colour, with no navigation.
 * Goal ≤ 1000 ms; the bench reports the median and min–max of the runs.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from '../../cli/commands/preview';
import type { CompileApp } from '../../cli/lib/compile';
import { APP_DIR_NAME } from '../../cli/lib/project';
import { hexToDtcgColor } from '../../cli/lib/token-color';
import { startSandbox } from '../../sandbox/server';
import { launchChromium, mobileContext } from './browser';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface PreviewEditFigures {
  readonly runsMs: readonly number[];
}

/** A brand colour per run, each different from the last (and light enough to pass the contrast gate on demo's dark page). */
const RUN_COLOURS = [
  '#4fc3f7',
  '#ffb74d',
  '#81c784',
  '#f48fb1',
  '#ce93d8',
  '#fff176',
  '#80deea',
  '#ffab91',
  '#aed581',
] as const;
const runColour = (run: number): string => RUN_COLOURS[run % RUN_COLOURS.length] ?? '#4fc3f7';

export async function benchPreviewEditToVisible(options: {
  distDir: string;
  runs?: number;
}): Promise<PreviewEditFigures> {
  const project = await mkdtemp(path.join(tmpdir(), 'lobby-bench-preview-'));
  const brandFile = path.join(project, 'themes', 'lobby.tokens.json');
  // The compile of the demo build in distDir stands in for Vite: the preview only stamps.
  const reuseCompile: CompileApp = async ({ outDir }) =>
    cp(path.join(options.distDir, APP_DIR_NAME), outDir, { recursive: true });
  // An in-memory database: the bench leaves no sandbox data behind.
  const inMemorySandbox: typeof startSandbox = (sandboxOptions) =>
    startSandbox({ ...sandboxOptions, dataDir: 'memory' });
  const log = console.log;
  console.log = () => undefined; // the sandbox's banner: the bench prints only its figures
  let handle: Awaited<ReturnType<typeof preview>> | null = null;
  const browser = await launchChromium();
  try {
    for (const folder of ['tenants', 'themes'])
      await cp(path.join(ROOT, folder), path.join(project, folder), { recursive: true });
    handle = await preview({
      cwd: project,
      merchant: 'demo',
      port: 0,
      compile: reuseCompile,
      startSandbox: inMemorySandbox,
    });
    console.log = log;
    const context = await mobileContext(browser);
    const page = await context.newPage();
    await page.goto(`${handle.url}/m/home`);
    await page.waitForFunction(() => document.documentElement.dataset.lobbyPreviewConnected === 'true');
    const brand = JSON.parse(readFileSync(brandFile, 'utf8')) as { primitive: Record<string, unknown> };
    const runsMs: number[] = [];
    for (let run = 0; run < (options.runs ?? 7); run += 1) {
      const colour = runColour(run);
      brand.primitive.color = { brand: { main: { $value: hexToDtcgColor(colour) } } };
      const saved = performance.now();
      await writeFile(brandFile, `${JSON.stringify(brand, null, 2)}\n`);
      await page.waitForFunction(
        (expected) =>
          getComputedStyle(document.documentElement).getPropertyValue('--lby-color-bg-brand').trim() === expected,
        colour,
        { polling: 'raf', timeout: 10_000 },
      );
      runsMs.push(performance.now() - saved);
      // Let the re-stamp that follows a push finish, so each run starts from a quiet preview.
      await page.waitForTimeout(1500);
    }
    return { runsMs };
  } finally {
    console.log = log;
    await browser.close();
    await handle?.close();
    await rm(project, { recursive: true, force: true });
  }
}
