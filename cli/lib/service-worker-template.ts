import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GenerateSWOptions, ManifestEntry } from 'workbox-build';
import { generateSWInThread } from './workbox-thread';

/**
 * OPS-06, issue 35: one Workbox worker for every tenant of a build. Workbox
 * bundles each worker it writes (Rollup, Babel, Terser: about 0.9 s of CPU),
 * while the workers of two tenants differ only in three values: the precache
 * manifest (their files and revisions), the cache name prefix (the merchant)
 * and the pattern of their app routes (a tenant file may add routes). So a
 * build asks Workbox once for a worker whose three values are stand-ins, and
 * each stamp fills them in (`fillWorker`) from its own files — the same
 * split Workbox's injectManifest makes, with Workbox's own generated code.
 *
 * The template depends only on Workbox's version and the options it was made
 * from (the site's base path), so it is kept by that key beside the compile
 * cache: a build whose template exists pays nothing for its workers but the
 * per-tenant fill.
 */

/** Stand-ins Workbox writes through to the worker as literals: a URL, a string and a regular expression. */
const PRECACHE_STAND_IN = '__LOBBY_PRECACHE__';
const CACHE_ID_STAND_IN = '__LOBBY_CACHE_ID__';
const ROUTES_STAND_IN = /__LOBBY_APP_ROUTES__/;

/** How Workbox's minified worker writes each stand-in; each must appear exactly once. */
const PRECACHE_LITERAL = `[{url:${JSON.stringify(PRECACHE_STAND_IN)},revision:null}]`;
const CACHE_ID_LITERAL = JSON.stringify(CACHE_ID_STAND_IN);
const ROUTES_LITERAL = String(ROUTES_STAND_IN);

/** The three values of one tenant's worker. */
export interface WorkerValues {
  readonly manifestEntries: readonly ManifestEntry[];
  readonly cacheId: string;
  readonly appRoutes: RegExp;
}

/** The options of a tenant-free worker: `options` (any tenant's) with its three values as stand-ins and nothing to glob. */
export function templateOptions(options: GenerateSWOptions, dir: string): GenerateSWOptions {
  const [appRoute, ...others] = options.runtimeCaching ?? [];
  if (!appRoute || !(appRoute.urlPattern instanceof RegExp))
    throw new Error('service worker: the first runtime route must be the app routes pattern');
  // The glob options go: a template holds no files, the stand-in is its whole precache list.
  const rest: GenerateSWOptions = { ...options };
  delete rest.globPatterns;
  delete rest.modifyURLPrefix;
  delete rest.dontCacheBustURLsMatching;
  return {
    ...rest,
    swDest: path.join(dir, 'sw.js'),
    globDirectory: dir,
    globPatterns: [],
    additionalManifestEntries: [{ url: PRECACHE_STAND_IN, revision: null }],
    cacheId: CACHE_ID_STAND_IN,
    runtimeCaching: [{ ...appRoute, urlPattern: ROUTES_STAND_IN }, ...others],
  };
}

const occurrences = (text: string, part: string): number => text.split(part).length - 1;

/** Fails when Workbox's output no longer holds each stand-in exactly once (a new Workbox writing them another way). */
export function checkTemplate(text: string): string {
  for (const literal of [PRECACHE_LITERAL, CACHE_ID_LITERAL, ROUTES_LITERAL]) {
    const count = occurrences(text, literal);
    if (count !== 1)
      throw new Error(`service worker template: expected ${literal} once in Workbox's output, found it ${count} times`);
  }
  return text;
}

/** One tenant's worker from the template. */
export function fillWorker(template: string, values: WorkerValues): string {
  // Written as Workbox writes it (`{url:"…",revision:"…"}`), each value a JSON literal.
  const manifest = `[${values.manifestEntries
    .map((entry) => `{url:${JSON.stringify(entry.url)},revision:${JSON.stringify(entry.revision ?? null)}}`)
    .join(',')}]`;
  // Functions as replacements: a `$` in a value is never a replacement pattern.
  return template
    .replace(PRECACHE_LITERAL, () => manifest)
    .replace(CACHE_ID_LITERAL, () => JSON.stringify(values.cacheId))
    .replace(ROUTES_LITERAL, () => String(values.appRoutes));
}

const require = createRequire(import.meta.url);
/** A new Workbox writes different workers from the same options. */
const WORKBOX_VERSION = (
  require(path.join(path.dirname(require.resolve('workbox-build')), '..', 'package.json')) as { version: string }
).version;

/** How many templates the cache keeps (one per base path and Workbox version in use). */
const KEPT_TEMPLATES = 3;

/** The options as text: patterns and matchers as their source (as Workbox writes them), the folders left out. */
function optionsText(options: GenerateSWOptions): string {
  return JSON.stringify({ ...options, swDest: null, globDirectory: null }, (_key, value: unknown) =>
    value instanceof RegExp || typeof value === 'function' ? String(value) : value,
  );
}

/**
 * The template for `options` (any tenant's worker options): from `cacheDir`
 * when it holds one for the same Workbox and options, else made by Workbox
 * on a thread and kept there.
 */
export async function workerTemplate(options: GenerateSWOptions, cacheDir: string | null): Promise<string> {
  const probe = templateOptions(options, '');
  const key = createHash('sha256').update(WORKBOX_VERSION).update('\0').update(optionsText(probe)).digest('hex');
  const cached = cacheDir ? path.join(cacheDir, `template-${key.slice(0, 24)}.js`) : null;
  if (cached) {
    const text = await readFile(cached, 'utf8').catch(() => null);
    if (text !== null) return text;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'lobby-sw-template-'));
  try {
    const made = templateOptions(options, dir);
    await generateSWInThread(made);
    const text = checkTemplate(await readFile(made.swDest, 'utf8'));
    if (cacheDir && cached) await keepTemplate(cacheDir, cached, text);
    return text;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Written aside, then renamed (a parallel reader never sees half a file); the
 * oldest templates beyond KEPT_TEMPLATES go, and so do the whole workers an
 * earlier version kept per merchant (`<merchant>-<key>.js`).
 */
async function keepTemplate(cacheDir: string, file: string, text: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, text);
  await rename(partial, file);
  const names = await readdir(cacheDir);
  const isTemplate = (name: string): boolean => name.startsWith('template-') && name.endsWith('.js');
  const aged = await Promise.all(
    names.filter(isTemplate).map(async (name) => ({
      name,
      mtimeMs: (await stat(path.join(cacheDir, name)).catch(() => null))?.mtimeMs ?? 0,
    })),
  );
  const stale = [
    ...aged
      .sort((a, b) => b.mtimeMs - a.mtimeMs)
      .slice(KEPT_TEMPLATES)
      .map(({ name }) => name),
    ...names.filter((name) => !isTemplate(name) && name.endsWith('.js')),
  ];
  await Promise.all(stale.map((name) => rm(path.join(cacheDir, name), { force: true })));
}
