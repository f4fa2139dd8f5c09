/**
 * `lobby build` for 1 tenant and for 20 generated ones (goal: 20 tenants take
 * at most 1.25 × the time of 1), each compiling afresh (timeBuild's `fresh`). Both sides build a generated project of the
 * same shape (copies of the demo tenant; src, cli and configs linked), so
 * they compile the same way. A warm-up build of each first (cold caches would
 * charge the first measured build), then `runs` alternating rounds, so both
 * sides see the same machine state; the figures are the median and min–max
 * of the rounds, the ratio is taken round by round. The breakdown separates
 * the fixed cost (the one compile) from the per-tenant work (validation,
 * stamps, swaps).
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

/**
 * One `lobby build`. `fresh`: Vite compiles every time, as a build of changed
 * sources does; the compile cache (cli/lib/compile-cache.ts) would otherwise
 * turn the fixed cost into a copy and the ratio into a measure of stamping alone.
 */
export async function timeBuild(
  cwd: string,
  merchants: readonly string[] | 'all',
  out: string,
  { fresh = false } = {},
): Promise<BuildTiming> {
  const started = performance.now();
  const compile = fresh ? { compile: viteCompile } : {};
  const result = await build(
    merchants === 'all' ? { cwd, all: true, out, ...compile } : { cwd, merchants, out, ...compile },
  );
  if (result.exitCode !== 0)
    throw new Error(`build failed: ${result.problems.map((problem) => problem.message).join('; ')}`);
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
    await cp(path.join(ROOT, 'tenants', 'assets', 'demo'), path.join(dir, 'tenants', 'assets', merchant), {
      recursive: true,
    });
    const tenant = Object.fromEntries(Object.entries(demo).filter(([key]) => key !== '$schema'));
    Object.assign(tenant, { merchantCode: merchant, displayName: `Bench ${index}` });
    await writeFile(path.join(dir, 'tenants', `${merchant}.json`), `${JSON.stringify(tenant, null, 2)}\n`);
  }
  return dir;
}

export async function benchBuild(book: FigureBook, { runs }: { runs: number }): Promise<void> {
  const single = await projectWithTenants(1);
  const twenty = await projectWithTenants(20);
  try {
    const singleOut = path.join(single, 'dist');
    const twentyOut = path.join(twenty, 'dist');
    await timeBuild(single, 'all', singleOut, { fresh: true });
    await timeBuild(twenty, 'all', twentyOut, { fresh: true });
    const one: BuildTiming[] = [];
    const many: BuildTiming[] = [];
    for (let round = 0; round < runs; round += 1) {
      one.push(await timeBuild(single, 'all', singleOut, { fresh: true }));
      many.push(await timeBuild(twenty, 'all', twentyOut, { fresh: true }));
    }
    const seconds = (timings: readonly BuildTiming[], part: (timing: BuildTiming) => number) =>
      timings.map((timing) => part(timing) / 1000);
    const breakdown = (timings: readonly BuildTiming[]) => {
      const compile = summarise(seconds(timings, (timing) => timing.compileMs)).median;
      const rest = summarise(seconds(timings, (timing) => timing.totalMs - timing.compileMs)).median;
      return `compile ${compile.toFixed(2)} s, rest ${rest.toFixed(2)} s (medians)`;
    };
    book.add({
      name: 'lobby build, 1 tenant',
      unit: 's',
      runs: seconds(one, (timing) => timing.totalMs),
      digits: 2,
      note: breakdown(one),
    });
    book.add({
      name: 'lobby build, 20 tenants',
      unit: 's',
      runs: seconds(many, (timing) => timing.totalMs),
      digits: 2,
      note: breakdown(many),
    });
    const ratios = many.map((timing, round) => timing.totalMs / (one[round]?.totalMs ?? Number.NaN));
    book.add({
      name: 'lobby build, ratio 20 / 1',
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
}
