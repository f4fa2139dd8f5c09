/**
 * `npm run bench`: the figures of the speed targets (issues 15 and 35) for the demo
 * tenant, one line each — the median of the runs, its goal with met or
 * MISSED, and the min–max of the runs — in sections that print the machine's
 * load average (os.loadavg, 1/5/15 min) as they start. Everything printed
 * also goes to artifacts/bench.json (scripts/bench/figures.ts, BenchReport),
 * so two runs can be compared. Measured, never asserted in tests
 * (DEVELOPERS.md).
 *
 *   sizes        gzip bytes of the shell and first-route JS of the nine key pages (bench/sizes.ts)
 *   lighthouse   mobile score, LCP, TBT, CLS of the nine key pages (home, login, register, game list,
 *                lottery, member centre as guests; deposit and withdraw as the seeded member
 *                player1, agent home as agent1), each run in a fresh Chromium,
 *                behind an HTTPS front speaking HTTP/2 (bench/lighthouse-group.ts); with home,
 *                a naive one-page React home in the same rounds, judged pair by pair
 *                (bench/naive-reference.ts)
 *   idle         home at rest: main-thread ms per second at 4× CPU (bench/home-idle.ts)
 *   gamelist     game list DOM nodes and heap at 26 and 645 games, frames over 33 ms while
 *                scrolling at 4× CPU (bench/game-list-scroll.ts)
 *   lottery      50 countdowns: cost per tick at 4× CPU (bench/lottery-countdowns.ts)
 *   records      DOM nodes of the account record at 26 and 645 rows (bench/records-list-nodes.ts)
 *   preview      edit-to-visible of `lobby preview` (bench/preview-live.ts)
 *   onboarding   `tenant new … --serve` to the new site's first HTTP 200 (bench/tenant-new.ts)
 *   build        `lobby build` of 1, 20 and 1,000 never-built tenants: the ratio 20 / 1 and the
 *                1,000-tenant time (bench/build-timing.ts)
 *   serverload   40 readers and 10 encrypted-login clients against a sandbox (bench/server-load.ts)
 *
 * Environment (bench/settings.ts):
 *   LOBBY_BENCH_ONLY=lighthouse,idle   only these sections (names above, comma-separated)
 *   LOBBY_BENCH_RUNS=5                 runs of each timed figure (default 5)
 *   LOBBY_BENCH_LIGHTHOUSE_RUNS=5      Lighthouse runs per page (default LOBBY_BENCH_RUNS)
 *   LOBBY_BENCH_HTTP1=1                Lighthouse also over plain HTTP/1.1, as the sandbox serves
 *                                      (doubles the Lighthouse time; off by default)
 *   LOBBY_BENCH_SKIP_LIGHTHOUSE=1      leave Lighthouse out
 *   LOBBY_BENCH_PAGES=home,login       Lighthouse on these key pages only (labels as printed)
 *   LOBBY_BENCH_LHR_DIR=<dir>          keep every Lighthouse report there (long tasks, LCP phases)
 *   LOBBY_BENCH_PORT=4372              the Lighthouse sandbox's port; onboarding takes the next
 *                                      one, the server-load sandbox the one after
 *   LOBBY_BENCH_DIST=<dir>             measure this finished build (dist of `lobby build demo`)
 *                                      instead of building the demo tenant first
 *   LOBBY_BENCH_REPORT=<file>          the report's path (default artifacts/bench.json)
 *   CHROME_PATH, CHROMIUM_PATH         the Chromium (default /usr/bin/chromium)
 *
 * Two reports side by side: `npx tsx scripts/bench/compare.ts <before.json> [after.json]`.
 *
 * A full run takes about 30 minutes on a quiet 2-core machine; e.g.
 * `LOBBY_BENCH_ONLY=lighthouse,idle LOBBY_BENCH_RUNS=1 npm run bench` takes two.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '../src/tenant/schema';
import { benchBuild, timeBuild } from './bench/build-timing';
import { FigureBook, benchReport, loadText, reportJson, type LoadAverage } from './bench/figures';
import { benchLighthouse } from './bench/lighthouse-group';
import { benchLoad, benchOnboarding, benchPreview } from './bench/ops-group';
import { benchRuntime, type RuntimeSection } from './bench/runtime-group';
import { benchSettings, type SectionName } from './bench/settings';
import { benchSizes } from './bench/sizes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const settings = benchSettings(process.env, path.join(ROOT, 'artifacts', 'bench.json'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

const load = (): LoadAverage => {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return [one, five, fifteen];
};

/** Best effort: a figure of the report, never a reason to stop the bench. */
function commandOutput(command: string, args: readonly string[]): string {
  try {
    return execFileSync(command, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

async function demoLanguage(): Promise<Language> {
  const demo = JSON.parse(await readFile(path.join(ROOT, 'tenants', 'demo.json'), 'utf8')) as {
    languages?: { default?: Language };
  };
  return demo.languages?.default ?? 'PT';
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = load();
  const date = new Date().toISOString();
  const commit = commandOutput('git', ['rev-parse', 'HEAD']);
  const chromium = commandOutput(CHROMIUM, ['--version']);
  console.log(
    `Lobby bench — demo tenant — ${date}, commit ${commit.slice(0, 12)}, Node ${process.version}, ${chromium}`,
  );
  console.log(
    `load average at start ${loadText(loadAtStart)}; sections: ${[...settings.sections].join(', ')}; runs ${settings.runs}, Lighthouse runs ${settings.lighthouseRuns}`,
  );
  const book = new FigureBook({ loadAverage: load });
  const { sections, runs } = settings;
  const built = settings.dist ? null : await mkdtemp(path.join(tmpdir(), 'lobby-bench-out-'));
  const out = settings.dist ?? built ?? '';
  /** A section on its own: its title and load, then its figures; a failure is printed and reported, and the bench goes on. */
  const section = async (name: SectionName, title: string, work: () => Promise<void>): Promise<void> => {
    if (!sections.has(name)) return;
    book.section(title);
    await book.attempt(work);
  };
  try {
    if (built) await timeBuild(ROOT, ['demo'], built);
    await section('sizes', 'sizes', async () => benchSizes(book, { out, language: await demoLanguage() }));
    const transports = settings.http1 ? 'HTTP/2 and HTTP/1.1' : 'HTTP/2';
    await section('lighthouse', `lighthouse: mobile, simulated throttling, fresh Chromium per run, ${transports}`, () =>
      benchLighthouse(book, {
        distDir: out,
        port: settings.port,
        runs: settings.lighthouseRuns,
        http1: settings.http1,
        pages: settings.lighthousePages,
        reportDir: settings.lighthouseReports,
      }),
    );
    // idle, game list, lottery and records print their own sections (one Chromium for the first three).
    const runtime = new Set(
      (['idle', 'gamelist', 'lottery', 'records'] as const).filter((name: RuntimeSection) => sections.has(name)),
    );
    if (runtime.size > 0) await book.attempt(() => benchRuntime(book, { distDir: out, runs, sections: runtime }));
    await section('preview', 'preview: OPS-04', () => benchPreview(book, { distDir: out, runs }));
    await section('onboarding', 'onboarding: OPS-01', () => benchOnboarding(book, { runs, port: settings.port + 1 }));
    await section('build', 'build: 1, 20 and 1,000 never-built tenants', () => benchBuild(book, { runs }));
    await section('serverload', 'server load: REL-06', () => benchLoad(book, { runs, port: settings.port + 2 }));
  } finally {
    if (built) await rm(built, { recursive: true, force: true });
  }
  const loadAtEnd = load();
  const report = benchReport(
    { commit, date, node: process.version, chromium, loadAtStart, loadAtEnd, settings: settings.given },
    book,
  );
  await mkdir(path.dirname(settings.report), { recursive: true });
  await writeFile(settings.report, reportJson(report));
  const minutes = (performance.now() - started) / 60_000;
  console.log(`\nload average at end ${loadText(loadAtEnd)}; ${minutes.toFixed(1)} min`);
  console.log(
    `${report.goals.total - report.goals.missed.length} of ${report.goals.total} goals met${report.goals.missed.length > 0 ? `; MISSED: ${report.goals.missed.join(', ')}` : ''}`,
  );
  for (const failure of report.failures) console.log(`FAILED section ${failure.section}: ${failure.message}`);
  const relative = path.relative(process.cwd(), settings.report);
  console.log(`report: ${relative.startsWith('..') ? settings.report : relative}`);
  if (report.failures.length > 0) process.exitCode = 1;
}

await main();
