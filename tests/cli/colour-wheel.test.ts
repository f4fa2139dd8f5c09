import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate } from '../../cli/commands/validate';
import { runCli } from '../../cli/index';
import { brandTextBackgrounds, brandTokensFile, deriveBrand } from '../../cli/lib/brand';
import { contrastProblems } from '../../cli/lib/contrast';
import { formatProblem } from '../../cli/lib/problems';
import { loadTheme } from '../../cli/lib/themes';
import { WHEEL_LIGHTNESSES, wheelColours } from '../../scripts/matrix/tenants';
import { captureIo, projectPerTest } from './fixture';

/**
 * OPS-20: any brand colour works. Every colour of the wheel (36 hues at three
 * lightnesses) gives a brand theme that passes the contrast gate `validate`
 * applies; a sample goes the whole way through `tenant new --primary` and
 * `validate`. The whole wheel through `tenant new`, a build and axe in
 * Chromium runs in CI after `npm test` (`npm run matrix -- --wheel`).
 */

const project = projectPerTest();

describe('any brand colour (OPS-18, OPS-20)', () => {
  it('OPS-18 OPS-20 all 108 colours of the wheel derive a theme with no WCAG AA contrast problem', async () => {
    const colours = wheelColours();
    expect(colours).toHaveLength(36 * WHEEL_LIGHTNESSES.length);
    const backgrounds = await brandTextBackgrounds(project.cwd);
    const failures: string[] = [];
    for (const [index, colour] of colours.entries()) {
      const brand = deriveBrand(colour, backgrounds);
      expect(brand.main, 'the colour is kept for fills').toBe(colour);
      const name = `wheel${index}`;
      writeFileSync(path.join(project.cwd, 'themes', `${name}.tokens.json`), brandTokensFile(name, brand));
      const { theme } = await loadTheme(project.cwd, name);
      if (!theme) {
        failures.push(`${colour}: the theme does not load`);
        continue;
      }
      failures.push(
        ...contrastProblems(theme, `themes/${name}.tokens.json`).map(
          (problem) => `${colour}: ${formatProblem(problem)}`,
        ),
      );
    }
    expect(failures).toEqual([]);
  });

  it('OPS-20 a sample of the wheel, one per lightness, through tenant new --primary and validate', async () => {
    const colours = wheelColours();
    const sample = WHEEL_LIGHTNESSES.map((_, row) => colours[row * 36 + row * 11] ?? '');
    for (const [index, colour] of sample.entries()) {
      const io = captureIo();
      const merchant = `wheelco${index}`;
      expect(
        await runCli(['tenant', 'new', merchant, '--yes', '--primary', colour], { cwd: project.cwd, io }),
        io.text(),
      ).toBe(0);
      const report = await validate({ cwd: project.cwd, merchants: [merchant] });
      expect(report.problems.map(formatProblem), colour).toEqual([]);
    }
  });
});
