import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/index';
import { parseShard, shardOf } from '../../cli/lib/shard';
import { captureIo, fakeCompile, projectPerTest, REPO_ROOT } from './fixture';

/**
 * OPS-21, OPS-22: `--json` prints one JSON document on stdout (people's text
 * on stderr) whose top-level keys are those docs/cli.md lists, and
 * `build --all --shard i/n` builds a stable slice.
 */

const project = projectPerTest();

/** The documented top-level keys of each command's document (docs/cli.md, Machine output). */
function documentedKeys(): Map<string, string[]> {
  const text = readFileSync(path.join(REPO_ROOT, 'docs', 'cli.md'), 'utf8');
  const block = text.slice(text.indexOf('<!-- json-shapes: begin -->'), text.indexOf('<!-- json-shapes: end -->'));
  const keys = new Map<string, string[]>();
  for (const match of block.matchAll(/^- `([a-z ]+)`: `([^`]+)`/gm))
    keys.set(
      match[1] ?? '',
      (match[2] ?? '').split(',').map((key) => key.trim()),
    );
  return keys;
}

async function jsonOf(argv: string[], expectedCode = 0): Promise<Record<string, unknown>> {
  const io = captureIo();
  const code = await runCli(argv, {
    cwd: project.cwd,
    io,
    compile: fakeCompile(),
    fetch: () =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            success: true,
            value: {
              summaries: [
                {
                  merchant: 'demo',
                  merchants: [{ merchant: 'demo', events: 2 }],
                  windowHours: 24,
                  bucketMinutes: 24,
                  vitals: [{ page: 'home', name: 'LCP', p75: 1800, count: 2, rating: 'good' }],
                  series: {},
                  errors: [
                    { message: 'TypeError: boom', source: '/m/assets/a.js:1:2', pages: 'home', count: 3, lastSeen: 0 },
                  ],
                  csp: [],
                },
              ],
            },
          }),
        ),
      ),
  });
  expect(code, io.text()).toBe(expectedCode);
  expect(io.stdout, 'one document on stdout').toHaveLength(1);
  return JSON.parse(io.stdout[0] ?? '') as Record<string, unknown>;
}

describe('machine output for CI', () => {
  it('OPS-21 each command with --json prints one document with the keys docs/cli.md documents', async () => {
    const documented = documentedKeys();
    expect([...documented.keys()].sort()).toEqual(['build', 'flags', 'lang list', 'tenant new', 'validate', 'vitals']);
    const runs: Array<[string, string[]]> = [
      ['validate', ['validate', 'demo', '--json']],
      ['lang list', ['lang', 'list', '--json']],
      ['flags', ['flags', '--json']],
      ['vitals', ['vitals', 'demo', '--token', 't', '--json']],
      ['tenant new', ['tenant', 'new', 'jsonco', '--yes', '--primary', '#0a7cff', '--json']],
    ];
    for (const [command, argv] of runs) {
      const document = await jsonOf(argv);
      expect(Object.keys(document), command).toEqual(documented.get(command));
    }
    const created = await jsonOf(['tenant', 'new', 'jsonct', '--yes', '--primary', '#1e88e5', '--json']);
    expect(created).toMatchObject({ ok: true, merchant: 'jsonct', nextCommand: 'npx lobby serve jsonct' });
    expect(created.brand).toEqual(
      expect.arrayContaining([
        { token: 'primitive.color.brand.main', value: '#1e88e5', note: expect.any(String) as string },
      ]),
    );
    // OPS-17: without --json, vitals prints the operator page's table.
    const table = captureIo();
    expect(
      await runCli(['vitals', 'demo', '--token', 't'], {
        cwd: project.cwd,
        io: table,
        fetch: () => Promise.resolve(new Response(JSON.stringify({ success: true, value: { summaries: [] } }))),
      }),
    ).toBe(0);
    expect(table.stdout.join('\n')).toContain('No measurements yet');
    // A failure before any result is a document too.
    expect(await jsonOf(['validate', 'nobody', '--json'], 1)).toMatchObject({ ok: false, exitCode: 1 });
  });

  it('OPS-21 OPS-22 build --all --shard 2/2 --json builds the second stable slice and reports it', async () => {
    const every = ['aurora', 'demo', 'jaguar', 'sahara'];
    expect(shardOf(every, parseShard('1/2'))).toEqual(['aurora', 'jaguar']);
    expect(shardOf([...every].reverse(), parseShard('2/2'))).toEqual(['demo', 'sahara']);
    expect(() => parseShard('3/2')).toThrow('--shard must be i/n');
    const document = await jsonOf(['build', '--all', '--shard', '2/2', '--json']);
    expect(Object.keys(document)).toEqual(documentedKeys().get('build'));
    expect(document).toMatchObject({ ok: true, shard: { index: 2, count: 2 } });
    expect((document.tenants as Array<{ merchant: string }>).map((tenant) => tenant.merchant)).toEqual([
      'demo',
      'jaguar',
    ]);
    expect(project.exists('dist/aurora')).toBe(false);
  });
});
