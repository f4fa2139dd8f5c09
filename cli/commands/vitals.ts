import { RUM_VITALS, type RumVital } from '../../src/lib/rum-beacon';
import { readOpsCredentials } from '../lib/ops-credentials';
import { CliError } from '../lib/problems';

/**
 * `lobby vitals [merchant] [--url] [--token] [--hours] [--json]` (OPS-17):
 * the operator page's table in the terminal, read from a running sandbox's
 * `/__ops/api/summary` with the operator token (the one `lobby serve` gave
 * it and keeps in node_modules/.cache/lobby/ops.json, or --token /
 * LOBBY_OPS_TOKEN).
 */

interface VitalRow {
  readonly page: string;
  readonly name: RumVital;
  readonly p75: number;
  readonly count: number;
  readonly rating: string;
}
interface Occurrence {
  readonly pages: string;
  readonly count: number;
  readonly lastSeen: number;
}
export interface VitalsSummary {
  readonly merchant: string;
  readonly windowHours: number;
  readonly vitals: readonly VitalRow[];
  readonly errors: ReadonlyArray<Occurrence & { message: string; source: string }>;
  readonly csp: ReadonlyArray<Occurrence & { directive: string; blocked: string }>;
}

interface VitalsOptions {
  readonly cwd: string;
  readonly merchant?: string;
  readonly url?: string;
  readonly token?: string;
  readonly hours?: number;
  readonly fetch?: typeof fetch;
}

export const DEFAULT_OPS_URL = 'http://127.0.0.1:4300';

export async function vitals(options: VitalsOptions): Promise<VitalsSummary[]> {
  const saved = await readOpsCredentials(options.cwd);
  const token = options.token ?? process.env.LOBBY_OPS_TOKEN ?? saved?.token;
  if (!token)
    throw new CliError(
      'no operator token: start the sandbox with `lobby serve`, or pass --token (or LOBBY_OPS_TOKEN).',
    );
  const base = options.url ?? saved?.url ?? DEFAULT_OPS_URL;
  const query = new URLSearchParams();
  if (options.merchant) query.set('merchant', options.merchant);
  if (options.hours) query.set('hours', String(options.hours));
  const address = `${base.replace(/\/$/, '')}/__ops/api/summary${query.size > 0 ? `?${query.toString()}` : ''}`;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(address, { headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    throw new CliError(
      `cannot reach the sandbox at ${base} (${error instanceof Error ? error.message : String(error)}); start it with \`lobby serve\` or pass --url.`,
    );
  }
  if (response.status === 401) throw new CliError(`the sandbox at ${base} refused the operator token.`);
  if (response.status === 404)
    throw new CliError(`the sandbox at ${base} knows no merchant "${options.merchant ?? ''}".`);
  if (!response.ok) throw new CliError(`the sandbox at ${base} answered ${response.status}.`);
  const body = (await response.json()) as { value?: { summaries?: VitalsSummary[] } };
  return body.value?.summaries ?? [];
}

const formatValue = (name: RumVital, value: number): string =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

/** The same table as the operator page: p75 per page and vital with its rating, then the top errors and CSP violations. */
export function formatVitals(summaries: readonly VitalsSummary[]): string {
  if (summaries.length === 0) return 'No measurements yet: no tenant has sent a beacon in the window.';
  return summaries
    .map((summary) => {
      const pages = [...new Set(summary.vitals.map((row) => row.page))].sort();
      const cell = (page: string, name: RumVital): string => {
        const row = summary.vitals.find((each) => each.page === page && each.name === name);
        return row ? `${formatValue(name, row.p75)} ${row.rating === 'needs-improvement' ? 'fair' : row.rating}` : '-';
      };
      return [
        `${summary.merchant} (last ${summary.windowHours} h, p75)`,
        ...(pages.length > 0
          ? table(
              ['page', ...RUM_VITALS],
              pages.map((page) => [page, ...RUM_VITALS.map((name) => cell(page, name))]),
            )
          : ['no measurements']),
        '',
        'top errors',
        ...(summary.errors.length > 0
          ? table(
              ['count', 'message', 'where', 'pages'],
              summary.errors.map((error) => [String(error.count), error.message, error.source, error.pages]),
            )
          : ['none']),
        '',
        'CSP violations',
        ...(summary.csp.length > 0
          ? table(
              ['count', 'directive', 'blocked', 'pages'],
              summary.csp.map((report) => [String(report.count), report.directive, report.blocked, report.pages]),
            )
          : ['none']),
      ].join('\n');
    })
    .join('\n\n');
}
