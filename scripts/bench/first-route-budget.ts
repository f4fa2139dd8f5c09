/**
 * The size check of `npm test` (issue 35): each key page's first-route JS,
 * per language pack, against the figures committed in
 * scripts/first-route-sizes.json. A page that grew by more than the
 * tolerance fails the check, and the report says which chunks grew (by the
 * names they keep from build to build). Pure: scripts/first-route-check.ts
 * measures and prints.
 */

/** One page in one language: its total and its chunks, gzip bytes. */
export interface RouteSize {
  readonly total: number;
  readonly chunks: Readonly<Record<string, number>>;
}

/** Keyed `<page> <language>` (`home PT`). */
export type RouteSizes = Readonly<Record<string, RouteSize>>;

export interface SizeFigures {
  readonly $comment?: string;
  /** How much a first route may grow over its figure before the check fails. */
  readonly toleranceKiB: number;
  readonly routes: RouteSizes;
}

export interface BudgetLine {
  readonly route: string;
  readonly now: number;
  /** Null for a route with no committed figure. */
  readonly committed: number | null;
  readonly grewTooMuch: boolean;
  /** The chunks whose size changed, largest growth first (bytes; a new chunk counts whole, a gone one negative). */
  readonly changes: ReadonlyArray<{ readonly chunk: string; readonly bytes: number }>;
}

export interface BudgetReport {
  readonly lines: readonly BudgetLine[];
  readonly failed: boolean;
  /** Routes with a committed figure that were not measured (a page or language gone): the figures need an update. */
  readonly unmeasured: readonly string[];
}

const KIB = 1024;

export function checkRouteSizes(now: RouteSizes, figures: SizeFigures): BudgetReport {
  const tolerance = figures.toleranceKiB * KIB;
  const lines = Object.entries(now).map(([route, size]): BudgetLine => {
    const before = figures.routes[route];
    const names = new Set([...Object.keys(size.chunks), ...Object.keys(before?.chunks ?? {})]);
    const changes = [...names]
      .map((chunk) => ({ chunk, bytes: (size.chunks[chunk] ?? 0) - (before?.chunks[chunk] ?? 0) }))
      .filter((change) => change.bytes !== 0)
      .sort((a, b) => b.bytes - a.bytes);
    return {
      route,
      now: size.total,
      committed: before?.total ?? null,
      grewTooMuch: before !== undefined && size.total - before.total > tolerance,
      changes,
    };
  });
  return {
    lines,
    failed: lines.some((line) => line.grewTooMuch),
    unmeasured: Object.keys(figures.routes).filter((route) => !(route in now)),
  };
}

const kib = (bytes: number): string => `${(bytes / KIB).toFixed(1)} KiB`;
const signed = (bytes: number): string => `${bytes >= 0 ? '+' : '−'}${kib(Math.abs(bytes))}`;

/** The report as the check prints it: one line per route, and what grew under each route over its tolerance. */
export function formatBudget(report: BudgetReport, toleranceKiB: number): string {
  const out: string[] = [];
  for (const line of report.lines) {
    const against =
      line.committed === null
        ? 'no committed figure'
        : `${signed(line.now - line.committed)} against ${kib(line.committed)}`;
    out.push(`${line.grewTooMuch ? '✗' : '✓'} ${line.route.padEnd(20)} ${kib(line.now).padStart(10)}  ${against}`);
    if (line.grewTooMuch)
      for (const change of line.changes) out.push(`      ${signed(change.bytes).padStart(10)}  ${change.chunk}`);
  }
  for (const route of report.unmeasured) out.push(`? ${route}: committed but not measured any more`);
  if (report.failed)
    out.push(
      '',
      `A first route grew by more than ${toleranceKiB} KiB (issue 35). Make it smaller, or, if the growth is`,
      'worth it, say why in docs/decisions.md and commit the new figures: npx tsx scripts/first-route-check.ts --update',
    );
  return out.join('\n');
}
