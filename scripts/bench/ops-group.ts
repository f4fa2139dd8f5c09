/**
 * The operator sections of `npm run bench`, each a median and min–max of
 * `runs` runs:
 *
 *   preview      OPS-04 edit-to-visible of `lobby preview` (preview-live.ts), goal ≤ 1000 ms
 *   onboarding   OPS-01 `tenant new … --serve` to the first HTTP 200 (tenant-new.ts), goal < 30 s
 *   server load  REL-06 40 readers and 10 encrypted-login clients (server-load.ts), goal read p99 < 100 ms
 */
import type { FigureBook } from './figures';
import { benchPreviewEditToVisible } from './preview-live';
import { benchServerLoad } from './server-load';
import { benchTenantNew } from './tenant-new';

export async function benchPreview(
  book: FigureBook,
  { distDir, runs }: { distDir: string; runs: number },
): Promise<void> {
  const { runsMs } = await benchPreviewEditToVisible({ distDir, runs });
  book.add({
    name: 'preview edit-to-visible',
    unit: 'ms',
    runs: runsMs,
    goal: { op: '≤', limit: 1000 },
    note: 'a saved brand token to the new colour in the open page',
  });
}

export async function benchOnboarding(book: FigureBook, { runs, port }: { runs: number; port: number }): Promise<void> {
  const { runsMs } = await benchTenantNew({ runs, port });
  book.add({
    name: 'tenant new --serve to HTTP 200',
    unit: 's',
    runs: runsMs.map((ms) => ms / 1000),
    digits: 1,
    goal: { op: '<', limit: 30 },
  });
}

export async function benchLoad(book: FigureBook, { runs, port }: { runs: number; port: number }): Promise<void> {
  const load = await benchServerLoad({ runs, port });
  const of = (figure: 'readP50Ms' | 'readP99Ms' | 'loginP50Ms' | 'loginP99Ms' | 'requestsPerSecond') =>
    load.runs.map((run) => run[figure]);
  const { median } = load;
  book.add({
    name: 'server load, read p99',
    unit: 'ms',
    runs: of('readP99Ms'),
    goal: { op: '<', limit: 100 },
    note: `${median.reads} reads per run (median)`,
  });
  book.add({ name: 'server load, read p50', unit: 'ms', runs: of('readP50Ms') });
  book.add({
    name: 'server load, login p99',
    unit: 'ms',
    runs: of('loginP99Ms'),
    note: `${median.logins} logins per run, ${median.failures} failed (medians)`,
  });
  book.add({ name: 'server load, login p50', unit: 'ms', runs: of('loginP50Ms') });
  book.add({ name: 'server load, requests per second', unit: '/s', runs: of('requestsPerSecond') });
}
