import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { firstRouteMeter } from './first-route';

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
