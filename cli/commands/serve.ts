import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CompileApp } from '../lib/compile';
import { opsTokenFor, rememberOpsUrl } from '../lib/ops-credentials';
import { CliError, type Problem } from '../lib/problems';
import { DEFAULT_OUT_DIR, projectPaths, requireMerchants, TEMPLATES_DIR, TOOL_ROOT } from '../lib/project';
import { SITE_DIR } from '../lib/stamp';
import { build, type BuildResult } from './build';

/** The contract of sandbox/server.ts (written alongside; loaded at run time). */
export interface SandboxOptions {
  readonly port?: number;
  readonly host?: string;
  readonly distDir?: string;
  readonly tenantsDir?: string;
  readonly defaultMerchant?: string;
  readonly testMode?: boolean;
  readonly dataDir?: string;
  /** OPS-16: opens the operator page; the CLI keeps one per project (cli/lib/ops-credentials.ts). */
  readonly opsToken?: string;
}
export interface SandboxHandle {
  readonly url: string;
  close(): Promise<void>;
}
export type StartSandbox = (options: SandboxOptions) => Promise<SandboxHandle>;

export const DEFAULT_PORT = 4300;

interface ServeOptions {
  readonly cwd: string;
  readonly merchant: string;
  readonly port?: number;
  readonly testMode?: boolean;
  readonly out?: string;
  /** Passed to the build when one is needed. */
  readonly compile?: CompileApp;
  /** sandbox/server.ts `startSandbox` unless a test stands in another. */
  readonly startSandbox?: StartSandbox;
  readonly onProgress?: (line: string) => void;
}

interface ServeResult {
  readonly exitCode: 0 | 1;
  readonly problems: readonly Problem[];
  /** Why a build ran ('' when the stamp was up to date). */
  readonly rebuiltBecause: string;
  readonly build: BuildResult | null;
  readonly sandbox: SandboxHandle | null;
}

function newestFile(dir: string): { file: string; mtimeMs: number } | null {
  let newest: { file: string; mtimeMs: number } | null = null;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return null;
  }
  for (const entry of entries) {
    const child = path.join(dir, entry.name);
    const candidate = entry.isDirectory()
      ? newestFile(child)
      : entry.isFile()
        ? { file: child, mtimeMs: statSync(child).mtimeMs }
        : null;
    if (candidate && (!newest || candidate.mtimeMs > newest.mtimeMs)) newest = candidate;
  }
  return newest;
}

/** Why `<out>/<merchant>` must be rebuilt, or '' when it is newer than every input. */
export function staleReason(cwd: string, outDir: string, merchant: string): string {
  const paths = projectPaths(cwd);
  const index = path.join(outDir, merchant, SITE_DIR, 'index.html');
  let builtAt: number;
  try {
    builtAt = statSync(index).mtimeMs;
  } catch {
    return `${paths.relative(index)} does not exist`;
  }
  for (const dir of [path.join(paths.root, 'src'), paths.tenantsDir, paths.themesDir, TEMPLATES_DIR]) {
    const newest = newestFile(dir);
    if (newest && newest.mtimeMs > builtAt)
      return `${path.relative(paths.root, newest.file)} changed since the last build`;
  }
  return '';
}

export async function loadSandbox(): Promise<StartSandbox> {
  const file = path.join(TOOL_ROOT, 'sandbox', 'server.ts');
  if (!existsSync(file)) throw new CliError(`${file} does not exist yet: the sandbox is needed to serve a tenant.`);
  const loaded: unknown = await import(pathToFileURL(file).href);
  const start =
    typeof loaded === 'object' && loaded !== null ? (loaded as Record<string, unknown>).startSandbox : undefined;
  if (typeof start !== 'function') throw new CliError(`${file} does not export startSandbox().`);
  return start as StartSandbox;
}

/**
 * `lobby serve <merchant> [--port] [--test-mode]`: builds the tenant when its
 * stamp is missing or older than any source, then starts the sandbox serving it.
 */
export async function serve(options: ServeOptions): Promise<ServeResult> {
  const [merchant] = requireMerchants(options.cwd, [options.merchant]);
  if (merchant === undefined) throw new CliError('Name the merchant to serve.');
  const outDir = path.resolve(options.cwd, options.out ?? DEFAULT_OUT_DIR);
  const reason = staleReason(options.cwd, outDir, merchant);
  let built: BuildResult | null = null;
  if (reason) {
    options.onProgress?.(`building ${merchant}: ${reason}`);
    built = await build({
      cwd: options.cwd,
      merchants: [merchant],
      out: outDir,
      compile: options.compile,
      onProgress: options.onProgress,
    });
    if (built.exitCode !== 0)
      return { exitCode: 1, problems: built.problems, rebuiltBecause: reason, build: built, sandbox: null };
  }
  const start = options.startSandbox ?? (await loadSandbox());
  const opsToken = await opsTokenFor(options.cwd);
  const sandbox = await start({
    opsToken,
    port: options.port ?? DEFAULT_PORT,
    distDir: outDir,
    tenantsDir: projectPaths(options.cwd).tenantsDir,
    defaultMerchant: merchant,
    testMode: options.testMode ?? false,
  });
  // `lobby vitals` asks this sandbox unless told another.
  await rememberOpsUrl(options.cwd, opsToken, new URL(sandbox.url).origin);
  return { exitCode: 0, problems: [], rebuiltBecause: reason, build: built, sandbox };
}
