import { describe, expect, it } from 'vitest';
import { compareReports, comparisonLine } from './compare';
import type { Figure } from './figures';

const figure = (name: string, runs: readonly number[], goal: string | null, unit = 'ms'): Figure => {
  const sorted = [...runs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  return {
    name,
    section: 's',
    value: median,
    unit,
    goal,
    met: null,
    runs,
    median,
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  };
};

describe('compareReports', () => {
  it('says better or worse by the goal when the ranges part, and within noise when they overlap', () => {
    const before = {
      figures: [
        figure('TBT', [100, 110, 120], '≤ 50 ms'),
        figure('score', [90, 91, 92], '≥ 98', ''),
        figure('LCP', [1.2, 1.3, 1.4], null, 's'),
      ],
    };
    const after = {
      figures: [
        figure('TBT', [40, 45, 50], '≤ 50 ms'),
        figure('score', [85, 86, 87], '≥ 98', ''),
        figure('LCP', [1.35, 1.5, 1.6], null, 's'),
      ],
    };
    expect(compareReports(before, after).map(({ name, verdict }) => [name, verdict])).toEqual([
      ['TBT', 'better'],
      ['score', 'worse'],
      ['LCP', 'within noise'],
    ]);
  });

  it('gives the change and lists figures that are new or gone', () => {
    const rows = compareReports(
      { figures: [figure('shell', [10_000], '≤ 14000 B', 'B'), figure('old', [1], null)] },
      { figures: [figure('shell', [11_000], '≤ 14000 B', 'B'), figure('idle', [3], '≤ 5 ms/s', 'ms/s')] },
    );
    expect(rows).toEqual([
      {
        name: 'shell',
        unit: 'B',
        before: 10_000,
        after: 11_000,
        change: expect.closeTo(0.1, 10) as number,
        verdict: 'worse',
      },
      { name: 'idle', unit: 'ms/s', before: null, after: 3, change: null, verdict: 'new' },
      { name: 'old', unit: 'ms', before: 1, after: null, change: null, verdict: 'gone' },
    ]);
    const [shell] = rows;
    if (!shell) throw new Error('no row');
    expect(comparisonLine(shell)).toMatch(/^shell +10,000 B → +11,000 B +\+10\.0 % {3}worse$/);
  });

  it('reads a figure that measured nothing (null in the JSON) as changed', () => {
    const stored = { ...figure('heap', [5], null, 'MiB'), median: null, min: null, max: null, value: null };
    expect(compareReports({ figures: [figure('heap', [5], null, 'MiB')] }, { figures: [stored] })[0]?.verdict).toBe(
      'changed',
    );
  });
});
