import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { readAppEntry } from '../lib/app-manifest';
import { viteCompile, type CompileApp } from '../lib/compile';
import { cachedCompile } from '../lib/compile-cache';
import { swapIntoPlace } from '../lib/files';
import { firstRouteMeter } from '../lib/first-route';
import type { ServerLayout } from '../lib/nginx-server';
import { CliError, type Problem } from '../lib/problems';
import { APP_DIR_NAME, DEFAULT_OUT_DIR, listMerchants, requireMerchants, TRASH_DIR_NAME } from '../lib/project';
import { buildCaches } from '../lib/build-cache';
import { workerTemplateFor } from '../lib/service-worker';
import { compiledTree } from '../lib/stamp';
import { progressClock, stampAll } from '../lib/stamp-run';
import { SITE_BASE } from '../lib/view-model';
import { validateProject } from '../lib/validation';

interface BuildOptions {
  /** Project root (tenants/, themes/, src/, vite.config.ts). */
  readonly cwd: string;
  readonly merchants?: readonly string[];
  readonly all?: boolean;
  /** Output folder, relative to cwd or absolute; `dist` by default. */
  readonly out?: string;
  /** The shared compile; Vite unless a test stands in a fake. */
  readonly compile?: CompileApp;
  /** Include the theme gallery page (/m/__gallery) in every stamped tenant; production builds leave it out. */
  readonly gallery?: boolean;
  /** Where the operator's nginx keeps the sites and TLS files; the generated server blocks point there. */
  readonly serverLayout?: ServerLayout;
  /** Progress lines (one per step and tenant). */
  readonly onProgress?: (line: string) => void;
  /** Where drawn art and the service worker template are kept between builds; `node_modules/.cache/lobby` by default. */
  readonly cacheDir?: string;
}

interface TenantBuild {
  readonly merchant: string;
  /** `<out>/<merchant>` */
  readonly dir: string;
  readonly files: number;
  readonly bytes: number;
  readonly htmlGzipBytes: number;
  /** Gzip bytes of the JavaScript a first visit to home loads in the tenant's default language (cli/lib/first-route.ts). */
  readonly firstRouteJsGzipBytes: number;
  readonly ms: number;
}

export interface BuildResult {
  readonly exitCode: 0 | 1;
  /** Validation problems; when there are any, nothing was compiled or written. */
  readonly problems: readonly Problem[];
  readonly outDir: string;
  readonly buildId: string | null;
  readonly compileMs: number;
  readonly tenants: readonly TenantBuild[];
  readonly totalMs: number;
}

function selectMerchants(options: BuildOptions): string[] {
  const named = options.merchants ?? [];
  if (options.all && named.length > 0) throw new CliError('Name merchants or pass --all, not both.');
  if (options.all) {
    const every = listMerchants(options.cwd);
    if (every.length === 0) throw new CliError('tenants/ holds no tenant files; nothing to build.');
    return every;
  }
  if (named.length === 0) {
    throw new CliError(
      `Name the merchants to build or pass --all (known merchants: ${listMerchants(options.cwd).join(', ') || 'none'}).`,
    );
  }
  return requireMerchants(options.cwd, named);
}

const elapsed = (start: number): number => Math.round(performance.now() - start);

/**
 * `lobby build [merchant...] | --all [--out dir]`: validate the tenants, then
 * one compile shared by all of them, then a stamp per tenant written to a
 * temporary folder and moved into `<out>/<merchant>` only once every stamp
 * succeeded, so a failure leaves every earlier output as it was.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const progress = options.onProgress ?? (() => undefined);
  const merchants = selectMerchants(options);
  const outDir = path.resolve(options.cwd, options.out ?? DEFAULT_OUT_DIR);
  const empty = { outDir, buildId: null, compileMs: 0, tenants: [] };

  const report = await validateProject(options.cwd, merchants);
  if (report.problems.length > 0) {
    return { ...empty, exitCode: 1, problems: report.problems, totalMs: elapsed(started) };
  }
  progress(`validated ${merchants.length} tenant(s): ${merchants.join(', ')}`);

  const appDir = path.join(outDir, APP_DIR_NAME);
  // The outputs the previous build replaced are removed while Vite compiles (its work is in native
  // threads): deleting ~50 files per tenant is most of the per-tenant cost of a rebuild, and here it
  // overlaps the one fixed cost instead of adding to it. This build's replaced outputs go there next.
  const trashDir = path.join(outDir, TRASH_DIR_NAME);
  const emptyingTrash = rm(trashDir, { recursive: true, force: true });
  // Tenant-free, so made (or read from the cache) while Vite compiles: Workbox's bundler on its own thread.
  const caches = buildCaches(options.cwd, options.cacheDir);
  const workerTemplate = options.gallery ? Promise.resolve(null) : workerTemplateFor(SITE_BASE, caches.serviceWorker);
  workerTemplate.catch(() => undefined);
  const compileStarted = performance.now();
  let reused = '';
  // Vite's compile is kept by a content hash of its inputs (cli/lib/compile-cache.ts); a test's stand-in is not.
  const compile =
    options.compile ??
    cachedCompile(viteCompile, {
      onOutcome: (outcome) => {
        if (outcome.reused) reused = ` (reused the compile of the same sources, ${outcome.hash})`;
      },
    });
  progress('compiling the app once for every tenant…');
  try {
    await compile({ cwd: path.resolve(options.cwd), outDir: appDir });
  } finally {
    await emptyingTrash;
  }
  const compileMs = elapsed(compileStarted);
  progress(`compiled in ${compileMs} ms${reused}`);

  const entry = readAppEntry(appDir);
  const buildId = createHash('sha256').update(entry.manifestText).digest('hex').slice(0, 12);
  // Fixed cost, paid once whatever the number of tenants: the compile's file list and sizes, and the chunk sizes.
  const [tree, meter] = await Promise.all([compiledTree(appDir), firstRouteMeter(appDir)]);
  const eta = progressClock(report.valid.length);
  const staged = await stampAll({
    outDir,
    tenants: report.valid,
    shared: {
      cwd: options.cwd,
      appDir,
      shared: tree,
      entry,
      buildId,
      gallery: options.gallery ?? false,
      ...(options.serverLayout ? { serverLayout: options.serverLayout } : {}),
      workerTemplate: await workerTemplate,
      artCacheDir: caches.art,
    },
    onStamped: (tenant, stamped) =>
      progress(
        `${eta.tick()} stamped ${tenant.merchant} (${stamped.files} files, ${Math.round(stamped.ms)} ms)${eta.left()}`,
      ),
  });
  const builds: TenantBuild[] = await Promise.all(
    staged.map(async ({ tenant, stamped }) => ({
      merchant: tenant.merchant,
      dir: path.join(outDir, tenant.merchant),
      files: stamped.files,
      bytes: stamped.bytes,
      htmlGzipBytes: stamped.htmlGzipBytes,
      firstRouteJsGzipBytes: await meter.bytes('home', tenant.tenant.languages.default),
      ms: Math.round(stamped.ms),
    })),
  );
  // Each swap touches only its own tenant's folder, so they run side by side too.
  await Promise.all(staged.map(({ temp }, index) => swapIntoPlace(temp, builds[index]?.dir ?? temp, trashDir)));

  return {
    exitCode: 0,
    problems: [],
    outDir,
    buildId,
    compileMs,
    tenants: builds,
    totalMs: elapsed(started),
  };
}

const number = (value: number): string => value.toLocaleString('en-US');

/** The summary table printed after a build. */
export function formatBuildSummary(result: BuildResult): string {
  const header = ['tenant', 'files', 'bytes', 'html gzip', 'first-route JS gzip', 'time'];
  const rows = result.tenants.map((tenant) => [
    tenant.merchant,
    number(tenant.files),
    number(tenant.bytes),
    number(tenant.htmlGzipBytes),
    number(tenant.firstRouteJsGzipBytes),
    `${tenant.ms} ms`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    `${result.tenants.length} tenant(s) from one compile (${result.compileMs} ms) in ${result.totalMs} ms → ${result.outDir}`,
  ].join('\n');
}
