import { utimesSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serve, staleReason, type SandboxOptions } from '../../cli/commands/serve';
import { runCli } from '../../cli/index';
import { captureIo, fakeCompile, projectPerTest } from './fixture';

const project = projectPerTest();

function fakeSandbox(): {
  start: (options: SandboxOptions) => Promise<{ url: string; close: () => Promise<void> }>;
  seen: SandboxOptions[];
} {
  const seen: SandboxOptions[] = [];
  return {
    seen,
    start: (options) => {
      seen.push(options);
      return Promise.resolve({ url: `http://127.0.0.1:${options.port ?? 0}/m/`, close: () => Promise.resolve() });
    },
  };
}

describe('lobby serve', () => {
  it('builds the tenant when it has never been built, then starts the sandbox for it', async () => {
    const compile = fakeCompile();
    const sandbox = fakeSandbox();
    const result = await serve({ cwd: project.cwd, merchant: 'aurora', compile, startSandbox: sandbox.start });
    expect(result.exitCode).toBe(0);
    expect(result.rebuiltBecause).toBe('dist/aurora/m/index.html does not exist');
    expect(compile.calls).toBe(1);
    expect(project.exists('dist/aurora/m/index.html')).toBe(true);
    expect(sandbox.seen).toEqual([
      {
        port: 4300,
        distDir: project.file('dist'),
        // OPS-16: the operator page's token, kept by lobby serve so `lobby vitals` can read /__ops/.
        opsToken: expect.any(String) as unknown,
        tenantsDir: project.file('tenants'),
        defaultMerchant: 'aurora',
        testMode: false,
      },
    ]);
    expect(result.sandbox?.url).toBe('http://127.0.0.1:4300/m/');
  });

  it('skips the build when the output is newer than every source, and rebuilds when a source changes', async () => {
    await serve({ cwd: project.cwd, merchant: 'demo', compile: fakeCompile(), startSandbox: fakeSandbox().start });
    const compile = fakeCompile();
    const again = await serve({
      cwd: project.cwd,
      merchant: 'demo',
      port: 4411,
      testMode: true,
      compile,
      startSandbox: fakeSandbox().start,
    });
    expect([again.rebuiltBecause, compile.calls]).toEqual(['', 0]);

    const later = new Date(Date.now() + 60_000);
    utimesSync(project.file('themes/lobby.tokens.json'), later, later);
    expect(staleReason(project.cwd, project.file('dist'), 'demo')).toBe(
      `${path.join('themes', 'lobby.tokens.json')} changed since the last build`,
    );
    const third = await serve({ cwd: project.cwd, merchant: 'demo', compile, startSandbox: fakeSandbox().start });
    expect(compile.calls).toBe(1);
    expect(third.rebuiltBecause).toContain('lobby.tokens.json');
  });

  it('does not start the sandbox when the tenant is invalid', async () => {
    project.editJson('tenants/demo.json', (json) => {
      json.theme = 'missing';
    });
    const sandbox = fakeSandbox();
    const result = await serve({
      cwd: project.cwd,
      merchant: 'demo',
      compile: fakeCompile(),
      startSandbox: sandbox.start,
    });
    expect(result.exitCode).toBe(1);
    expect(result.problems).toHaveLength(1);
    expect(sandbox.seen).toEqual([]);
  });

  it('passes --port and --test-mode through, and refuses an unknown merchant', async () => {
    const sandbox = fakeSandbox();
    let running = false;
    const io = captureIo();
    const context = {
      cwd: project.cwd,
      io,
      compile: fakeCompile(),
      startSandbox: sandbox.start,
      onSandbox: () => (running = true),
    };
    expect(await runCli(['serve', 'jaguar', '--port', '4555', '--test-mode'], context)).toBe(0);
    expect(sandbox.seen[0]).toMatchObject({ port: 4555, testMode: true, defaultMerchant: 'jaguar' });
    expect(running).toBe(true);
    expect(await runCli(['serve', 'nope'], context)).toBe(1);
    expect(io.stderr.at(-1)).toBe(
      'lobby: Unknown merchant "nope". Known merchants: aurora, demo, ipe, jaguar, sahara.',
    );
    expect(await runCli(['serve', 'demo', '--port', 'eighty'], context)).toBe(1);
    expect(io.stderr.join('\n')).toContain("option '-p, --port <port>' argument 'eighty' is invalid");
  });
});
