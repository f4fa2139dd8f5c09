import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validate } from '../../cli/commands/validate';
import { runCli } from '../../cli/index';
import { formatProblem } from '../../cli/lib/problems';
import { at, captureIo, makeProject, type Project } from './fixture';

let project: Project;
beforeEach(() => {
  project = makeProject();
});
afterEach(() => project.cleanup());

describe('contrast check in lobby validate (issue 6)', () => {
  it('the shipped themes meet WCAG AA on every text/background pair', () => {
    expect(validate({ cwd: project.cwd }).warnings).toEqual([]);
  });

  it('warns with the pair and the ratio, without failing the run', async () => {
    project.editJson('themes/jaguar.tokens.json', (json) => {
      const ink = at(at(at(json, 'primitive'), 'color'), 'ink');
      ink['2'] = { $value: '#2a3a33' };
    });
    const result = validate({ cwd: project.cwd, merchants: ['jaguar'] });
    expect(result.exitCode).toBe(0);
    const warnings = result.warnings.map(formatProblem);
    expect(warnings.some((line) => /^themes\/jaguar\.tokens\.json: color\.text\.secondary: contrast \d+\.\d\d:1 on color\.bg\.(page|surface) is below WCAG AA \(4\.5:1\)$/.test(line))).toBe(true);
    const io = captureIo();
    expect(await runCli(['validate', 'jaguar'], { cwd: project.cwd, io })).toBe(0);
    expect(io.stderr.join('\n')).toContain('warning: themes/jaguar.tokens.json: color.text.secondary: contrast');
  });
});
