import { readdirSync, rmSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { build, formatBuildSummary } from '../../cli/commands/build';
import { runCli } from '../../cli/index';
import { formatProblem } from '../../cli/lib/problems';
import { at, captureIo, configOf, fakeCompile, projectPerTest, themeColour } from './fixture';

const project = projectPerTest();

describe('lobby build', () => {
  it('builds two tenants from one compile, each with its own merchant, theme and language', async () => {
    const compile = fakeCompile();
    const result = await build({ cwd: project.cwd, merchants: ['demo', 'aurora'], compile });
    expect(result.exitCode).toBe(0);
    expect(compile.calls).toBe(1);
    expect(result.tenants.map((tenant) => tenant.merchant)).toEqual(['demo', 'aurora']);

    const demo = project.read('dist/demo/m/index.html');
    const aurora = project.read('dist/aurora/m/index.html');
    expect(configOf(demo).merchantCode).toBe('demo');
    expect(configOf(aurora).merchantCode).toBe('aurora');
    expect(configOf(demo).buildId).toBe(result.buildId);
    expect(demo).toContain('<html lang="pt-BR"');
    expect(aurora).toContain('<html lang="en"');
    const colour = (theme: string, name: string): Promise<string> => themeColour(project, theme, name);
    expect(await colour('lobby', 'color.bg.brand')).not.toBe(await colour('aurora', 'color.bg.brand'));
    expect(demo).toContain(`--lby-color-bg-brand: ${await colour('lobby', 'color.bg.brand')};`);
    expect(aurora).toContain(`--lby-color-bg-brand: ${await colour('aurora', 'color.bg.brand')};`);
    expect(demo).toContain(`<meta name="theme-color" content="${await colour('lobby', 'color.bg.header')}">`);
    expect(aurora).toContain(`<meta name="theme-color" content="${await colour('aurora', 'color.bg.header')}">`);
    expect(demo).toContain('<meta name="color-scheme" content="dark">');
    expect(aurora).toContain('<meta name="color-scheme" content="light">');
    // The compile's files and the brand's files are in each stamp; the compile's manifest is not.
    for (const merchant of ['demo', 'aurora']) {
      expect(project.exists(`dist/${merchant}/m/assets/main-test.js`)).toBe(true);
      expect(project.exists(`dist/${merchant}/m/brand/logo.svg`)).toBe(true);
      expect(project.exists(`dist/${merchant}/m/brand/icon-512.png`)).toBe(true);
      expect(project.exists(`dist/${merchant}/m/.vite`)).toBe(false);
    }
    expect(project.exists('dist/jaguar')).toBe(false);
  });

  it('builds every tenant with --all, still compiling once', async () => {
    const compile = fakeCompile();
    const result = await build({ cwd: project.cwd, all: true, out: 'site', compile });
    expect(compile.calls).toBe(1);
    expect(result.tenants.map((tenant) => tenant.merchant)).toEqual(['aurora', 'demo', 'ipe', 'jaguar', 'sahara']);
    expect(readdirSync(project.file('site')).sort()).toEqual(['.app', 'aurora', 'demo', 'ipe', 'jaguar', 'sahara']);
    expect(formatBuildSummary(result)).toMatch(/^tenant +files +bytes +html gzip +first-route JS gzip +time\n/);
  });

  it('fails on a malformed tenant before compiling: nothing written, earlier output untouched', async () => {
    await build({ cwd: project.cwd, merchants: ['demo'], compile: fakeCompile() });
    const before = statSync(project.file('dist/demo/m/index.html')).mtimeMs;
    project.editJson('tenants/aurora.json', (json) => {
      at(json, 'languages').default = 'DE';
    });
    const compile = fakeCompile();
    const result = await build({ cwd: project.cwd, merchants: ['demo', 'aurora'], compile });
    expect(result.exitCode).toBe(1);
    expect(result.problems.map(formatProblem)).toEqual([
      'tenants/aurora.json: languages.default: "DE" has no language pack (packs: PT, EN, AR); add one with `lobby lang add <code>`',
    ]);
    expect(compile.calls).toBe(0);
    expect(project.exists('dist/aurora')).toBe(false);
    expect(statSync(project.file('dist/demo/m/index.html')).mtimeMs).toBe(before);
  });

  it('fails on a malformed theme with the file and token named, writing nothing', async () => {
    project.editJson('themes/jaguar.tokens.json', (json) => {
      json.semantic = {};
    });
    const result = await build({ cwd: project.cwd, all: true, compile: fakeCompile() });
    expect(result.exitCode).toBe(1);
    expect(result.problems.map(formatProblem)).toEqual([
      'themes/jaguar.tokens.json: semantic: a brand file may override primitives only; semantic tokens live in themes/base.tokens.json',
    ]);
    expect(project.exists('dist')).toBe(false);
  });

  it('rebuilding one tenant never touches another tenant’s output', async () => {
    await build({ cwd: project.cwd, all: true, compile: fakeCompile() });
    const auroraIndex = statSync(project.file('dist/aurora/m/index.html'));
    project.editJson('tenants/demo.json', (json) => {
      json.displayName = 'Lobby Demo Two';
    });
    await build({ cwd: project.cwd, merchants: ['demo'], compile: fakeCompile() });
    expect(project.read('dist/demo/m/index.html')).toContain('<title>Lobby Demo Two</title>');
    const after = statSync(project.file('dist/aurora/m/index.html'));
    expect([after.ino, after.mtimeMs]).toEqual([auroraIndex.ino, auroraIndex.mtimeMs]);
  });

  it('a stamp that fails part-way leaves no partial output and the previous build in place', async () => {
    await build({ cwd: project.cwd, all: true, compile: fakeCompile() });
    const previous = project.read('dist/jaguar/m/index.html');
    const compile = fakeCompile();
    // Validation has passed by the time the compile runs; losing a file now makes the last stamp fail.
    const sabotage = async (options: { cwd: string; outDir: string }): Promise<void> => {
      await compile(options);
      rmSync(project.file('tenants/assets/jaguar/banner.svg'));
    };
    project.editJson('tenants/demo.json', (json) => {
      json.displayName = 'Should Not Appear';
    });
    await expect(build({ cwd: project.cwd, all: true, compile: sabotage })).rejects.toThrow(/banner\.svg/);
    expect(project.read('dist/jaguar/m/index.html')).toBe(previous);
    expect(project.read('dist/demo/m/index.html')).not.toContain('Should Not Appear');
    expect(readdirSync(project.file('dist')).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });
});

describe('lobby build through the command line', () => {
  it('asks for merchants or --all', async () => {
    const io = captureIo();
    expect(await runCli(['build'], { cwd: project.cwd, io, compile: fakeCompile() })).toBe(1);
    expect(io.stderr).toEqual([
      'lobby: Name the merchants to build or pass --all (known merchants: aurora, demo, ipe, jaguar, sahara).',
    ]);
  });

  it('refuses an unknown merchant, listing the known ones', async () => {
    const io = captureIo();
    expect(await runCli(['build', 'demo', 'zzz'], { cwd: project.cwd, io, compile: fakeCompile() })).toBe(1);
    expect(io.stderr).toEqual(['lobby: Unknown merchant "zzz". Known merchants: aurora, demo, ipe, jaguar, sahara.']);
    expect(project.exists('dist')).toBe(false);
  });

  it('prints progress per tenant and the summary table', async () => {
    const io = captureIo();
    expect(await runCli(['build', '--all', '--out', 'out'], { cwd: project.cwd, io, compile: fakeCompile() })).toBe(0);
    const output = io.stdout.join('\n');
    for (const merchant of ['aurora', 'demo', 'ipe', 'jaguar', 'sahara'])
      expect(output).toContain(`stamped ${merchant}`);
    expect(output).toMatch(/tenant +files +bytes +html gzip +first-route JS gzip +time/);
    expect(output).toContain('5 tenant(s) from one compile');
  });

  it('prints the problems and exits 1 when a tenant is malformed', async () => {
    project.editJson('tenants/jaguar.json', (json) => {
      delete json.displayName;
    });
    const io = captureIo();
    expect(await runCli(['build', '--all'], { cwd: project.cwd, io, compile: fakeCompile() })).toBe(1);
    expect(io.stderr[0]).toBe('tenants/jaguar.json: displayName: Invalid input: expected string, received undefined');
    expect(io.stderr.at(-1)).toBe('Nothing was built.');
  });
});
