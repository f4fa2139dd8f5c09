/**
 * `npm run bench`: the figures of the speed targets, one line each, for the
 * demo tenant. Measured, never asserted in tests (DEVELOPERS.md).
 *
 *   shell          gzip bytes of dist/demo/m/index.html (config, theme and critical CSS inline)
 *   route JS       gzip bytes of the JavaScript a first visit to a route loads
 *   build          time of `lobby build` for 1 tenant and for 20 generated tenants, and the ratio
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from '../cli/commands/build';
import { benchGameListScroll } from './bench/game-list-scroll';
import { benchLotteryCountdowns } from './bench/lottery-countdowns';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KIB = 1024;

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const line = (label: string, value: string, note = ''): void => {
  console.log(`${label.padEnd(34)} ${value.padStart(14)}${note ? `   ${note}` : ''}`);
};

async function gzipBytes(file: string): Promise<number> {
  return gzipSync(await readFile(file), { level: 9 }).length;
}

/** A chunk and everything it imports statically. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(manifest, child, seen);
  return seen;
}

/** Entry + the page chunk of the route + the default language's catalogues. */
async function routeJsBytes(appDir: string, manifest: Manifest, pageSource: string, language: string): Promise<number> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const keys = closure(manifest, entryKey);
  if (manifest[pageSource]) closure(manifest, pageSource, keys);
  for (const key of Object.keys(manifest)) {
    if (key.startsWith(`src/i18n/locales/${language}/`)) closure(manifest, key, keys);
  }
  let total = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk?.file.endsWith('.js')) total += await gzipBytes(path.join(appDir, chunk.file));
  }
  return total;
}

async function timeBuild(cwd: string, merchants: readonly string[] | 'all', out: string): Promise<number> {
  const started = performance.now();
  const result = await build(merchants === 'all' ? { cwd, all: true, out } : { cwd, merchants, out });
  if (result.exitCode !== 0) throw new Error(`build failed: ${result.problems.map((problem) => problem.message).join('; ')}`);
  return performance.now() - started;
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

async function main(): Promise<void> {
  console.log('Lobby bench — demo tenant\n');

  const out = await mkdtemp(path.join(tmpdir(), 'lobby-bench-out-'));
  const twenty = await projectWithTenants(20);
  const twentyOut = path.join(twenty, 'dist');
  // A warm-up build first (cold caches would charge the first measured build), then the
  // best of two alternating runs of each, so both sides see the same machine state.
  await timeBuild(ROOT, ['demo'], out);
  const oneTenantRuns: number[] = [];
  const twentyTenantRuns: number[] = [];
  for (let round = 0; round < 2; round += 1) {
    oneTenantRuns.push(await timeBuild(ROOT, ['demo'], out));
    twentyTenantRuns.push(await timeBuild(twenty, 'all', twentyOut));
  }
  const oneTenantMs = Math.min(...oneTenantRuns);
  const twentyTenantsMs = Math.min(...twentyTenantRuns);
  const appDir = path.join(out, '.app');
  const manifest = JSON.parse(await readFile(path.join(appDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

  const shell = await gzipBytes(path.join(out, 'demo', 'm', 'index.html'));
  line('shell (index.html, gzip)', `${shell.toLocaleString('en-US')} B`, `target ≤ 14,000 B ${shell <= 14_000 ? 'met' : 'MISSED'}`);
  for (const [route, source] of [
    ['home', 'src/features/home/home-page.tsx'],
    ['login', 'src/features/account/login-page.tsx'],
    ['game list', 'src/features/games/game-list-page.tsx'],
  ] as const) {
    const bytes = await routeJsBytes(appDir, manifest, source, 'pt');
    line(`first-route JS ${route} (gzip)`, `${(bytes / KIB).toFixed(1)} KiB`, `target ≤ 130 KiB ${bytes <= 130 * KIB ? 'met' : 'MISSED'}`);
  }

  line('lobby build, 1 tenant', `${(oneTenantMs / 1000).toFixed(2)} s`);
  line('lobby build, 20 tenants', `${(twentyTenantsMs / 1000).toFixed(2)} s`);
  const ratio = twentyTenantsMs / oneTenantMs;
  line('ratio 20 / 1', `${ratio.toFixed(2)} ×`, `target ≤ 1.25 × ${ratio <= 1.25 ? 'met' : 'MISSED'}`);

  const scroll = await benchGameListScroll({ distDir: out });
  line('game list scroll, long tasks', `${scroll.longTasks} (${scroll.longTaskTotalMs.toFixed(0)} ms)`, `${scroll.tiles} tiles in ${(scroll.scrollMs / 1000).toFixed(1)} s, longest ${scroll.longestTaskMs.toFixed(0)} ms`);
  const countdowns = await benchLotteryCountdowns({ distDir: out });
  line('lottery countdowns, cost per tick', `${countdowns.costPerTickMs.toFixed(2)} ms`, `${countdowns.countdowns} countdowns, ${countdowns.slowFrames}/${countdowns.frames} frames over 16.7 ms`);

  await rm(out, { recursive: true, force: true });
  await rm(twenty, { recursive: true, force: true });
}

await main();
