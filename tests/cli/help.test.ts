import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/index';

/** Issue 18 (OPS-10): every command's help shows examples; conflicting options are an error, not ignored. */

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (text: string) => out.push(text), err: (text: string) => err.push(text) }, out, err };
}

describe('lobby help and options', () => {
  it.each([['validate'], ['build'], ['serve'], ['preview'], ['tenant', 'new'], ['flags']])(
    'OPS-10 %s --help shows examples',
    async (...command) => {
      const { io, out } = capture();
      expect(await runCli([...command, '--help'], { cwd: process.cwd(), io })).toBe(0);
      const help = out.join('\n');
      expect(help).toMatch(/Examples:\n {2}\$ npx lobby /);
      expect(help).toContain(`npx lobby ${command.join(' ')}`);
    },
  );

  it('OPS-10 --theme with --primary is refused with exit code 1, naming both', async () => {
    const { io, err } = capture();
    expect(
      await runCli(['tenant', 'new', 'zzz', '--yes', '--theme', 'aurora', '--primary', '#123456'], {
        cwd: process.cwd(),
        io,
      }),
    ).toBe(1);
    expect(err.join('\n')).toMatch(/--theme <theme>' cannot be used with option '--primary/);
  });
});
