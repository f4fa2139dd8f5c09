/**
 * Two bench reports side by side: `npx tsx scripts/bench/compare.ts
 * <before.json> [after.json]` (after: artifacts/bench.json). One line per
 * figure of either report: the medians, the change, and whether the runs'
 * ranges overlap (then the change is within the noise of the runs). Where the
 * figure has a goal, its direction says better or worse. The machine's load
 * of both runs heads the table: a loaded machine makes timings longer.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadText, type BenchReport, type Figure } from './figures';

export interface Comparison {
  readonly name: string;
  readonly unit: string;
  readonly before: number | null;
  readonly after: number | null;
  /** after / before − 1, or null where a side is missing. */
  readonly change: number | null;
  readonly verdict: 'better' | 'worse' | 'changed' | 'within noise' | 'new' | 'gone';
}

/** JSON writes NaN as null: a figure read back may hold null where it measured nothing. */
type StoredFigure = { readonly [K in keyof Figure]: Figure[K] extends number ? number | null : Figure[K] };

function verdictOf(before: StoredFigure, after: StoredFigure): Comparison['verdict'] {
  if (before.median === null || after.median === null) return 'changed';
  if (
    before.max !== null &&
    after.min !== null &&
    before.min !== null &&
    after.max !== null &&
    after.min <= before.max &&
    before.min <= after.max
  )
    return 'within noise';
  const goal = after.goal ?? before.goal;
  if (goal === null) return 'changed';
  const higherIsBetter = goal.startsWith('≥');
  return after.median > before.median === higherIsBetter ? 'better' : 'worse';
}

export function compareReports(
  before: { figures: readonly StoredFigure[] },
  after: { figures: readonly StoredFigure[] },
): Comparison[] {
  const earlier = new Map(before.figures.map((figure) => [figure.name, figure]));
  const rows: Comparison[] = after.figures.map((figure) => {
    const old = earlier.get(figure.name);
    if (!old)
      return { name: figure.name, unit: figure.unit, before: null, after: figure.median, change: null, verdict: 'new' };
    const change =
      old.median !== null && figure.median !== null && old.median !== 0 ? figure.median / old.median - 1 : null;
    return {
      name: figure.name,
      unit: figure.unit,
      before: old.median,
      after: figure.median,
      change,
      verdict: verdictOf(old, figure),
    };
  });
  const later = new Set(after.figures.map((figure) => figure.name));
  for (const figure of before.figures) {
    if (!later.has(figure.name))
      rows.push({
        name: figure.name,
        unit: figure.unit,
        before: figure.median,
        after: null,
        change: null,
        verdict: 'gone',
      });
  }
  return rows;
}

const shown = (value: number | null, unit: string): string =>
  value === null ? '—' : `${Number(value.toPrecision(4)).toLocaleString('en-US')}${unit ? ` ${unit}` : ''}`;

export function comparisonLine(row: Comparison): string {
  const change = row.change === null ? '' : `${row.change >= 0 ? '+' : ''}${(row.change * 100).toFixed(1)} %`;
  return `${row.name.padEnd(46)} ${shown(row.before, row.unit).padStart(13)} → ${shown(row.after, row.unit).padStart(13)} ${change.padStart(9)}   ${row.verdict}`;
}

async function main(): Promise<void> {
  const [
    beforeFile,
    afterFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'artifacts', 'bench.json'),
  ] = process.argv.slice(2);
  if (!beforeFile) throw new Error('usage: tsx scripts/bench/compare.ts <before.json> [after.json]');
  const read = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as BenchReport;
  const [before, after] = [await read(beforeFile), await read(afterFile)];
  for (const [label, report] of [
    ['before', before],
    ['after', after],
  ] as const) {
    console.log(
      `${label.padEnd(6)} ${report.date}  commit ${report.commit.slice(0, 12)}  load ${loadText(report.load.start)} → ${loadText(report.load.end)}`,
    );
  }
  console.log('');
  for (const row of compareReports(before, after)) console.log(comparisonLine(row));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
