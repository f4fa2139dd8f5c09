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

/** Runs the pages one after the other in one Chromium; the first run of each page warms nothing (fresh storage per run). */
export async function lighthouseFigures(pages: readonly LighthousePage[]): Promise<LighthouseFigures[]> {
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of pages) {
      const result = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.url}: ${lhr.runtimeError.message}`);
      const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        label: page.label,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        lcpElement: lcpElementOf(lhr.audits),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
