import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkName, firstRouteMeter, firstVisitKeys } from './first-route';
import type { Manifest } from './vite-manifest';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function compile(files: Record<string, string>, manifest: Record<string, unknown>): void {
  dir = mkdtempSync(path.join(tmpdir(), 'lobby-first-route-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

const gz = (text: string): number => gzipSync(text, { level: 9 }).length;

describe('first-route JS', () => {
  it('counts the entry closure, the route page closure and the language catalogue chunk, each chunk once', async () => {
    const files = {
      'assets/main.js': 'main();'.repeat(40),
      'assets/shared.js': 'shared();'.repeat(30),
      'assets/home-page.js': 'home();'.repeat(20),
      'assets/login-page.js': 'login();'.repeat(25),
      'assets/locale-pt-x.js': 'pt();'.repeat(10),
      'assets/locale-en-x.js': 'en();'.repeat(12),
      'assets/main.css': '.a{}',
    };
    compile(files, {
      'src/main.tsx': { file: 'assets/main.js', isEntry: true, imports: ['_shared.js'], css: ['assets/main.css'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/features/home/home-page.tsx': { file: 'assets/home-page.js', imports: ['src/main.tsx', '_shared.js'] },
      'src/features/account/login-page.tsx': { file: 'assets/login-page.js', imports: ['src/main.tsx'] },
      '_locale-pt-x.js': { file: 'assets/locale-pt-x.js' },
      '_locale-en-x.js': { file: 'assets/locale-en-x.js' },
    });
    const meter = await firstRouteMeter(dir);
    const base = gz(files['assets/main.js']) + gz(files['assets/shared.js']);
    expect(await meter.bytes('home', 'PT')).toBe(
      base + gz(files['assets/home-page.js']) + gz(files['assets/locale-pt-x.js']),
    );
    expect(await meter.bytes('login', 'EN')).toBe(
      base + gz(files['assets/login-page.js']) + gz(files['assets/locale-en-x.js']),
    );
    // A route whose page is not in the compile counts the entry and the catalogue only.
    expect(await meter.bytes('gameList', 'PT')).toBe(base + gz(files['assets/locale-pt-x.js']));
  });
});

describe('firstVisitKeys', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-b.js' },
    'src/features/lottery/lottery-page.tsx': {
      file: 'assets/lottery-page-c.js',
      imports: ['_countdown.js', '_react.js'],
    },
    '_countdown.js': { file: 'assets/countdown-d.js' },
    'src/features/cashier/deposit-page.tsx': { file: 'assets/deposit-page-e.js', imports: ['_money.js'] },
    '_money.js': { file: 'assets/money-f.js' },
    '_locale-pt.js': { file: 'assets/locale-pt-g.js' },
    '_locale-en.js': { file: 'assets/locale-en-h.js' },
    '_locale-ar.js': { file: 'assets/locale-ar-i.js' },
  };

  it('takes the entry, the page and the starting language with their static imports, and nothing of other pages or languages', () => {
    expect([...firstVisitKeys(manifest, 'src/features/lottery/lottery-page.tsx', 'PT')].sort()).toEqual(
      ['_countdown.js', '_locale-pt.js', '_react.js', 'index.html', 'src/features/lottery/lottery-page.tsx'].sort(),
    );
    expect(firstVisitKeys(manifest, 'src/features/cashier/deposit-page.tsx', 'EN')).toEqual(
      new Set(['index.html', '_react.js', '_locale-en.js', 'src/features/cashier/deposit-page.tsx', '_money.js']),
    );
  });

  it("SPEED-32 takes a complete pack's texts alone, as the app starts it (EN's come only for a missing text)", () => {
    expect(firstVisitKeys(manifest, 'src/features/cashier/deposit-page.tsx', 'AR')).toEqual(
      new Set(['index.html', '_react.js', '_locale-ar.js', 'src/features/cashier/deposit-page.tsx', '_money.js']),
    );
  });

  it('names chunks as they stay from build to build: the module, or a shared chunk without its hash', () => {
    expect(chunkName('src/main.tsx', 'assets/main-CAD2GRhG.js')).toBe('src/main.tsx');
    expect(chunkName('_main-CCskKRLi.js', 'assets/main-CCskKRLi.js')).toBe('main');
    expect(chunkName('_locale-pt-Cdk_3-ne.js', 'assets/locale-pt-Cdk_3-ne.js')).toBe('locale-pt');
  });
});
