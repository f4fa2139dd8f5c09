import { describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build';
import { formatProblem } from '../../cli/lib/problems';
import { fakeCompile, projectPerTest } from './fixture';
import { MALFORMED_CASES } from './malformed-corpus';

const project = projectPerTest();

describe('malformed tenant and theme files are refused (issue 7, TENANT-08, TENANT-09, THEME-05, CLI-06)', () => {
  it('the corpus holds at least 50 cases', () => {
    expect(MALFORMED_CASES.length).toBeGreaterThanOrEqual(50);
  });

  it.each(MALFORMED_CASES.map((entry) => [entry.name, entry] as const))(
    'refuses %s, naming file and field, writing nothing',
    async (_name, entry) => {
      if (entry.text !== undefined) project.write(entry.file, entry.text);
      else if (entry.edit) project.editJson(entry.file, entry.edit);
      const compile = fakeCompile();
      const result = await build({ cwd: project.cwd, merchants: ['demo'], compile });
      expect(result.exitCode).toBe(1);
      expect(compile.calls).toBe(0);
      expect(project.exists('dist/demo')).toBe(false);
      const lines = result.problems.map(formatProblem);
      const matching = result.problems.filter(
        (problem) =>
          problem.file === entry.file &&
          (entry.path === '' ? true : problem.path === entry.path || problem.path.startsWith(`${entry.path}.`)),
      );
      expect(
        matching.length,
        `expected a problem at ${entry.file}: ${entry.path}, got:\n${lines.join('\n')}`,
      ).toBeGreaterThan(0);
      if (entry.message) expect(matching.map((problem) => problem.message).join('\n')).toMatch(entry.message);
    },
  );
});
