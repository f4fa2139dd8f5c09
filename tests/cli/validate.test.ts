import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate } from '../../cli/commands/validate';
import { runCli } from '../../cli/index';
import { CliError, formatProblem } from '../../cli/lib/problems';
import { at, captureIo, projectPerTest } from './fixture';

const project = projectPerTest();

const lines = (result: Awaited<ReturnType<typeof validate>>): string[] => result.problems.map(formatProblem);

describe('lobby validate', () => {
  it('accepts every tenant of the repository and names them', async () => {
    const result = await validate({ cwd: project.cwd });
    expect(lines(result)).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.merchants).toEqual(['aurora', 'demo', 'ipe', 'jaguar', 'sahara']);
    expect(result.themes).toEqual(['aurora', 'base', 'ipe', 'jaguar', 'lobby', 'sahara']);
  });

  it('reports every schema problem as file: field.path: message and exits 1', async () => {
    project.editJson('tenants/demo.json', (json) => {
      json.displayName = 42;
      at(json, 'languages').default = 'FR';
      json.colour = 'red';
    });
    const result = await validate({ cwd: project.cwd, merchants: ['demo'] });
    expect(result.exitCode).toBe(1);
    expect(lines(result)).toEqual([
      'tenants/demo.json: displayName: Invalid input: expected string, received number',
      'tenants/demo.json: languages.default: "FR" has no language pack (packs: PT, EN, AR); add one with `lobby lang add <code>`',
      'tenants/demo.json: unknown key(s): colour',
    ]);
  });

  it('runs the cross-field pass: file name, default language among the supported ones, the theme exists', async () => {
    project.editJson('tenants/aurora.json', (json) => {
      json.merchantCode = 'borealis';
      json.theme = 'nope';
      at(json, 'languages').supported = ['PT'];
    });
    expect(lines(await validate({ cwd: project.cwd, merchants: ['aurora'] }))).toEqual([
      'tenants/aurora.json: merchantCode: must equal the file name "aurora"',
      'tenants/aurora.json: languages.default: "EN" is not among the supported languages',
      'tenants/aurora.json: theme: themes/nope.tokens.json does not exist (known themes: aurora, base, ipe, jaguar, lobby, sahara)',
    ]);
  });

  it('names the file when it is not JSON', async () => {
    project.write('tenants/jaguar.json', '{ "merchantCode": "jaguar", ');
    const [problem, ...rest] = lines(await validate({ cwd: project.cwd }));
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^tenants\/jaguar\.json: invalid JSON: /);
  });

  it('refuses __proto__ keys and huge strings without being polluted by them', async () => {
    const demo = project.read('tenants/demo.json').trim();
    project.write('tenants/demo.json', `${demo.slice(0, -1)}, "__proto__": { "polluted": true } }`);
    project.editJson('tenants/jaguar.json', (json) => {
      json.displayName = 'x'.repeat(100_000);
    });
    expect(lines(await validate({ cwd: project.cwd }))).toEqual([
      'tenants/demo.json: unknown key(s): __proto__',
      'tenants/jaguar.json: displayName: Too big: expected string to have <=60 characters',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses an unknown merchant with the list of known ones', async () => {
    await expect(validate({ cwd: project.cwd, merchants: ['demo', 'nosuch'] })).rejects.toThrow(CliError);
    await expect(validate({ cwd: project.cwd, merchants: ['nosuch'] })).rejects.toThrow(
      'Unknown merchant "nosuch". Known merchants: aurora, demo, ipe, jaguar, sahara.',
    );
  });

  it('checks that every asset exists inside the tenant folder, symlinks resolved', async () => {
    const outside = path.join(tmpdir(), `lobby-outside-${process.pid}.svg`);
    writeFileSync(outside, '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
    symlinkSync(outside, project.file('tenants/assets/demo/escape.svg'));
    symlinkSync('../aurora/logo.svg', project.file('tenants/assets/demo/sibling.svg'));
    project.editJson('tenants/demo.json', (json) => {
      const assets = at(json, 'assets');
      assets.logo = 'escape.svg';
      assets.favicon = 'sibling.svg';
      assets.fallbackBanner = 'missing.svg';
    });
    expect(lines(await validate({ cwd: project.cwd, merchants: ['demo'] }))).toEqual([
      "tenants/demo.json: assets.logo: tenants/assets/demo/escape.svg resolves outside tenants/assets/demo/ (a link may not leave the tenant's asset folder)",
      "tenants/demo.json: assets.favicon: tenants/assets/demo/sibling.svg resolves outside tenants/assets/demo/ (a link may not leave the tenant's asset folder)",
      'tenants/demo.json: assets.fallbackBanner: tenants/assets/demo/missing.svg does not exist',
    ]);
  });

  it('refuses paths with "..", active SVG content and app icons of the wrong size', async () => {
    project.write(
      'tenants/assets/demo/evil.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9" onload="alert(1)"/>',
    );
    project.editJson('tenants/demo.json', (json) => {
      const assets = at(json, 'assets');
      assets.logo = 'evil.svg';
      assets.favicon = '../aurora/logo.svg';
      assets.appIcon192 = 'icon-512.png';
    });
    const found = lines(await validate({ cwd: project.cwd, merchants: ['demo'] }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^tenants\/demo\.json: assets\.favicon: must be a relative path inside the tenant asset folder/,
    );
    project.editJson('tenants/demo.json', (json) => {
      at(json, 'assets').favicon = 'favicon.svg';
    });
    expect(lines(await validate({ cwd: project.cwd, merchants: ['demo'] }))).toEqual([
      'tenants/demo.json: assets.logo: tenants/assets/demo/evil.svg contains an event-handler attribute (on…=); brand SVGs must be static images',
      'tenants/demo.json: assets.appIcon192: tenants/assets/demo/icon-512.png is 512×512 px; it must be 192×192 px',
    ]);
  });

  it('reports the problems of the theme a tenant uses, with file and token path', async () => {
    project.editJson('themes/jaguar.tokens.json', (json) => {
      at(json, 'primitive', 'color', 'brand', 'main').$value = 'orange';
    });
    const result = await validate({ cwd: project.cwd, merchants: ['jaguar'] });
    expect(result.exitCode).toBe(1);
    expect(lines(result)).toEqual([
      'themes/jaguar.tokens.json: primitive.color.brand.main: "orange" is not a DTCG colour object ({ "colorSpace": "srgb", "components": [r, g, b], "hex": "#rrggbb" })',
    ]);
    // A tenant on another theme is not affected when named alone.
    expect((await validate({ cwd: project.cwd, merchants: ['demo'] })).exitCode).toBe(0);
    // Checking every tenant checks every theme file.
    expect((await validate({ cwd: project.cwd })).exitCode).toBe(1);
  });
});

describe('lobby validate through the command line', () => {
  it('prints each problem on stderr and exits 1', async () => {
    project.editJson('tenants/demo.json', (json) => {
      json.trialMerchantCode = 'Has Spaces';
    });
    const io = captureIo();
    expect(await runCli(['validate'], { cwd: project.cwd, io })).toBe(1);
    expect(io.stderr[0]).toBe(
      'tenants/demo.json: trialMerchantCode: must be 3-16 lower-case letters or digits (it becomes a folder name)',
    );
  });

  it('exits 1 with the known merchants for an unknown one', async () => {
    const io = captureIo();
    expect(await runCli(['validate', 'acme'], { cwd: project.cwd, io })).toBe(1);
    expect(io.stderr).toEqual(['lobby: Unknown merchant "acme". Known merchants: aurora, demo, ipe, jaguar, sahara.']);
  });

  it('exits 0 and says what it checked', async () => {
    const io = captureIo();
    expect(await runCli(['validate', 'demo', 'aurora'], { cwd: project.cwd, io })).toBe(0);
    expect(io.stdout.join('\n')).toContain('2 tenant(s)');
  });

  it('LANG-13 refuses a language pack below the tenant threshold, naming the file and the field; a gap above it warns', async () => {
    // The project holds the app's packs (src/i18n), so lobby validate measures these; the AR pack loses one text.
    cpSync(path.join(process.cwd(), 'src/i18n'), path.join(project.cwd, 'src/i18n'), { recursive: true });
    const common = path.join(project.cwd, 'src/i18n/locales/ar/common.json');
    const catalogue = JSON.parse(readFileSync(common, 'utf8')) as Record<string, unknown>;
    const dropped = Object.keys(catalogue).find((key) => typeof catalogue[key] === 'string');
    if (!dropped) throw new Error('fixture: common.json has no top-level text');
    writeFileSync(common, JSON.stringify({ ...catalogue, [dropped]: '' }));
    const lenient = await validate({ cwd: project.cwd, merchants: ['sahara'] });
    expect(lines(lenient)).toEqual([]);
    expect(lenient.warnings.map(formatProblem).join('\n')).toMatch(
      /tenants\/sahara\.json: languages\.supported\.0: the AR pack lacks 1 of \d+ texts: they show in English/,
    );
    project.editJson('tenants/sahara.json', (json) => {
      at(json, 'languages').minCompleteness = 100;
    });
    const strict = await validate({ cwd: project.cwd, merchants: ['sahara'] });
    expect(strict.exitCode).toBe(1);
    expect(lines(strict).join('\n')).toMatch(
      /tenants\/sahara\.json: languages\.supported\.0: the AR pack translates 99\.\d% of the texts, below this tenant's languages\.minCompleteness of 100%/,
    );
  });
});
