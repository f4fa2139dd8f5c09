import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * OPS-01 in the bench: `lobby tenant new <merchant> --yes --name … --primary …
 * --fix --serve` in a fresh project (the app's sources and packages linked,
 * no tenant yet), timed from the command's start to the first HTTP 200 of
 * the new site. The compile cache is shared through node_modules, as it is on
 * an operator's machine after the first build; each run is a new merchant.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LINKED = [
  'src',
  'cli',
  'sandbox',
  'node_modules',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

export interface TenantNewTiming {
  readonly runsMs: readonly number[];
}

async function freshProject(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lobby-bench-new-'));
  for (const name of LINKED) await symlink(path.join(ROOT, name), path.join(dir, name));
  await cp(path.join(ROOT, 'themes'), path.join(dir, 'themes'), { recursive: true });
  await mkdir(path.join(dir, 'tenants'), { recursive: true });
  return dir;
}

async function servedWithin(url: string, deadline: number): Promise<boolean> {
  while (performance.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function oneRun(index: number, port: number): Promise<number> {
  const project = await freshProject();
  const merchant = `benchnew${index}`;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'cli', 'bin.js'),
      'tenant',
      'new',
      merchant,
      '--yes',
      '--name',
      `Bench New ${index}`,
      '--primary',
      '#0a7cff',
      '--fix',
      '--serve',
      '--port',
      String(port),
    ],
    { cwd: project, stdio: 'ignore' },
  );
  try {
    // The sandbox answers for a merchant by its host name (<merchant>.localhost), which fetch cannot resolve: the default merchant is the new one.
    if (!(await servedWithin(`http://127.0.0.1:${port}/m/home`, started + 120_000)))
      throw new Error(`tenant new ${merchant} was not served within 120 s`);
    return performance.now() - started;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(project, { recursive: true, force: true });
  }
}

export async function benchTenantNew(
  options: { readonly runs?: number; readonly port?: number } = {},
): Promise<TenantNewTiming> {
  const runsMs: number[] = [];
  for (let index = 1; index <= (options.runs ?? 5); index += 1) runsMs.push(await oneRun(index, options.port ?? 4381));
  return { runsMs };
}
