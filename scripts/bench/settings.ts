/**
 * The bench's settings from its environment variables (documented in
 * scripts/bench.ts). Pure: the caller hands over process.env.
 */

import { KEY_PAGES } from '../../cli/lib/first-route';

/** The sections in the order the bench runs them. */
export const SECTIONS = [
  'sizes',
  'lighthouse',
  'idle',
  'gamelist',
  'lottery',
  'records',
  'preview',
  'onboarding',
  'build',
  'serverload',
] as const;
export type SectionName = (typeof SECTIONS)[number];

export interface BenchSettings {
  readonly sections: ReadonlySet<SectionName>;
  /** Runs of every timed figure but Lighthouse's. */
  readonly runs: number;
  readonly lighthouseRuns: number;
  /** Lighthouse also over plain HTTP/1.1 (the sandbox as it serves). */
  readonly http1: boolean;
  /** The Lighthouse sandbox's port; onboarding uses the next one, the server-load sandbox the one after. */
  readonly port: number;
  /** The key pages Lighthouse measures, by their printed labels (LOBBY_BENCH_PAGES); null for all nine. */
  readonly lighthousePages: ReadonlySet<string> | null;
  /** Where each Lighthouse report is kept (LOBBY_BENCH_LHR_DIR), null to keep none. */
  readonly lighthouseReports: string | null;
  /** A finished build to measure instead of building the demo tenant (quick runs). */
  readonly dist: string | null;
  /** Where the report goes. */
  readonly report: string;
  /** The LOBBY_BENCH_* variables that were set, for the report. */
  readonly given: Readonly<Record<string, string>>;
}

type Env = Readonly<Record<string, string | undefined>>;

function count(env: Env, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1, not "${text}"`);
  return value;
}

/** A comma-separated list, trimmed, without empty items. */
const listOf = (text: string | undefined): string[] =>
  text
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '') ?? [];

export function benchSettings(env: Env, defaultReport: string): BenchSettings {
  const only = listOf(env.LOBBY_BENCH_ONLY);
  const unknown = only.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`LOBBY_BENCH_ONLY: no section ${unknown.join(', ')} (sections: ${SECTIONS.join(', ')})`);
  const sections = new Set<SectionName>(only.length > 0 ? (only as SectionName[]) : SECTIONS);
  if (env.LOBBY_BENCH_SKIP_LIGHTHOUSE === '1') sections.delete('lighthouse');
  const runs = count(env, 'LOBBY_BENCH_RUNS', 5);
  const pages = listOf(env.LOBBY_BENCH_PAGES);
  const labels: readonly string[] = KEY_PAGES.map((page) => page.label);
  const unknownPages = pages.filter((label) => !labels.includes(label));
  if (unknownPages.length > 0)
    throw new Error(`LOBBY_BENCH_PAGES: no key page ${unknownPages.join(', ')} (pages: ${labels.join(', ')})`);
  return {
    sections,
    runs,
    lighthouseRuns: count(env, 'LOBBY_BENCH_LIGHTHOUSE_RUNS', runs),
    http1: env.LOBBY_BENCH_HTTP1 === '1',
    port: count(env, 'LOBBY_BENCH_PORT', 4372),
    lighthousePages: pages.length > 0 ? new Set(pages) : null,
    lighthouseReports: env.LOBBY_BENCH_LHR_DIR || null,
    dist: env.LOBBY_BENCH_DIST || null,
    report: env.LOBBY_BENCH_REPORT || defaultReport,
    given: Object.fromEntries(
      Object.entries(env)
        .filter((entry): entry is [string, string] => entry[0].startsWith('LOBBY_BENCH_') && entry[1] !== undefined)
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
}
