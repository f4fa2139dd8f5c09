import { existsSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pageEntry } from '../../src/tenant/page-table';
import { SITE_ROOT } from '../../src/tenant/route-table';
import { runtimeConfigFromTenant, serialiseRuntimeConfig } from '../../src/tenant/runtime-config';
import type { CompileApp } from '../lib/compile';
import { startLiveServer, type LiveServer, type PreviewUpdate } from '../lib/preview-live';
import { formatProblem } from '../lib/problems';
import { APP_DIR_NAME, DEFAULT_OUT_DIR, projectPaths, requireMerchants } from '../lib/project';
import { resolvedColor, themeCss } from '../lib/themes';
import { validateProject, type ValidTenant } from '../lib/validation';
import { build } from './build';
import { DEFAULT_PORT, loadSandbox, serve, type SandboxHandle, type StartSandbox } from './serve';

/**
 * `lobby preview <merchant>`: serves the tenant live (OPS-04). The sandbox
 * runs on a port of its own behind the live server (lib/preview-live.ts),
 * which open pages hold an event stream to. When a token file, the tenant
 * file or its assets change, the edit is checked and pushed: the pages swap
 * their theme CSS and runtime config without a reload, in well under a
 * second. Then the tenant is re-stamped without compiling the app again, so
 * a reload or a new visitor gets the same. Problems are printed and nothing
 * is pushed: the pages keep the last good version.
 */

interface PreviewOptions {
  /** The project root: tenants/, themes/ and the output folder are read from here (tests use a copy). */
  readonly cwd: string;
  readonly merchant: string;
  readonly port?: number;
  readonly out?: string;
  readonly compile?: CompileApp;
  readonly startSandbox?: StartSandbox;
  readonly onProgress?: (line: string) => void;
  /** Debounce of file events (editors write in several steps). */
  readonly debounceMs?: number;
}

export interface PreviewHandle {
  /** Where to open the tenant (the live server). */
  readonly url: string;
  /** Checks the files and pushes them to the open pages: resolves with the time taken, or null when the files have problems. */
  push(): Promise<number | null>;
  /** Re-stamps now; resolves with the time taken, or null when the files have problems. */
  restamp(): Promise<number | null>;
  /** How many pages hold the event stream. */
  openPages(): number;
  close(): Promise<void>;
}

/** The stamp alone: the existing compile in <out>/.app is reused as it is. */
const keepCompile: CompileApp = () => Promise.resolve();

/** The parts of the stamp an edit can change, computed as the stamp computes them (cli/lib/view-model.ts). */
function previewUpdate(valid: ValidTenant, buildId: string): PreviewUpdate {
  return {
    css: themeCss(valid.theme),
    config: serialiseRuntimeConfig(runtimeConfigFromTenant(valid.tenant, { buildId, gallery: true })),
    themeColor: resolvedColor(valid.theme, 'color.bg.header'),
  };
}

/**
 * The sandbox on a free port of its own. Its banner (addresses, seed
 * accounts) is held back and printed once the live server listens, with the
 * sandbox's port replaced by the live server's: the addresses to open.
 */
function sandboxBehind(start: StartSandbox | undefined, banner: unknown[][]): StartSandbox {
  return async (sandboxOptions) => {
    const print = console.log;
    console.log = (...parts: unknown[]) => void banner.push(parts);
    try {
      return await (start ?? (await loadSandbox()))({ ...sandboxOptions, port: 0 });
    } finally {
      console.log = print;
    }
  };
}

function printBanner(banner: readonly unknown[][], sandboxUrl: string, liveUrl: string): void {
  const internal = `:${new URL(sandboxUrl).port}`;
  const external = `:${new URL(liveUrl).port}`;
  for (const parts of banner)
    console.log(...parts.map((part) => (typeof part === 'string' ? part.split(internal).join(external) : part)));
}

export async function preview(options: PreviewOptions): Promise<PreviewHandle> {
  const [merchant] = requireMerchants(options.cwd, [options.merchant]);
  if (merchant === undefined) throw new Error('Name the merchant to preview.');
  const progress = options.onProgress ?? (() => undefined);
  const outDir = path.resolve(options.cwd, options.out ?? DEFAULT_OUT_DIR);
  const banner: unknown[][] = [];
  const served = await serve({
    cwd: options.cwd,
    merchant,
    out: outDir,
    ...(options.compile ? { compile: options.compile } : {}),
    startSandbox: sandboxBehind(options.startSandbox, banner),
    onProgress: progress,
  });
  if (served.exitCode !== 0 || !served.sandbox) {
    for (const problem of served.problems) progress(formatProblem(problem));
    throw new Error(`${merchant} does not build; fix the problems above and run lobby preview again.`);
  }
  const sandbox: SandboxHandle = served.sandbox;
  if (!existsSync(path.join(outDir, APP_DIR_NAME)))
    throw new Error(`no compile in ${outDir}; run lobby build ${merchant}`);
  let liveServer: LiveServer;
  try {
    liveServer = await startLiveServer({ port: options.port ?? DEFAULT_PORT, upstream: sandbox.url });
  } catch (error) {
    await sandbox.close();
    throw error;
  }
  printBanner(banner, sandbox.url, liveServer.url);

  let buildId = served.build?.buildId ?? null;
  const restamp = async (): Promise<number | null> => {
    const started = performance.now();
    const result = await build({
      cwd: options.cwd,
      merchants: [merchant],
      out: outDir,
      compile: keepCompile,
      gallery: true,
    });
    if (result.exitCode !== 0) {
      for (const problem of result.problems) progress(formatProblem(problem));
      progress('not re-stamped: fix the problems above (the last good stamp stays served)');
      return null;
    }
    buildId = result.buildId ?? buildId;
    const ms = Math.round(performance.now() - started);
    progress(`re-stamped ${merchant} in ${ms} ms`);
    return ms;
  };

  const push = async (): Promise<number | null> => {
    const started = performance.now();
    const report = await validateProject(options.cwd, [merchant]);
    const [valid] = report.valid;
    if (report.problems.length > 0 || !valid || buildId === null) {
      for (const problem of report.problems) progress(formatProblem(problem));
      progress('not pushed: fix the problems above (open pages keep the last good version)');
      return null;
    }
    const pages = liveServer.push(previewUpdate(valid, buildId));
    const ms = Math.round(performance.now() - started);
    progress(`pushed to ${pages} open page(s) in ${ms} ms`);
    return ms;
  };

  // The designer's build includes the theme gallery (/m/__gallery): stamp it in before the first visit.
  await restamp();

  // A push never waits for a stamp (a stamp takes seconds, a push a fraction of one): pushes go one after the other,
  // and a good push asks for a stamp, which runs once more when edits arrived while it ran.
  let pushing: Promise<unknown> = Promise.resolve();
  let stamping: Promise<void> | null = null;
  // Set by other callbacks while a stamp awaits, so it is read through a function (no narrowing across the await).
  const stampRequest = { again: false };
  const stampWantedAgain = (): boolean => stampRequest.again;
  const scheduleRestamp = (): void => {
    if (stamping) {
      stampRequest.again = true;
      return;
    }
    stamping = (async () => {
      do {
        stampRequest.again = false;
        await restamp();
      } while (stampWantedAgain());
    })().finally(() => {
      stamping = null;
    });
  };
  const paths = projectPaths(options.cwd);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const onChange = (): void => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      pushing = pushing.then(push).then((ms) => {
        if (ms !== null) scheduleRestamp();
      });
    }, options.debounceMs ?? 40);
  };
  const watchers: FSWatcher[] = [
    watch(paths.themesDir, onChange),
    watch(paths.tenantFile(merchant), onChange),
    ...(existsSync(paths.assetsDir(merchant)) ? [watch(paths.assetsDir(merchant), { recursive: true }, onChange)] : []),
  ];
  progress(
    `previewing ${merchant} at ${liveServer.url}${SITE_ROOT}/ (live): edit themes/*.tokens.json or tenants/${merchant}.json and open pages update without a reload; every component in the theme at ${pageEntry('gallery').path ?? ''}`,
  );

  return {
    url: liveServer.url,
    push,
    restamp,
    openPages: () => liveServer.openPages(),
    close: async () => {
      if (timer) clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      await pushing.catch(() => undefined);
      await stamping?.catch(() => undefined);
      await liveServer.close();
      await sandbox.close();
    },
  };
}
