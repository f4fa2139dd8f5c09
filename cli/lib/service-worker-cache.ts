import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GenerateSWOptions } from 'workbox-build';

/**
 * OPS-06: generated workers kept by content, beside the compile cache
 * (compile-cache.ts). Workbox bundles every worker it writes (Rollup, Babel,
 * Terser: about a second of CPU per tenant), while a rebuild usually changes
 * nothing a tenant's worker holds; then the stamp copies the worker it made
 * last time. The newest few entries per merchant are kept.
 */

export const defaultServiceWorkerCache = (cwd: string): string =>
  path.join(path.resolve(cwd), 'node_modules', '.cache', 'lobby', 'service-worker');
/** Per merchant: enough for a couple of output folders built in turn. */
const KEPT_PER_MERCHANT = 3;

const require = createRequire(import.meta.url);
/** A new Workbox writes different workers from the same options. */
const WORKBOX_VERSION = (
  require(path.join(path.dirname(require.resolve('workbox-build')), '..', 'package.json')) as { version: string }
).version;

/** The options as text: patterns and matchers as their source (as Workbox writes them), the folders left out (a stamp's temp folder differs every time). */
function optionsText(options: GenerateSWOptions): string {
  return JSON.stringify({ ...options, swDest: null, globDirectory: null }, (_key, value: unknown) =>
    value instanceof RegExp || typeof value === 'function' ? String(value) : value,
  );
}

/** What the worker is made of: Workbox's version, the options and every precached file's bytes; null when a file cannot be read (Workbox then says which). */
export async function workerKey(
  options: GenerateSWOptions,
  siteDir: string,
  files: readonly string[],
): Promise<string | null> {
  const hash = createHash('sha256').update(WORKBOX_VERSION).update('\0').update(optionsText(options));
  const contents = await Promise.all(files.map((file) => readFile(path.join(siteDir, file)).catch(() => null)));
  if (contents.includes(null)) return null;
  files.forEach((file, index) =>
    hash
      .update('\0')
      .update(file)
      .update('\0')
      .update(contents[index] ?? ''),
  );
  return hash.digest('hex').slice(0, 24);
}

const entryName = (merchant: string, key: string): string => `${merchant}-${key}.js`;

/** Copies the cached worker to `target`; false when there is none for this key. */
export async function restoreWorker(cacheDir: string, merchant: string, key: string, target: string): Promise<boolean> {
  try {
    await copyFile(path.join(cacheDir, entryName(merchant, key)), target);
    return true;
  } catch {
    return false;
  }
}

/** Keeps `source` in the cache (written aside, then renamed: a parallel reader never sees half a file); older entries of the merchant go. */
export async function keepWorker(cacheDir: string, merchant: string, key: string, source: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const name = entryName(merchant, key);
  const partial = path.join(cacheDir, `${name}.${process.pid}.partial`);
  await copyFile(source, partial);
  await rename(partial, path.join(cacheDir, name));
  const entries = (await readdir(cacheDir)).filter((file) => file.startsWith(`${merchant}-`) && file.endsWith('.js'));
  const aged = await Promise.all(
    entries.map(async (file) => ({
      file,
      mtimeMs: (await stat(path.join(cacheDir, file)).catch(() => null))?.mtimeMs ?? 0,
    })),
  );
  const stale = aged.sort((a, b) => b.mtimeMs - a.mtimeMs).slice(KEPT_PER_MERCHANT);
  await Promise.all(stale.map(({ file }) => rm(path.join(cacheDir, file), { force: true })));
}
