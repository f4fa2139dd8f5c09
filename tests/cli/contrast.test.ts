import { describe, expect, it } from 'vitest';
import { validate } from '../../cli/commands/validate';
import { runCli } from '../../cli/index';
import { contrastRatio } from '../../cli/lib/color';
import { passingShade } from '../../cli/lib/contrast';
import { formatProblem } from '../../cli/lib/problems';
import { at, captureIo, dtcgColour, projectPerTest, themeColour } from './fixture';

const project = projectPerTest();

describe('contrast gate in lobby validate and build (issues 6, 18)', () => {
  it('the shipped themes meet WCAG AA on every text/background pair', async () => {
    expect((await validate({ cwd: project.cwd })).warnings).toEqual([]);
  });

  it('OPS-02 refuses a theme in use with a weak pair, naming the pair, the ratio and a colour that passes', async () => {
    project.editJson('themes/jaguar.tokens.json', (json) => {
      const ink = at(at(at(json, 'primitive'), 'color'), 'ink');
      ink['2'] = { $value: dtcgColour('#2a3a33') };
    });
    const result = await validate({ cwd: project.cwd, merchants: ['jaguar'] });
    expect(result.exitCode).toBe(1);
    const lines = result.problems.map(formatProblem);
    const line = lines.find((text) =>
      /^themes\/jaguar\.tokens\.json: color\.text\.secondary: contrast \d+\.\d\d:1 on color\.bg\.(page|surface) is below WCAG AA \(4\.5:1\); #[0-9a-f]{6} passes$/.test(
        text,
      ),
    );
    expect(line, lines.join('\n')).toBeDefined();
    // The suggested colour really passes on that background.
    const suggested = /(#[0-9a-f]{6}) passes$/.exec(line ?? '')?.[1] ?? '';
    const background = await themeColour(
      project,
      'jaguar',
      /on (color\.bg\.\w+)/.exec(line ?? '')?.[1] ?? 'color.bg.page',
    );
    expect(contrastRatio(suggested, background)).toBeGreaterThanOrEqual(4.5);
    const io = captureIo();
    expect(await runCli(['validate', 'jaguar'], { cwd: project.cwd, io })).toBe(1);
    expect(io.stderr.join('\n')).toContain('themes/jaguar.tokens.json: color.text.secondary: contrast');
    // Building is refused too.
    expect(await runCli(['build', 'jaguar'], { cwd: project.cwd, io: captureIo() })).toBe(1);
  });

  it('OPS-02 passingShade keeps the hue and moves lightness only as far as needed', () => {
    const shade = passingShade('#777777', '#ffffff');
    expect(shade).not.toBeNull();
    expect(contrastRatio(shade ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade ?? '', '#ffffff')).toBeLessThan(4.8);
    expect(passingShade('#f2b33d', '#ffffff')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
