import { existsSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { CompileApp } from '../lib/compile';
import { formatProblem } from '../lib/problems';
import { APP_DIR_NAME, DEFAULT_OUT_DIR, projectPaths, requireMerchants } from '../lib/project';
import { build } from './build';
import { serve, type SandboxHandle, type StartSandbox } from './serve';

/**
 * `lobby preview <merchant>`: serves the tenant and re-stamps it whenever a
 * token file, its tenant file or its assets change — without compiling the
 * app again (the compile does not depend on tenants or themes). A token
 * edit is in the served page after one reload, typically within a fraction
 * of a second (the time is printed).
 */

export interface PreviewOptions {
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
  readonly url: string | null;
  /** Re-stamps now (what a file change triggers); resolves with the time taken, or null when the files have problems. */
  restamp(): Promise<number | null>;
  close(): Promise<void>;
}

/** The stamp alone: the existing compile in <out>/.app is reused as it is. */
const keepCompile: CompileApp = () => Promise.resolve();

export async function preview(options: PreviewOptions): Promise<PreviewHandle> {
  const [merchant] = requireMerchants(options.cwd, [options.merchant]);
  if (merchant === undefined) throw new Error('Name the merchant to preview.');
  const progress = options.onProgress ?? (() => undefined);
  const outDir = path.resolve(options.cwd, options.out ?? DEFAULT_OUT_DIR);
  const served = await serve({
    cwd: options.cwd,
    merchant,
    ...(options.port === undefined ? {} : { port: options.port }),
    out: outDir,
    ...(options.compile ? { compile: options.compile } : {}),
    ...(options.startSandbox ? { startSandbox: options.startSandbox } : {}),
    onProgress: progress,
  });
  if (served.exitCode !== 0) {
    for (const problem of served.problems) progress(formatProblem(problem));
    throw new Error(`${merchant} does not build; fix the problems above and run lobby preview again.`);
  }
  const sandbox: SandboxHandle | null = served.sandbox;
  if (!existsSync(path.join(outDir, APP_DIR_NAME))) throw new Error(`no compile in ${outDir}; run lobby build ${merchant}`);

  const restamp = async (): Promise<number | null> => {
    const started = performance.now();
    const result = await build({ cwd: options.cwd, merchants: [merchant], out: outDir, compile: keepCompile, gallery: true });
    if (result.exitCode !== 0) {
      for (const problem of result.problems) progress(formatProblem(problem));
      progress('not re-stamped: fix the problems above (the last good stamp stays served)');
      return null;
    }
    const ms = Math.round(performance.now() - started);
    progress(`re-stamped ${merchant} in ${ms} ms — reload the page`);
    return ms;
  };

  // The designer's build includes the theme gallery (/m/__gallery): stamp it in before the first visit.
  await restamp();

  const paths = projectPaths(options.cwd);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const onChange = (): void => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void restamp(), options.debounceMs ?? 80);
  };
  const watchers: FSWatcher[] = [
    watch(paths.themesDir, onChange),
    watch(paths.tenantFile(merchant), onChange),
    ...(existsSync(paths.assetsDir(merchant)) ? [watch(paths.assetsDir(merchant), { recursive: true }, onChange)] : []),
  ];
  progress(`previewing ${merchant}${sandbox ? ` at ${sandbox.url}` : ''}: edit themes/*.tokens.json or tenants/${merchant}.json, then reload; every component in the theme at /m/__gallery`);

  return {
    url: sandbox?.url ?? null,
    restamp,
    close: async () => {
      if (timer) clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      await sandbox?.close();
    },
  };
}
