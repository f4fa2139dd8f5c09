import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../../cli/index';
import { captureIo, REPO_ROOT } from './fixture';

/** OPS-23: the CI workflow of docs/ci.md parses, and every `npx lobby` line in it is a real command with real options. */

const between = (text: string, name: string): string => {
  const start = text.indexOf(`<!-- ${name}: begin -->`);
  const end = text.indexOf(`<!-- ${name}: end -->`);
  if (start < 0 || end < 0) throw new Error(`docs/ci.md has no ${name} block`);
  return text.slice(start, end);
};

interface Workflow {
  jobs: Record<string, { strategy?: { matrix?: { shard?: number[] } }; steps: Array<{ run?: string }> }>;
}

/** The options a `lobby` command line names (`--flag` and `-f`), without their values. */
const optionsOf = (line: string): string[] => line.split(/\s+/).filter((word) => /^--?[a-z]/.test(word));

describe('the CI workflow of docs/ci.md (OPS-22, OPS-23)', () => {
  it('OPS-23 parses as YAML and each npx lobby line names a command and options lobby has; the shards cover 1..n', async () => {
    const text = readFileSync(path.join(REPO_ROOT, 'docs', 'ci.md'), 'utf8');
    const yaml = /```yaml\n([\s\S]*?)```/.exec(between(text, 'ci-workflow'))?.[1] ?? '';
    const workflow = parse(yaml) as Workflow;
    const runs = Object.values(workflow.jobs).flatMap((job) =>
      job.steps.flatMap((step) => (step.run ? [step.run] : [])),
    );
    const lobbyLines = runs.filter((run) => run.startsWith('npx lobby '));
    expect(lobbyLines.length).toBeGreaterThanOrEqual(2);
    for (const line of lobbyLines) {
      const words = line
        .replace(/>.*$/, '')
        .replace(/\$\{\{ matrix\.shard \}\}/g, '1')
        .trim()
        .split(/\s+/)
        .slice(2);
      const command = words[0] ?? '';
      // The command's own help lists every option it takes.
      const io = captureIo();
      expect(await runCli([command, '--help'], { cwd: REPO_ROOT, io }), line).toBe(0);
      const help = io.stdout.join('\n');
      for (const option of optionsOf(words.join(' '))) expect(help, `${line}: ${option}`).toContain(option);
    }
    const shards = workflow.jobs.build?.strategy?.matrix?.shard ?? [];
    expect(shards).toEqual(Array.from({ length: shards.length }, (_, index) => index + 1));
    expect(lobbyLines.some((line) => line.includes(`--shard \${{ matrix.shard }}/${shards.length}`))).toBe(true);
  });
});
