import { describe, expect, it } from 'vitest';
import { FigureBook } from './figures';
import type { LighthouseRun } from './lighthouse';
import { NAIVE_LABEL, recordNaiveReference } from './naive-reference';

const run = (tbtMs: number): LighthouseRun => ({ score: 90, lcpMs: 1500, tbtMs, cls: 0, lcpElement: null });

describe('SPEED-24 recordNaiveReference: home TBT no more than the naive page', () => {
  const record = (home: number[], naive: number[]) => {
    const book = new FigureBook({ print: () => undefined, loadAverage: () => [0, 0, 0] });
    recordNaiveReference(
      book,
      'HTTP/2',
      { label: NAIVE_LABEL, runs: naive.map(run) },
      { label: 'home', runs: home.map(run) },
    );
    return book.figures;
  };

  it('judges home against the naive page pair by pair, the naive figures carrying no goal', () => {
    const figures = record([120, 80, 300], [100, 90, 150]);
    const pairs = figures.find((figure) => figure.name === 'lighthouse home − naive HTTP/2 TBT');
    expect(pairs?.runs).toEqual([20, -10, 150]);
    expect(pairs?.value).toBe(20);
    expect(pairs?.met).toBe(false);
    const naive = figures.filter((figure) => figure.name.startsWith(`lighthouse ${NAIVE_LABEL}`));
    expect(naive.map((figure) => figure.name.split(' ').at(-1))).toEqual(['score', 'LCP', 'TBT']);
    expect(naive.every((figure) => figure.goal === null)).toBe(true);
  });

  it('meets the goal when home blocks no longer than the naive page in the middle pair', () => {
    const pairs = record([40, 60, 90], [50, 60, 80]).at(-1);
    expect(pairs?.runs).toEqual([-10, 0, 10]);
    expect(pairs?.met).toBe(true);
  });

  it('leaves out a pair whose naive run failed', () => {
    const pairs = record([40, 60], [Number.NaN, 70]).at(-1);
    expect(pairs?.value).toBe(-10);
  });
});
