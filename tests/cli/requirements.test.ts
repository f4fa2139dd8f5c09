import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build';
import { validate } from '../../cli/commands/validate';
import { runCli } from '../../cli/index';
import { formatProblem } from '../../cli/lib/problems';
import { parseTenant } from '../../src/tenant/schema';
import { at, captureIo, configOf, dtcgColour, fakeCompile, projectPerTest, REPO_ROOT, themeColour } from './fixture';

/**
 * Requirements of the design card about the CLI, tenants, themes and the
 * stack (CLI-*, TENANT-*, THEME-01, STACK-*), asserted on a throw-away copy
 * of tenants/ and themes/ (fixture.ts) or on the repository itself.
 */

const project = projectPerTest();

const repoFile = (relative: string): string => readFileSync(path.join(REPO_ROOT, relative), 'utf8');

describe('the lobby command', () => {
  it('CLI-01 is a commander program whose --help lists its commands and each command its options', async () => {
    expect(repoFile('cli/index.ts')).toMatch(/from 'commander'/);
    const io = captureIo();
    expect(await runCli(['--help'], { cwd: project.cwd, io })).toBe(0);
    for (const command of ['validate', 'build', 'serve', 'preview', 'tenant', 'flags'])
      expect(io.text()).toMatch(new RegExp(`^\\s+${command}\\b`, 'm'));
    const buildHelp = captureIo();
    await runCli(['build', '--help'], { cwd: project.cwd, io: buildHelp });
    expect(buildHelp.text()).toMatch(/-a, --all/);
    expect(buildHelp.text()).toMatch(/-o, --out <dir>/);
  });

  it('CLI-02 CLI-09 build reads tenants/<merchant>.json and writes a themed static site under /m/ from the handlebars templates', async () => {
    project.editJson('tenants/demo.json', (json) => {
      json.displayName = 'Demo From The File';
    });
    const result = await build({ cwd: project.cwd, merchants: ['demo'], compile: fakeCompile() });
    expect(result.exitCode).toBe(0);
    const html = project.read('dist/demo/m/index.html');
    // Served under /m/: every reference of the page points into /m/.
    // The entry is started by the shell's inline script (SPEED-09), from under /m/.
    expect(html).toContain('var b="/m/",B=["assets/shared-test.js","assets/main-test.js"]');
    expect(html).toContain('<link rel="manifest" href="/m/manifest.webmanifest">');
    // Themed: the tenant's theme as CSS custom properties.
    expect(html).toContain(`--lby-color-bg-brand: ${await themeColour(project, 'lobby', 'color.bg.brand')};`);
    // Filled from the tenant file through the templates (cli/templates/*.hbs).
    expect(repoFile('cli/templates/index.html.hbs')).toContain('<title>{{title}}</title>');
    expect(repoFile('cli/lib/templates.ts')).toMatch(/from 'handlebars'/);
    expect(html).toContain('<title>Demo From The File</title>');
    expect(JSON.parse(project.read('dist/demo/m/manifest.webmanifest'))).toMatchObject({
      name: 'Demo From The File',
      scope: '/m/',
    });
  });

  it('CLI-03 each tenant gets its own folder and building one leaves another untouched', async () => {
    await build({ cwd: project.cwd, merchants: ['demo', 'aurora'], compile: fakeCompile() });
    const auroraBefore = project.read('dist/aurora/m/index.html');
    const auroraTime = statSync(project.file('dist/aurora/m/index.html')).mtimeMs;
    project.editJson('tenants/demo.json', (json) => {
      json.displayName = 'Demo Again';
    });
    await build({ cwd: project.cwd, merchants: ['demo'], compile: fakeCompile() });
    expect(project.read('dist/demo/m/index.html')).toContain('<title>Demo Again</title>');
    expect(project.read('dist/aurora/m/index.html')).toBe(auroraBefore);
    expect(statSync(project.file('dist/aurora/m/index.html')).mtimeMs).toBe(auroraTime);
    expect(configOf(project.read('dist/aurora/m/index.html')).merchantCode).toBe('aurora');
  });

  it('CLI-04 builds several named tenants, or all of them, in one run with one compile', async () => {
    const named = fakeCompile();
    const some = await build({ cwd: project.cwd, merchants: ['jaguar', 'demo'], compile: named });
    expect(named.calls).toBe(1);
    expect(some.tenants.map((tenant) => tenant.merchant)).toEqual(['jaguar', 'demo']);
    const every = fakeCompile();
    const io = captureIo();
    expect(await runCli(['build', '--all'], { cwd: project.cwd, io, compile: every })).toBe(0);
    expect(every.calls).toBe(1);
    expect(
      readdirSync(project.file('dist'))
        .filter((name) => !name.startsWith('.'))
        .sort(),
    ).toEqual(['aurora', 'demo', 'ipe', 'jaguar', 'sahara']);
    // Progress per tenant and the summary table (issue 6).
    expect(io.text()).toMatch(/\[\d\/5\] stamped aurora/);
    expect(io.text()).toMatch(/^tenant +files +bytes +html gzip +first-route JS gzip +time$/m);
    expect(io.text()).toMatch(/^jaguar +\d+ +[\d,]+ +[\d,]+ +[\d,]+ +\d+ ms$/m);
  });

  it('CLI-05 validate checks tenants and their themes without building', async () => {
    const compile = fakeCompile();
    const io = captureIo();
    expect(await runCli(['validate'], { cwd: project.cwd, io, compile })).toBe(0);
    expect(io.text()).toMatch(/5 tenant\(s\) and \d+ theme\(s\) valid/);
    project.editJson('themes/jaguar.tokens.json', (json) => {
      json.semantic = {};
    });
    const broken = captureIo();
    expect(await runCli(['validate', 'jaguar'], { cwd: project.cwd, io: broken, compile })).toBe(1);
    expect(broken.text()).toMatch(/themes\/jaguar\.tokens\.json/);
    expect(compile.calls).toBe(0);
    expect(project.exists('dist')).toBe(false);
  });

  it('CLI-07 an unknown merchant is a clear error naming the known ones, with a non-zero exit', async () => {
    for (const argv of [
      ['build', 'nosuch'],
      ['validate', 'nosuch'],
    ]) {
      const io = captureIo();
      expect(await runCli(argv, { cwd: project.cwd, io, compile: fakeCompile() })).not.toBe(0);
      expect(io.text()).toMatch(/nosuch/);
      expect(io.text()).toMatch(/aurora, demo, ipe, jaguar, sahara/);
    }
  });

  it('CLI-10 TENANT-02 TENANT-03 TENANT-07 the build embeds the runtime configuration: merchant and trial codes, languages, default flags, theme', async () => {
    project.editJson('tenants/aurora.json', (json) => {
      json.trialMerchantCode = 'auroraplay';
      json.flags = { DIRECTREG3: false, MAILCEN: true };
    });
    await build({ cwd: project.cwd, merchants: ['aurora'], compile: fakeCompile() });
    const config = configOf(project.read('dist/aurora/m/index.html'));
    expect(config).toMatchObject({
      merchantCode: 'aurora',
      trialMerchantCode: 'auroraplay',
      theme: 'aurora',
      languages: project.readJson('tenants/aurora.json').languages,
      flags: { DIRECTREG3: false, MAILCEN: true },
    });
  });
});

describe('tenant files', () => {
  it('TENANT-01 every merchant has exactly one tenants/<merchant>.json named after its code', async () => {
    const files = readdirSync(path.join(REPO_ROOT, 'tenants')).filter(
      (name) => name.endsWith('.json') && name !== 'tenant.schema.json',
    );
    expect(files.length).toBeGreaterThan(0);
    const codes = files.map(
      (name) => (JSON.parse(repoFile(`tenants/${name}`)) as { merchantCode: string }).merchantCode,
    );
    expect(files).toEqual(codes.map((code) => `${code}.json`));
    expect(new Set(codes).size).toBe(codes.length);
    project.editJson('tenants/jaguar.json', (json) => {
      json.merchantCode = 'panther';
    });
    expect((await validate({ cwd: project.cwd, merchants: ['jaguar'] })).problems.map(formatProblem)).toContain(
      'tenants/jaguar.json: merchantCode: must equal the file name "jaguar"',
    );
  });

  it('TENANT-04 the tenant names its theme, which must exist in themes/', async () => {
    expect((await validate({ cwd: project.cwd, merchants: ['demo'] })).exitCode).toBe(0);
    project.editJson('tenants/demo.json', (json) => {
      json.theme = 'missing';
    });
    const result = await validate({ cwd: project.cwd, merchants: ['demo'] });
    expect(result.exitCode).toBe(1);
    expect(result.problems.map(formatProblem)).toContain(
      'tenants/demo.json: theme: themes/missing.tokens.json does not exist (known themes: aurora, base, ipe, jaguar, lobby, sahara)',
    );
  });

  it('TENANT-05 languages are a subset of EN and PT, the default is PT when not set and must be supported', async () => {
    const demo = project.readJson('tenants/demo.json');
    const withoutDefault = { ...demo, languages: { supported: ['EN', 'PT'] } };
    expect(parseTenant(withoutDefault).tenant?.languages.default).toBe('PT');
    expect(parseTenant({ ...demo, languages: { default: 'PT', supported: ['PT', 'DE'] } }).tenant).toBeNull();
    project.editJson('tenants/demo.json', (json) => {
      at(json, 'languages').supported = ['EN'];
    });
    expect((await validate({ cwd: project.cwd, merchants: ['demo'] })).problems.map(formatProblem)).toContain(
      'tenants/demo.json: languages.default: "PT" is not among the supported languages',
    );
  });

  it('TENANT-10 a new merchant is only files under tenants/ (its JSON and brand assets): it validates and builds with src/ untouched', async () => {
    project.copy('tenants/assets/demo', 'tenants/assets/newco');
    project.editJson('tenants/demo.json', () => undefined);
    const demo = project.readJson('tenants/demo.json');
    project.write(
      'tenants/newco.json',
      JSON.stringify({ ...demo, merchantCode: 'newco', trialMerchantCode: 'newcotrial', displayName: 'New Co' }),
    );
    expect(project.exists('src')).toBe(false);
    expect((await validate({ cwd: project.cwd, merchants: ['newco'] })).exitCode).toBe(0);
    const result = await build({ cwd: project.cwd, merchants: ['newco'], compile: fakeCompile() });
    expect(result.exitCode).toBe(0);
    expect(configOf(project.read('dist/newco/m/index.html'))).toMatchObject({
      merchantCode: 'newco',
      displayName: 'New Co',
    });
  });
});

describe('themes', () => {
  it('THEME-01 themes are token files under themes/: a designer edit reaches the build without touching src/', async () => {
    const themes = readdirSync(path.join(REPO_ROOT, 'themes'));
    for (const name of ['lobby', 'aurora', 'jaguar']) expect(themes).toContain(`${name}.tokens.json`);
    project.editJson('themes/aurora.tokens.json', (json) => {
      at(json, 'primitive', 'color', 'brand', 'main').$value = dtcgColour('#123456');
    });
    expect(await themeColour(project, 'aurora', 'color.bg.brand')).toBe('#123456');
    await build({ cwd: project.cwd, merchants: ['aurora'], compile: fakeCompile() });
    expect(project.read('dist/aurora/m/index.html')).toContain('--lby-color-bg-brand: #123456;');
  });
});

describe('the stack', () => {
  it('STACK-01 the top level holds package.json, vite.config.ts, tsconfig.json, src/, tenants/, scripts/, cli/, themes/, tests/ and README.md', () => {
    for (const file of ['package.json', 'vite.config.ts', 'tsconfig.json', 'README.md'])
      expect(statSync(path.join(REPO_ROOT, file)).isFile()).toBe(true);
    for (const folder of ['src', 'tenants', 'scripts', 'cli', 'themes', 'tests'])
      expect(statSync(path.join(REPO_ROOT, folder)).isDirectory()).toBe(true);
  });

  it('STACK-02 package.json depends on the card packages', () => {
    const pkg = JSON.parse(repoFile('package.json')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const all = { ...pkg.dependencies, ...pkg.devDependencies };
    for (const name of [
      'react',
      'react-dom',
      'vite',
      'react-router-dom',
      '@tanstack/react-query',
      'styled-components',
      'zustand',
      'i18next',
      'swiper',
      'react-hook-form',
      'zod',
      'commander',
      'handlebars',
      'vitest',
      '@playwright/test',
    ]) {
      expect(all, name).toHaveProperty([name]);
    }
  });

  it('STACK-03 each card package does its natural job', () => {
    const uses = (file: string, pattern: RegExp): void => {
      expect(existsSync(path.join(REPO_ROOT, file)), file).toBe(true);
      expect(repoFile(file), `${file} ${String(pattern)}`).toMatch(pattern);
    };
    uses('vite.config.ts', /@vitejs\/plugin-react/);
    uses('cli/lib/compile.ts', /import\('vite'\)/);
    uses('src/app/app.tsx', /BrowserRouter[\s\S]*QueryClientProvider|QueryClientProvider[\s\S]*BrowserRouter/);
    uses('src/app/routes/app-routes.tsx', /from 'react-router-dom'/);
    uses('src/ui/login-dialog-store.ts', /from 'zustand'/);
    uses('src/ui/components/button.tsx', /from 'styled-components'/);
    uses('src/i18n/index.ts', /from 'i18next'/);
    // Swiper's core, started after the carousel's first paint (SPEED-13), with its pagination module.
    uses('src/features/home/use-live-swiper.ts', /from 'swiper'/);
    uses('src/features/home/banner-carousel.tsx', /from 'swiper\/modules'/);
    uses('src/features/account/forgot-page.tsx', /from 'react-hook-form'/);
    uses('src/tenant/schema.ts', /from 'zod\/mini'/);
    uses('src/platform/request.ts', /from 'zod\/mini'/);
    uses('cli/index.ts', /from 'commander'/);
    uses('cli/lib/templates.ts', /from 'handlebars'/);
    uses('vite.config.ts', /vitest\/config/);
    uses('playwright.config.ts', /@playwright\/test/);
  });

  it('STACK-04 README tells operators, designers and CI how to onboard, build, edit tokens and run the matrix', () => {
    const readme = repoFile('README.md');
    expect(readme).toMatch(/Operator \| onboard a merchant \| `npx lobby tenant new <merchant>( --serve)?`/);
    expect(readme).toMatch(/build tenants \| `npx lobby build <merchant>…` or `npx lobby build --all/);
    expect(readme).toMatch(
      /Designer \| change a brand \| `npx lobby preview <merchant>`, edit `themes\/<brand>\.tokens\.json`/,
    );
    expect(readme).toMatch(/CI \| run the tenant matrix \| `\.ci\/run`/);
  });
});
