/**
 * `npm run bench`: the figures of the speed targets, one line each, for the
 * demo tenant. Measured, never asserted in tests (DEVELOPERS.md).
 *
 *   shell          gzip bytes of dist/demo/m/index.html (config, theme and critical CSS inline)
 *   route JS       gzip bytes of the JavaScript a first visit to a route loads
 *   build          time of `lobby build` for 1 tenant and for 20 generated tenants, and the ratio
 *   lighthouse     mobile score, LCP, TBT and CLS of home, login and game list (scripts/bench/lighthouse.ts),
 *                  against a sandbox started here over the demo build (port LOBBY_BENCH_PORT, default 4372),
 *                  as it serves (HTTP/1.1) and behind an HTTPS front speaking HTTP/2 (needs openssl)
 *   server load    40 readers and 10 encrypted-login clients against a sandbox process (scripts/bench/server-load.ts)
 *   records nodes  DOM nodes of the account record at 26 and at 645 rows (scripts/bench/records-list-nodes.ts)
 *   preview        edit-to-visible of `lobby preview`: a saved token to the new colour in an open page (scripts/bench/preview-live.ts)
 *   onboarding     `tenant new … --serve` in a fresh project to the new site's first HTTP 200 (scripts/bench/tenant-new.ts)
 *
 * One function per figure group; main() calls them in turn.
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from '../cli/commands/build';
import { createSandbox } from '../sandbox/server';
import { selfSignedCertificate, startHttpsFront, type HttpsFront } from './bench/https-front';
import { LIGHTHOUSE_TARGETS, lighthouseFigures } from './bench/lighthouse';
import { firstRouteMeter } from '../cli/lib/first-route';
import { APP_DIR_NAME } from '../cli/lib/project';
import type { Language } from '../src/tenant/schema';
import { benchGameListScroll } from './bench/game-list-scroll';
import { benchLotteryCountdowns } from './bench/lottery-countdowns';
import { benchPreviewEditToVisible } from './bench/preview-live';
import { benchRecordsListNodes } from './bench/records-list-nodes';
import { benchServerLoad } from './bench/server-load';
import { benchTenantNew } from './bench/tenant-new';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KIB = 1024;

const line = (label: string, value: string, note = ''): void => {
  console.log(`${label.padEnd(40)} ${value.padStart(14)}${note ? `   ${note}` : ''}`);
};
const verdict = (met: boolean): string => (met ? 'met' : 'MISSED');

async function gzipBytes(file: string): Promise<number> {
  return gzipSync(await readFile(file), { level: 9 }).length;
}

interface BuildTiming {
  readonly totalMs: number;
  readonly compileMs: number;
}

async function timeBuild(cwd: string, merchants: readonly string[] | 'all', out: string): Promise<BuildTiming> {
  const started = performance.now();
  const result = await build(merchants === 'all' ? { cwd, all: true, out } : { cwd, merchants, out });
  if (result.exitCode !== 0) throw new Error(`build failed: ${result.problems.map((problem) => problem.message).join('; ')}`);
  return { totalMs: performance.now() - started, compileMs: result.compileMs };
}

/** A throw-away project with `count` copies of the demo tenant (src, cli and configs linked, not copied). */
async function projectWithTenants(count: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lobby-bench-'));
  for (const name of ['src', 'cli', 'node_modules', 'vite.config.ts', 'tsconfig.json', 'package.json']) {
    await symlink(path.join(ROOT, name), path.join(dir, name));
  }
  await cp(path.join(ROOT, 'themes'), path.join(dir, 'themes'), { recursive: true });
  await mkdir(path.join(dir, 'tenants', 'assets'), { recursive: true });
  const demo = JSON.parse(await readFile(path.join(ROOT, 'tenants', 'demo.json'), 'utf8')) as Record<string, unknown>;
  for (let index = 1; index <= count; index += 1) {
    const merchant = `bench${String(index).padStart(2, '0')}`;
    await cp(path.join(ROOT, 'tenants', 'assets', 'demo'), path.join(dir, 'tenants', 'assets', merchant), { recursive: true });
    const tenant = Object.fromEntries(Object.entries(demo).filter(([key]) => key !== '$schema'));
    Object.assign(tenant, { merchantCode: merchant, displayName: `Bench ${index}` });
    await writeFile(path.join(dir, 'tenants', `${merchant}.json`), `${JSON.stringify(tenant, null, 2)}\n`);
  }
  return dir;
}

/** Shell and first-route JS, read from a finished demo build in `out`. */
async function benchSizes(out: string): Promise<void> {
  const shell = await gzipBytes(path.join(out, 'demo', 'm', 'index.html'));
  line('shell (index.html, gzip)', `${shell.toLocaleString('en-US')} B`, `target ≤ 14,000 B ${verdict(shell <= 14_000)}`);
  const meter = await firstRouteMeter(path.join(out, APP_DIR_NAME));
  const language = await demoLanguage();
  for (const [route, label] of [
    ['home', 'home'],
    ['login', 'login'],
    ['gameList', 'game list'],
  ] as const) {
    const bytes = await meter.bytes(route, language);
    line(`first-route JS ${label} (gzip)`, `${(bytes / KIB).toFixed(1)} KiB`, `target ≤ 130 KiB ${verdict(bytes <= 130 * KIB)}`);
  }
}

async function demoLanguage(): Promise<Language> {
  const demo = JSON.parse(await readFile(path.join(ROOT, 'tenants', 'demo.json'), 'utf8')) as { languages?: { default?: Language } };
  return demo.languages?.default ?? 'PT';
}

/**
 * `lobby build` for 1 tenant and for 20 generated ones. A warm-up build first
 * (cold caches would charge the first measured build), then the best of five
 * alternating runs of each, so both sides see the same machine state. The
 * breakdown separates the fixed cost (the one compile) from the per-tenant
 * work (validation, stamps, swaps).
 */
async function benchBuild(): Promise<void> {
  // Both sides in a generated project of the same shape, so they compile the same way.
  const single = await projectWithTenants(1);
  const twenty = await projectWithTenants(20);
  try {
    const singleOut = path.join(single, 'dist');
    const twentyOut = path.join(twenty, 'dist');
    await timeBuild(single, 'all', singleOut);
    await timeBuild(twenty, 'all', twentyOut);
    const one: BuildTiming[] = [];
    const many: BuildTiming[] = [];
    for (let round = 0; round < 5; round += 1) {
      one.push(await timeBuild(single, 'all', singleOut));
      many.push(await timeBuild(twenty, 'all', twentyOut));
    }
    const best = (runs: readonly BuildTiming[]): BuildTiming => runs.reduce((a, b) => (b.totalMs < a.totalMs ? b : a));
    const oneBest = best(one);
    const manyBest = best(many);
    const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
    line('lobby build, 1 tenant', seconds(oneBest.totalMs), `compile ${seconds(oneBest.compileMs)}, rest ${seconds(oneBest.totalMs - oneBest.compileMs)}`);
    line('lobby build, 20 tenants', seconds(manyBest.totalMs), `compile ${seconds(manyBest.compileMs)}, rest ${seconds(manyBest.totalMs - manyBest.compileMs)}`);
    const ratio = manyBest.totalMs / oneBest.totalMs;
    line('ratio 20 / 1', `${ratio.toFixed(2)} ×`, `target ≤ 1.25 × ${verdict(ratio <= 1.25)}`);
  } finally {
    await rm(single, { recursive: true, force: true });
    await rm(twenty, { recursive: true, force: true });
  }
}

const BENCH_PORT = Number(process.env.LOBBY_BENCH_PORT ?? 4372);

/**
 * Lighthouse over the demo build in `out`, served by a sandbox of our own (no
 * test mode: what a visitor gets), twice: as the sandbox serves it (plain
 * HTTP/1.1) and behind an HTTPS front speaking HTTP/2, as a deployed tenant is
 * served (scripts/bench/https-front.ts). Lighthouse's simulation treats the two
 * very differently (docs/decisions.md, "Bench over both transports").
 */
async function benchLighthouse(out: string): Promise<void> {
  // createSandbox + listen rather than startSandbox: the same server without its banner in the figures.
  const sandbox = await createSandbox({ distDir: out, dataDir: 'memory', testMode: false, defaultMerchant: 'demo', logger: false });
  let front: HttpsFront | null = null;
  try {
    await sandbox.app.listen({ port: BENCH_PORT, host: '127.0.0.1' });
    front = await startHttpsFront({ upstreamPort: (sandbox.app.server.address() as AddressInfo).port, certificate: await selfSignedCertificate() });
    const transports = [
      { name: 'HTTP/2', base: `https://demo.localhost:${front.port}`, selfSignedHttps: true },
      { name: 'HTTP/1.1', base: `http://demo.localhost:${BENCH_PORT}`, selfSignedHttps: false },
    ];
    for (const { name, base, selfSignedHttps } of transports) {
      const figures = await lighthouseFigures(
        [
          { label: 'home', url: `${base}/m/home` },
          { label: 'login', url: `${base}/m/login` },
          { label: 'game list', url: `${base}/m/gameList?gameType=RNG` },
        ],
        { selfSignedHttps },
      );
      for (const page of figures) {
        const label = `lighthouse ${page.label} ${name}`;
        line(`${label} score`, `${page.score}`, `target ≥ ${LIGHTHOUSE_TARGETS.score} ${verdict(page.score >= LIGHTHOUSE_TARGETS.score)}  (median of runs ${(page.runScores ?? [page.score]).join(', ')})`);
        line(`${label} LCP`, `${(page.lcpMs / 1000).toFixed(2)} s`, `target ≤ ${LIGHTHOUSE_TARGETS.lcpMs / 1000} s ${verdict(page.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs)}${page.lcpElement ? `  (LCP element: ${page.lcpElement.slice(0, 60)})` : ''}`);
        line(`${label} TBT`, `${Math.round(page.tbtMs)} ms`, `target ≤ ${LIGHTHOUSE_TARGETS.tbtMs} ms ${verdict(page.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs)}`);
        line(`${label} CLS`, page.cls.toFixed(3), `target ≤ ${LIGHTHOUSE_TARGETS.cls} ${verdict(page.cls <= LIGHTHOUSE_TARGETS.cls)}`);
      }
    }
  } finally {
    await front?.close();
    await sandbox.close();
  }
}

async function main(): Promise<void> {
  console.log('Lobby bench — demo tenant\n');
  const out = await mkdtemp(path.join(tmpdir(), 'lobby-bench-out-'));
  try {
    await timeBuild(ROOT, ['demo'], out);
    await benchSizes(out);
    if (process.env.LOBBY_BENCH_SKIP_LIGHTHOUSE !== '1') await benchLighthouse(out);
    // Further figure groups (scripts/bench/*.ts) take the demo build in `out` and print their lines here.
    const scroll = await benchGameListScroll({ distDir: out });
    line('game list scroll, long tasks', `${scroll.longTasks} (${scroll.longTaskTotalMs.toFixed(0)} ms)`, `${scroll.tiles} tiles in ${(scroll.scrollMs / 1000).toFixed(1)} s, longest ${scroll.longestTaskMs.toFixed(0)} ms`);
    const countdowns = await benchLotteryCountdowns({ distDir: out });
    // SPEED-08: the countdowns write their own text; goal ≤ 5 ms per tick for 50 rows at 4× CPU throttle.
    line('lottery countdowns, cost per tick (goal ≤ 5 ms)', `${countdowns.costPerTickMs.toFixed(2)} ms`, `${verdict(countdowns.costPerTickMs <= 5)}; ${countdowns.countdowns} countdowns at ${countdowns.cpuThrottle}× CPU, ${countdowns.slowFrames}/${countdowns.frames} frames over 16.7 ms`);
    // SPEED-07: the account record stays flat as pages load (goal: at 645 rows at most twice the nodes at 26).
    const records = await benchRecordsListNodes({ distDir: out });
    const [few, many] = records.sizes;
    if (few && many) {
      line(`records list DOM nodes, ${many.rows} rows (goal ≤ 2× ${few.rows} rows)`, `${many.nodes}`, `${verdict(many.nodes <= 2 * few.nodes)}; ${few.nodes} nodes at ${few.rows} rows; ${many.rowsInDom} of ${many.rows} rows in the DOM`);
    }
    // OPS-04: a designer's saved token shows in an open page, without a reload, within a second.
    const edit = await benchPreviewEditToVisible({ distDir: out });
    line('preview edit-to-visible (goal ≤ 1000 ms)', `${edit.medianMs.toFixed(0)} ms`, `${verdict(edit.medianMs <= 1000)}; median of ${edit.runsMs.length} runs: ${edit.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    // OPS-01: one command from nothing to a served merchant (goal < 30 s on a 2-core machine).
    const onboarding = await benchTenantNew();
    line('tenant new --serve to HTTP 200 (goal < 30 s)', `${(onboarding.medianMs / 1000).toFixed(1)} s`, `${verdict(onboarding.medianMs < 30_000)}; median of ${onboarding.runsMs.length} runs: ${onboarding.runsMs.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s`);
    await benchBuild();
    // REL-06: reads stay fast while encrypted logins hash (goal: read p99 under 100 ms).
    const { median: load, min, max, runs } = await benchServerLoad();
    const range = (figure: 'readP99Ms' | 'loginP99Ms') => `${min[figure].toFixed(0)}–${max[figure].toFixed(0)} ms over ${runs.length} runs`;
    line('server load, read p99 (goal < 100 ms)', `${load.readP99Ms.toFixed(0)} ms`, `${verdict(load.readP99Ms < 100)}; ${range('readP99Ms')}; p50 ${load.readP50Ms.toFixed(0)} ms, ${load.reads} reads per run`);
    line('server load, login p99', `${load.loginP99Ms.toFixed(0)} ms`, `${range('loginP99Ms')}; p50 ${load.loginP50Ms.toFixed(0)} ms, ${load.logins} logins per run, ${load.requestsPerSecond.toFixed(0)} requests/s, ${load.failures} failed`);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

await main();
