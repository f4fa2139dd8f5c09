import { describe, expect, it } from 'vitest';
import { checkRouteSizes, formatBudget, type SizeFigures } from './first-route-budget';

/** Issue 35: the size check of npm test fails when a first route grows more than its tolerance, saying what grew. */

const figures: SizeFigures = {
  toleranceKiB: 2,
  routes: {
    'home PT': {
      total: 100_000,
      chunks: { main: 90_000, 'src/features/home/home-page.tsx': 4_000, 'locale-pt': 6_000 },
    },
    'login PT': { total: 80_000, chunks: { main: 75_000, 'locale-pt': 5_000 } },
  },
};

describe('first-route size check (issue 35)', () => {
  it('passes growth within the tolerance and shrinking, and fails growth beyond it', () => {
    const report = checkRouteSizes(
      {
        'home PT': {
          total: 102_048,
          chunks: { main: 92_048, 'src/features/home/home-page.tsx': 4_000, 'locale-pt': 6_000 },
        },
        'login PT': { total: 70_000, chunks: { main: 65_000, 'locale-pt': 5_000 } },
      },
      figures,
    );
    expect(report.failed).toBe(false);
    expect(report.lines.map((line) => line.grewTooMuch)).toEqual([false, false]);

    const grown = checkRouteSizes(
      {
        'home PT': {
          total: 102_049,
          chunks: { main: 91_000, 'src/features/home/home-page.tsx': 4_049, 'locale-pt': 6_000, zod: 1_000 },
        },
      },
      figures,
    );
    expect(grown.failed).toBe(true);
    // What grew, the largest growth first; unchanged chunks are not listed.
    expect(grown.lines[0]?.changes).toEqual([
      { chunk: 'main', bytes: 1_000 },
      { chunk: 'zod', bytes: 1_000 },
      { chunk: 'src/features/home/home-page.tsx', bytes: 49 },
    ]);
    expect(grown.unmeasured).toEqual(['login PT']);
  });

  it('prints each route, what grew under a failing one, and how to commit new figures', () => {
    const report = checkRouteSizes(
      {
        'home PT': {
          total: 104_096,
          chunks: { main: 94_096, 'src/features/home/home-page.tsx': 4_000, 'locale-pt': 6_000 },
        },
        'register PT': { total: 10_240, chunks: { main: 10_240 } },
      },
      figures,
    );
    const text = formatBudget(report, 2);
    expect(text).toContain('✗ home PT');
    expect(text).toContain('+4.0 KiB against 97.7 KiB');
    expect(text).toMatch(/\+4\.0 KiB {2}main/);
    expect(text).toContain('✓ register PT');
    expect(text).toContain('no committed figure');
    expect(text).toContain('? login PT: committed but not measured any more');
    expect(text).toContain('npx tsx scripts/first-route-check.ts --update');
  });
});
