import { describe, expect, it } from 'vitest';
import {
  benchReport,
  FigureBook,
  figureLine,
  goalText,
  meets,
  reportJson,
  summarise,
  type LoadAverage,
} from './figures';

describe('summarise', () => {
  it('gives the middle run of an odd count and the lowest and highest', () => {
    expect(summarise([30, 10, 50, 20, 40])).toEqual({ median: 30, min: 10, max: 50 });
  });

  it('gives the mean of the two middle runs of an even count', () => {
    expect(summarise([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
  });

  it('leaves out runs that measured nothing, and says NaN when none did', () => {
    expect(summarise([Number.NaN, 7])).toEqual({ median: 7, min: 7, max: 7 });
    expect(summarise([])).toEqual({ median: Number.NaN, min: Number.NaN, max: Number.NaN });
  });
});

describe('goals', () => {
  it('compares the value with the limit as the goal says', () => {
    expect(meets(130, { op: '≤', limit: 130 })).toBe(true);
    expect(meets(130, { op: '<', limit: 130 })).toBe(false);
    expect(meets(98, { op: '≥', limit: 98 })).toBe(true);
    expect(meets(97, { op: '≥', limit: 98 })).toBe(false);
  });

  it('writes the goal with its unit', () => {
    expect(goalText({ op: '≤', limit: 14_000 }, 'B')).toBe('≤ 14,000 B');
    expect(goalText({ op: '≤', limit: 1.25 }, '×')).toBe('≤ 1.25 ×');
    expect(goalText({ op: '≥', limit: 98 }, '')).toBe('≥ 98');
  });
});

describe('FigureBook', () => {
  const loads: LoadAverage[] = [
    [0.5, 0.4, 0.3],
    [1.5, 0.6, 0.35],
    [2, 1, 0.5],
  ];
  const book = () => {
    const lines: string[] = [];
    let next = 0;
    const figures = new FigureBook({
      print: (line) => lines.push(line),
      loadAverage: () => loads[Math.min(next++, loads.length - 1)] ?? [0, 0, 0],
    });
    return { figures, lines };
  };

  it('prints each figure with its median, goal, verdict and range, and keeps it under its section', () => {
    const { figures, lines } = book();
    figures.section('lighthouse');
    const figure = figures.add({
      name: 'home TBT',
      unit: 'ms',
      runs: [40, 60, 30, 45, 55],
      goal: { op: '≤', limit: 50 },
      note: 'HTTP/2',
    });
    expect(figure).toMatchObject({
      name: 'home TBT',
      section: 'lighthouse',
      value: 45,
      median: 45,
      min: 30,
      max: 60,
      goal: '≤ 50 ms',
      met: true,
      note: 'HTTP/2',
    });
    expect(lines[0]).toBe('\n— lighthouse (load average 0.50 0.40 0.30)');
    expect(lines[1]).toMatch(/^home TBT +45 ms {3}goal ≤ 50 ms met; median of 5, 30–60 ms; HTTP\/2$/);
  });

  it('SPEED-22 judges an every-run goal on the worst run (issue 35: TBT in 5 of 5 runs)', () => {
    const { figures, lines } = book();
    const figure = figures.add({
      name: 'login TBT',
      unit: 'ms',
      runs: [40, 60, 30, 45, 20],
      goal: { op: '≤', limit: 50, everyRun: true },
    });
    expect(figure).toMatchObject({ value: 40, goal: '≤ 50 ms in every run', met: false });
    expect(lines[0]).toMatch(/goal ≤ 50 ms in every run MISSED; median of 5, 20–60 ms$/);
    expect(
      book().figures.add({ name: 'score', unit: '', runs: [99, 98], goal: { op: '≥', limit: 98, everyRun: true } }).met,
    ).toBe(true);
  });

  it('says MISSED, and prints a counted figure without a range', () => {
    const { figures, lines } = book();
    const figure = figures.add({ name: 'nodes', unit: '', runs: [1234], goal: { op: '≤', limit: 1000 } });
    expect(figure.met).toBe(false);
    expect(lines[0]).toMatch(/^nodes +1,234 {3}goal ≤ 1,000 MISSED$/);
  });

  it('prints a figure without a goal with no verdict, and the decimals asked for', () => {
    const figure = book().figures.add({ name: 'LCP', unit: 's', runs: [1.234, 1.5] });
    expect(figure.met).toBeNull();
    expect(figureLine(figure, 2)).toMatch(/^LCP +1.37 s {3}median of 2, 1.23–1.50 s$/);
  });

  it('keeps a section that failed, and goes on', async () => {
    const { figures, lines } = book();
    figures.section('lottery');
    await figures.attempt(() => Promise.reject(new Error('no timer on the page')));
    figures.section('records');
    await figures.attempt(() => {
      figures.add({ name: 'nodes', unit: '', runs: [200] });
      return Promise.resolve();
    });
    expect(figures.failures).toEqual([{ section: 'lottery', message: 'no timer on the page' }]);
    expect(lines).toContain('  FAILED: no timer on the page');
    expect(figures.figures.map((figure) => figure.section)).toEqual(['records']);
  });

  it('records the load at the start and end of each section, and the report carries them with every figure', () => {
    const { figures } = book();
    figures.section('sizes');
    figures.add({ name: 'shell', unit: 'B', runs: [13_000], goal: { op: '≤', limit: 14_000 } });
    figures.section('idle');
    figures.add({ name: 'idle', unit: 'ms/s', runs: [Number.NaN], goal: { op: '≤', limit: 5 } });
    const report = benchReport(
      {
        commit: 'abc',
        date: '2026-11-25T14:00:00.000Z',
        node: 'v22.0.0',
        chromium: '131',
        loadAtStart: [0.1, 0.1, 0.1],
        loadAtEnd: [0.2, 0.2, 0.2],
        settings: { LOBBY_BENCH_RUNS: '1' },
      },
      figures,
    );
    expect(report.load.sections).toEqual([
      { name: 'sizes', loadAtStart: loads[0], loadAtEnd: loads[1] },
      { name: 'idle', loadAtStart: loads[2], loadAtEnd: loads[2] },
    ]);
    expect(report.goals).toEqual({ total: 2, missed: ['idle'] });
    expect(report.failures).toEqual([]);
    const json = JSON.parse(reportJson(report)) as {
      figures: { name: string; value: number | null; runs: (number | null)[] }[];
      commit: string;
    };
    expect(json.commit).toBe('abc');
    expect(json.figures.map(({ name, value, runs }) => ({ name, value, runs }))).toEqual([
      { name: 'shell', value: 13_000, runs: [13_000] },
      { name: 'idle', value: null, runs: [null] },
    ]);
  });
});
