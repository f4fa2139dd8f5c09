/**
 * Lighthouse mobile figures for `npm run bench`: performance score, LCP, TBT
 * and CLS of a few pages, with Lighthouse's default mobile settings
 * (simulated slow 4G and 4× CPU slowdown, Moto G Power screen) in Debian's
 * Chromium (CHROME_PATH, default /usr/bin/chromium).
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthousePage {
  readonly label: string;
  readonly url: string;
}

export interface LighthouseFigures {
  readonly label: string;
  /** 0–100. */
  readonly score: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** What Lighthouse names as the LCP element, for the why of a missed target. */
  readonly lcpElement: string | null;
  /** Every run's score, the reported one being the median. */
  readonly runScores?: readonly number[];
}

export const LIGHTHOUSE_TARGETS = { score: 98, lcpMs: 1500, tbtMs: 50, cls: 0.01 } as const;

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface AuditDetailsItem {
  readonly node?: { readonly snippet?: string; readonly selector?: string };
  readonly items?: readonly AuditDetailsItem[];
}

function lcpElementOf(audits: Readonly<Record<string, { details?: unknown }>>): string | null {
  const details = audits['largest-contentful-paint-element']?.details as { items?: readonly AuditDetailsItem[] } | undefined;
  // Lighthouse 12 nests the element table inside a list.
  const first = details?.items?.[0];
  const node = first?.node ?? first?.items?.[0]?.node;
  return node?.snippet ?? node?.selector ?? null;
}

/** Runs per page: the figures of the median run are reported (Lighthouse's own advice for noisy machines). */
export const LIGHTHOUSE_RUNS = Number(process.env.LOBBY_BENCH_LIGHTHOUSE_RUNS ?? 3);

/** The run with the median score (ties keep run order). */
export function medianRun(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run to report');
  return median;
}

/**
 * Runs the pages one after the other in one Chromium, LIGHTHOUSE_RUNS times
 * each (fresh storage per run). `selfSignedHttps`: the pages are served over
 * HTTPS with the bench's throwaway certificate (https-front.ts).
 */
export async function lighthouseFigures(pages: readonly LighthousePage[], { selfSignedHttps = false } = {}): Promise<LighthouseFigures[]> {
  const chromeFlags = selfSignedHttps ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS;
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags, logLevel: 'silent' });
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of pages) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < Math.max(1, LIGHTHOUSE_RUNS); run += 1) {
        const result = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.url}: ${lhr.runtimeError.message}`);
        const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          label: page.label,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: numeric('largest-contentful-paint'),
          tbtMs: numeric('total-blocking-time'),
          cls: numeric('cumulative-layout-shift'),
          lcpElement: lcpElementOf(lhr.audits),
        });
      }
      figures.push({ ...medianRun(runs), runScores: runs.map((run) => run.score) });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
