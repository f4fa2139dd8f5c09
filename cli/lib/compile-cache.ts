import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CompileApp } from './compile';

/**
 * The compile depends on the app's sources, the Vite and TypeScript
 * configuration and the exact dependency versions; never on tenants or
 * themes. So it is kept by a content hash of those inputs and reused by every
 * `build`, `serve`, `preview` and `tenant new --serve` until one of them
 * changes: onboarding a merchant pays only for its stamp.
 */
const COMPILE_INPUTS = ['src', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'] as const;

/** Bumped when cli/lib/compile.ts changes what a compile is (2: always a production build, whatever NODE_ENV says; 3: with the first-answer script). */
const COMPILE_RECIPE = 'lobby-compile-3';

/** Written into a compile folder: the hash of the inputs it was compiled from. */
export const COMPILE_HASH_FILE = '.compile-hash';

/** How many compiles the shared cache keeps (one per branch or checkout someone switches between). */
const KEPT_COMPILES = 3;

// Tests and snapshots are never part of the bundle; editing one must not cost a compile.
const NOT_AN_INPUT = /\.test\.tsx?$|__snapshots__/;

async function inputFiles(root: string, relative: string): Promise<string[]> {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!(await stat(full)).isDirectory()) return [relative];
  const entries = await readdir(full, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !NOT_AN_INPUT.test(entry.name))
      .map((entry) => inputFiles(root, path.posix.join(relative, entry.name))),
  );
  return nested.flat();
}

/** A sha256 over the compile's inputs: each file's project path and bytes, in a fixed order. */
export async function compileInputsHash(cwd: string): Promise<string> {
  const root = path.resolve(cwd);
  const files = (await Promise.all(COMPILE_INPUTS.map((input) => inputFiles(root, input)))).flat().sort();
  // The recipe's version: a change to how the compile is made (cli/lib/compile.ts) is a new key, so no compile made the old way is reused.
  const hash = createHash('sha256').update(COMPILE_RECIPE).update('\0');
  for (const file of files) {
    hash.update(file).update('\0');
    hash.update(await readFile(path.join(root, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

async function compiledFrom(dir: string): Promise<string | null> {
  try {
    return (await readFile(path.join(dir, COMPILE_HASH_FILE), 'utf8')).trim();
  } catch {
    return null;
  }
}

async function pruneCache(cacheRoot: string, keep: string): Promise<void> {
  const entries = await readdir(cacheRoot, { withFileTypes: true });
  const dated = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && entry.name !== keep)
      .map(async (entry) => ({ name: entry.name, mtime: (await stat(path.join(cacheRoot, entry.name))).mtimeMs })),
  );
  const oldestFirst = dated.sort((a, b) => a.mtime - b.mtime);
  const surplus = oldestFirst.slice(0, Math.max(0, oldestFirst.length - (KEPT_COMPILES - 1)));
  await Promise.all(surplus.map((entry) => rm(path.join(cacheRoot, entry.name), { recursive: true, force: true })));
}

/** Where a project keeps its compiles: beside other tools' caches, so `git clean` and a fresh clone start empty. */
const defaultCompileCache = (cwd: string): string =>
  path.join(path.resolve(cwd), 'node_modules', '.cache', 'lobby', 'compile');

interface CompileCacheOptions {
  /** Folder holding one compile per input hash. */
  readonly cacheRoot?: (cwd: string) => string;
  /** Told whether the compile ran or was reused, and the input hash. */
  readonly onOutcome?: (outcome: { readonly reused: 'output' | 'cache' | false; readonly hash: string }) => void;
}

/**
 * Wraps a compile with the content-hash cache: an output folder already
 * compiled from the same inputs is kept as it is; otherwise a cached compile
 * of the same inputs is copied in; otherwise the compile runs and its output
 * is added to the cache. A compile that fails leaves no hash behind, so it is
 * never taken for a good one.
 */
export function cachedCompile(compile: CompileApp, options: CompileCacheOptions = {}): CompileApp {
  return async ({ cwd, outDir }) => {
    const hash = await compileInputsHash(cwd);
    const report = options.onOutcome ?? (() => undefined);
    if ((await compiledFrom(outDir)) === hash) {
      report({ reused: 'output', hash });
      return;
    }
    const cacheRoot = (options.cacheRoot ?? defaultCompileCache)(cwd);
    const cached = path.join(cacheRoot, hash);
    if ((await compiledFrom(cached)) === hash) {
      await rm(outDir, { recursive: true, force: true });
      await cp(cached, outDir, { recursive: true });
      report({ reused: 'cache', hash });
      return;
    }
    await rm(path.join(outDir, COMPILE_HASH_FILE), { force: true });
    await compile({ cwd, outDir });
    await writeFile(path.join(outDir, COMPILE_HASH_FILE), `${hash}\n`);
    // The cache copy is a convenience: a full disk or a read-only node_modules must not fail a good build.
    try {
      await mkdir(cacheRoot, { recursive: true });
      await rm(cached, { recursive: true, force: true });
      await cp(outDir, cached, { recursive: true });
      await pruneCache(cacheRoot, hash);
    } catch {
      await rm(cached, { recursive: true, force: true }).catch(() => undefined);
    }
    report({ reused: false, hash });
  };
}
