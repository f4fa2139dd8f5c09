import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tenantNew, type Prompter } from '../../cli/commands/tenant-new';
import { validate } from '../../cli/commands/validate';
import { runCli } from '../../cli/index';
import type { SandboxOptions } from '../../cli/commands/serve';
import { captureIo, fakeCompile, projectPerTest } from './fixture';

const project = projectPerTest();

const file = (relative: string) => path.join(project.cwd, relative);

/** The brand colour a theme file holds (primitive.color.brand.main). */
const mainOf = (theme: string): string | undefined =>
  /"main": \{ "\$value": \{ "colorSpace": "srgb", "components": \[[\d., ]+\], "hex": "(#[0-9a-f]{6})" \} \}/.exec(
    readFileSync(file(`themes/${theme}.tokens.json`), 'utf8'),
  )?.[1];

describe('lobby tenant new', () => {
  it('OPS-01 CLI-08 with --serve one command ends with the new brand built and served, its URL printed', async () => {
    const io = captureIo();
    const started: SandboxOptions[] = [];
    let served: string | null = null;
    const code = await runCli(
      [
        'tenant',
        'new',
        'lumo',
        '--yes',
        '--name',
        'Lumo Bet',
        '--primary',
        '#0a7cff',
        '--fix',
        '--serve',
        '--port',
        '4477',
      ],
      {
        cwd: project.cwd,
        io,
        compile: fakeCompile(),
        startSandbox: (options) => {
          started.push(options);
          return Promise.resolve({ url: `http://127.0.0.1:${options.port ?? 0}/m/`, close: () => Promise.resolve() });
        },
        onSandbox: (sandbox) => {
          served = sandbox.url;
        },
      },
    );
    expect(code, io.text()).toBe(0);
    expect(existsSync(file('dist/lumo/m/index.html'))).toBe(true);
    expect(started).toMatchObject([{ port: 4477, defaultMerchant: 'lumo', testMode: false }]);
    expect(served).toBe('http://127.0.0.1:4477/m/');
    expect(io.stdout.join('\n')).toContain('✓ lumo is served at http://127.0.0.1:4477/m/');
    expect(io.stdout.join('\n')).not.toContain('Next:');
  });

  it('OPS-18 any brand colour works: the colour is kept for fills, the text and tint shades derived and said; --fix moves the colour itself', async () => {
    const kept = captureIo();
    // Every colour the docs and the help show, and a dark purple the old gate refused.
    for (const [merchant, colour] of [
      ['dimo', '#7b1fa2'],
      ['helpco', '#0a7cff'],
      ['docsco', '#1e88e5'],
    ] as const) {
      expect(
        await runCli(['tenant', 'new', merchant, '--yes', '--name', 'Dim Bet', '--primary', colour], {
          cwd: project.cwd,
          io: kept,
        }),
        kept.text(),
      ).toBe(0);
      expect(mainOf(merchant), merchant).toBe(colour);
      expect((await validate({ cwd: project.cwd, merchants: [merchant] })).exitCode, merchant).toBe(0);
    }
    const said = kept.stdout.join('\n');
    expect(said).toMatch(/#7b1fa2 kept for fills/);
    expect(said).toMatch(
      /primitive\.color\.brand\.text +#[0-9a-f]{6} +brand text on the page, cards and menu, same hue \(at least 4\.\d\d:1/,
    );

    const fixed = captureIo();
    expect(
      await runCli(['tenant', 'new', 'fixo', '--yes', '--name', 'Fix Bet', '--primary', '#7b1fa2', '--fix'], {
        cwd: project.cwd,
        io: fixed,
      }),
      fixed.text(),
    ).toBe(0);
    expect(mainOf('fixo')).not.toBe('#7b1fa2');
    expect(mainOf('fixo')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('CLI-08 CLI-11 onboards a merchant from flags alone: tenant file with $schema, brand theme, logo and 192/512 px icons', async () => {
    const io = captureIo();
    const code = await runCli(
      [
        'tenant',
        'new',
        'nova',
        '--yes',
        '--name',
        'Nova Bet',
        '--primary',
        '#42a5f5',
        '--languages',
        'EN,PT',
        '--default-language',
        'EN',
      ],
      { cwd: project.cwd, io },
    );
    expect(code, io.text()).toBe(0);
    const tenant = JSON.parse(readFileSync(file('tenants/nova.json'), 'utf8')) as Record<string, unknown>;
    expect(tenant).toMatchObject({
      $schema: './tenant.schema.json',
      merchantCode: 'nova',
      trialMerchantCode: 'novatrial',
      displayName: 'Nova Bet',
      theme: 'nova',
      languages: { default: 'EN', supported: ['EN', 'PT'] },
    });
    // OPS-03: the brand file is written in the one DTCG format of themes/ (colour objects, one token per line).
    expect(readFileSync(file('themes/nova.tokens.json'), 'utf8')).toContain(
      '"main": { "$value": { "colorSpace": "srgb", "components": [0.2588, 0.6471, 0.9608], "hex": "#42a5f5" } }',
    );
    for (const asset of ['logo.svg', 'icon-192.png', 'icon-512.png'])
      expect(existsSync(file(`tenants/assets/nova/${asset}`)), asset).toBe(true);
    expect(readFileSync(file('tenants/assets/nova/icon-512.png')).readUInt32BE(16)).toBe(512);
    expect(io.stdout.join('\n')).toContain('Next: npx lobby serve nova');
    expect((await validate({ cwd: project.cwd, merchants: ['nova'] })).exitCode).toBe(0);
  });

  it('CLI-08 refuses an existing merchant unless --force', async () => {
    await expect(tenantNew({ cwd: project.cwd, merchant: 'demo' })).rejects.toThrow(
      'tenants/demo.json already exists; pass --force',
    );
    const result = await tenantNew({
      cwd: project.cwd,
      merchant: 'demo',
      displayName: 'Demo Again',
      theme: 'lobby',
      force: true,
    });
    expect(result.merchant).toBe('demo');
    expect(JSON.parse(readFileSync(file('tenants/demo.json'), 'utf8'))).toMatchObject({ displayName: 'Demo Again' });
  });

  it('TENANT-09 exits 1 with the reason for bad input when not interactive, writing nothing', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['tenant', 'new', 'Bad/Code', '--yes'], /merchant: must be 3-16 lower-case/],
      [['tenant', 'new', 'okcode', '--yes', '--primary', 'blue'], /primary colour: must be a colour like #1e88e5/],
      [['tenant', 'new', 'okcode', '--yes', '--api', 'ftp://x'], /API base URL: must be an http\(s\) URL/],
      [['tenant', 'new', 'okcode', '--yes', '--theme', 'nope'], /theme: no themes\/nope\.tokens\.json/],
      [['tenant', 'new', 'okcode', '--yes', '--languages', 'FR'], /languages: choose from PT, EN/],
      [['tenant', 'new', 'okcode', '--yes', '--logo', 'missing.svg'], /logo: no such file/],
    ];
    for (const [argv, reason] of cases) {
      const io = captureIo();
      expect(await runCli(argv, { cwd: project.cwd, io }), argv.join(' ')).toBe(1);
      expect(io.stderr.join('\n'), argv.join(' ')).toMatch(reason);
      expect(existsSync(file('tenants/okcode.json'))).toBe(false);
      expect(existsSync(file('tenants/assets/okcode'))).toBe(false);
    }
  });

  it('asks in a terminal and asks again, with the reason, after a bad answer', async () => {
    const asked: string[] = [];
    const answers = new Map<string, string[]>([
      ['Display name', ['', 'Luna Casino']],
      ['Primary colour (#rrggbb)', ['purple', '#ce93d8']],
    ]);
    const prompter: Prompter = {
      input: ({ message, default: fallback, validate }) => {
        const queue = answers.get(message) ?? [fallback ?? ''];
        for (;;) {
          const value = queue.shift() ?? fallback ?? '';
          const verdict = validate(value);
          if (verdict === true) return Promise.resolve(value);
          asked.push(`${message}: ${verdict}`);
        }
      },
      select: ({ message, choices }) => Promise.resolve(message === 'Theme' ? '__new__' : (choices[0]?.value ?? '')),
      checkbox: ({ choices }) => Promise.resolve(choices.map((choice) => choice.value)),
    };
    const result = await tenantNew({ cwd: project.cwd, merchant: 'luna' }, prompter);
    expect(asked).toEqual([
      'Display name: must be 1-60 characters',
      'Primary colour (#rrggbb): must be a colour like #1e88e5',
    ]);
    expect(result.files).toContain('themes/luna.tokens.json');
    expect(JSON.parse(readFileSync(file('tenants/luna.json'), 'utf8'))).toMatchObject({
      displayName: 'Luna Casino',
      theme: 'luna',
    });
  });

  it('uses a given PNG logo for the icons', async () => {
    const png = readFileSync(file('tenants/assets/demo/icon-192.png'));
    writeFileSync(file('brand.png'), png);
    await tenantNew({ cwd: project.cwd, merchant: 'pngco', theme: 'lobby', logo: file('brand.png') });
    expect(existsSync(file('tenants/assets/pngco/logo.png'))).toBe(true);
    expect(readFileSync(file('tenants/assets/pngco/icon-192.png')).readUInt32BE(16)).toBe(192);
    expect(existsSync(file('tenants/assets/pngco/.logo-wrapper.svg'))).toBe(false);
  });
});
