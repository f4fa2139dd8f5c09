/**
 * `lobby build` of tenants that were never built before, as on a clean CI
 * checkout (issue 35): each measured build compiles afresh (timeBuild's
 * `fresh`), writes into an output folder of its own and starts from an empty
 * build cache (no service worker template, no drawn art), so nothing a
 * build can reuse between builds is there. Three sizes:
 *
 *   1 tenant, 20 tenants   goal: 20 take at most 1.25 × the time of 1 (the ratio is taken round by round)
 *   1,000 tenants          goal: at most 60 s on the bench machine (2 cores)
 *
 * Every side builds a generated project of the same shape (copies of the demo
 * tenant under their own merchant codes and names; src, cli and configs
 * linked), so they compile the same way. Copies of one template share their
 * drawn art (cli/lib/art-cache.ts); docs/decisions.md gives what a fleet of
 * distinct brands costs. A warm-up build of the small sides first (cold file
 * caches would charge the first measured build), then `runs` alternating
 * rounds, so both sides see the same machine state; the 1,000-tenant builds
 * run after. The notes separate the fixed cost (the one compile) from the
 * per-tenant work (validation, stamps, swaps).
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../cli/commands/build';
import { viteCompile } from '../../cli/lib/compile';
import { summarise, type FigureBook } from './figures';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BuildTiming {
  readonly totalMs: number;
  readonly compileMs: number;
}

interface TimeBuildOptions {
  /** Vite compiles every time, as a build of changed sources does (the compile cache would turn the fixed cost into a copy). */
  readonly fresh?: boolean;
  /** The build cache (cli/lib/build-cache.ts); the project's own when absent. */
  readonly cacheDir?: string;
  readonly onProgress?: (line: string) => void;
}

/** One `lobby build`. */
export async function timeBuild(
  cwd: string,
  merchants: readonly string[] | 'all',
  out: string,
  { fresh = false, cacheDir, onProgress }: TimeBuildOptions = {},
): Promise<BuildTiming> {
  const started = performance.now();
  const options = {
    cwd,
    out,
    ...(fresh ? { compile: viteCompile } : {}),
    ...(cacheDir ? { cacheDir } : {}),
    ...(onProgress ? { onProgress } : {}),
  };
  const result = await build(merchants === 'all' ? { ...options, all: true } : { ...options, merchants });
  if (result.exitCode !== 0)
    throw new Error(`build failed: ${result.problems.map((problem) => problem.message).join('; ')}`);
  return { totalMs: performance.now() - started, compileMs: result.compileMs };
}

/** A never-built build of every tenant of `project`: a fresh compile, an empty cache and output folder (removed after, untimed). */
async function timeNeverBuilt(project: string, onProgress?: (line: string) => void): Promise<BuildTiming> {
  const scratch = await mkdtemp(path.join(project, 'never-built-'));
  try {
    return await timeBuild(project, 'all', path.join(scratch, 'dist'), {
      fresh: true,
      cacheDir: path.join(scratch, 'cache'),
      ...(onProgress ? { onProgress } : {}),
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
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
  const digits = String(count).length;
  for (let index = 1; index <= count; index += 1) {
    const merchant = `bench${String(index).padStart(digits, '0')}`;
    await cp(path.join(ROOT, 'tenants', 'assets', 'demo'), path.join(dir, 'tenants', 'assets', merchant), {
      recursive: true,
    });
    const tenant = Object.fromEntries(Object.entries(demo).filter(([key]) => key !== '$schema'));
    Object.assign(tenant, { merchantCode: merchant, displayName: `Bench ${index}` });
    await writeFile(path.join(dir, 'tenants', `${merchant}.json`), `${JSON.stringify(tenant, null, 2)}\n`);
  }
  return dir;
}

const seconds = (timings: readonly BuildTiming[], part: (timing: BuildTiming) => number): number[] =>
  timings.map((timing) => part(timing) / 1000);

const breakdown = (timings: readonly BuildTiming[]): string => {
  const compile = summarise(seconds(timings, (timing) => timing.compileMs)).median;
  const rest = summarise(seconds(timings, (timing) => timing.totalMs - timing.compileMs)).median;
  return `compile ${compile.toFixed(2)} s, rest ${rest.toFixed(2)} s (medians)`;
};

/** The tenants of the large side (issue 35). */
export const FLEET = 1000;

export async function benchBuild(
  book: FigureBook,
  { runs, fleet = FLEET }: { runs: number; fleet?: number },
): Promise<void> {
  const single = await projectWithTenants(1);
  const twenty = await projectWithTenants(20);
  try {
    await timeNeverBuilt(single);
    await timeNeverBuilt(twenty);
    const one: BuildTiming[] = [];
    const many: BuildTiming[] = [];
    for (let round = 0; round < runs; round += 1) {
      one.push(await timeNeverBuilt(single));
      many.push(await timeNeverBuilt(twenty));
    }
    book.add({
      name: 'lobby build, 1 never-built tenant',
      unit: 's',
      runs: seconds(one, (timing) => timing.totalMs),
      digits: 2,
      note: breakdown(one),
    });
    book.add({
      name: 'lobby build, 20 never-built tenants',
      unit: 's',
      runs: seconds(many, (timing) => timing.totalMs),
      digits: 2,
      note: breakdown(many),
    });
    const ratios = many.map((timing, round) => timing.totalMs / (one[round]?.totalMs ?? Number.NaN));
    book.add({
      name: 'lobby build, ratio 20 / 1 (never built)',
      unit: '×',
      runs: ratios,
      digits: 2,
      goal: { op: '≤', limit: 1.25 },
      note: 'per round',
    });
  } finally {
    await rm(single, { recursive: true, force: true });
    await rm(twenty, { recursive: true, force: true });
  }
  const large = await projectWithTenants(fleet);
  try {
    const timings: BuildTiming[] = [];
    for (let round = 0; round < runs; round += 1) {
      // The build's own progress, thinned to every tenth of the fleet: what an operator watches.
      const step = Math.max(1, Math.round(fleet / 10));
      timings.push(
        await timeNeverBuilt(large, (line) => {
          const done = /^\[(\d+)\//.exec(line)?.[1];
          if (done !== undefined && Number(done) % step === 0) book.note(`  round ${round + 1}: ${line}`);
        }),
      );
    }
    book.add({
      name: `lobby build, ${fleet.toLocaleString('en-US')} never-built tenants`,
      unit: 's',
      runs: seconds(timings, (timing) => timing.totalMs),
      digits: 1,
      goal: { op: '≤', limit: 60 },
      note: breakdown(timings),
    });
  } finally {
    await rm(large, { recursive: true, force: true });
  }
}
