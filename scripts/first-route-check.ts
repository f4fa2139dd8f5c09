/**
 * `npx tsx scripts/first-route-check.ts [--update] [--app <dir>]`: the size
 * check `npm test` runs after building every tenant (issue 35). It measures
 * the first-route JS of every key page (cli/lib/first-route.ts) in every
 * language pack from the compile in `dist/.app` and compares each with the
 * figure committed in scripts/first-route-sizes.json: a route that grew by
 * more than the file's tolerance (2 KiB) fails the check, printing which
 * chunks grew. `--update` writes the figures measured now instead (commit
 * them with the change that made them, saying why in docs/decisions.md).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_DIR_NAME, DEFAULT_OUT_DIR } from '../cli/lib/project';
import { firstRouteMeter, KEY_PAGES } from '../cli/lib/first-route';
import { LANGUAGES } from '../src/lib/language-packs';
import { checkRouteSizes, formatBudget, type RouteSizes, type SizeFigures } from './bench/first-route-budget';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIGURES = path.join(ROOT, 'scripts', 'first-route-sizes.json');
const COMMENT =
  'First-route JS (gzip bytes) of each key page per language pack, from `lobby build`; checked by scripts/first-route-check.ts in npm test (issue 35). Update with --update, saying why in docs/decisions.md.';

async function measure(appDir: string): Promise<RouteSizes> {
  const meter = await firstRouteMeter(appDir);
  const sizes: Record<string, RouteSizes[string]> = {};
  for (const { page } of KEY_PAGES) {
    for (const language of LANGUAGES) {
      const chunks = await meter.chunks(page, language);
      sizes[`${page} ${language}`] = {
        total: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
        chunks: Object.fromEntries(
          chunks.map((chunk): [string, number] => [chunk.name, chunk.bytes]).sort(([a], [b]) => a.localeCompare(b)),
        ),
      };
    }
  }
  return sizes;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const appAt = args.indexOf('--app');
  const appDir = appAt >= 0 ? path.resolve(args[appAt + 1] ?? '') : path.join(ROOT, DEFAULT_OUT_DIR, APP_DIR_NAME);
  const now = await measure(appDir);
  if (args.includes('--update')) {
    const figures: SizeFigures = { $comment: COMMENT, toleranceKiB: 2, routes: now };
    await writeFile(FIGURES, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`wrote ${path.relative(ROOT, FIGURES)} (${Object.keys(now).length} routes)`);
    return;
  }
  const figures = JSON.parse(await readFile(FIGURES, 'utf8')) as SizeFigures;
  const report = checkRouteSizes(now, figures);
  console.log(formatBudget(report, figures.toleranceKiB));
  if (report.failed) process.exitCode = 1;
}

await main();
