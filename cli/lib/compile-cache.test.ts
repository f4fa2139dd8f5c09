import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CompileApp } from './compile';
import { cachedCompile, COMPILE_HASH_FILE, compileInputsHash } from './compile-cache';

let root: string;
let compiles: number;
let outcomes: Array<string | false>;

/** A stand-in compile that writes one file naming the source it saw, and counts its runs. */
const countingCompile: CompileApp = ({ cwd, outDir }) => {
  compiles += 1;
  mkdirSync(path.join(outDir, 'assets'), { recursive: true });
  writeFileSync(path.join(outDir, 'assets', 'main.js'), readFileSync(path.join(cwd, 'src', 'main.tsx')));
  return Promise.resolve();
};

const write = (relative: string, content: string): void => {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
};

const compileInto = (outDir: string): Promise<void> =>
  cachedCompile(countingCompile, {
    cacheRoot: () => path.join(root, 'cache'),
    onOutcome: ({ reused }) => outcomes.push(reused),
  })({ cwd: root, outDir: path.join(root, outDir) });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'lobby-compile-cache-'));
  compiles = 0;
  outcomes = [];
  write('src/main.tsx', 'export const version = 1;');
  write('src/lib/format.test.ts', 'test');
  write('vite.config.ts', 'config');
  write('package-lock.json', '{"lockfileVersion":3}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('compile cache (OPS-01)', () => {
  it('OPS-01 reuses the compile of the same sources in the same output folder and in another one', async () => {
    await compileInto('dist/.app');
    await compileInto('dist/.app');
    await compileInto('elsewhere/.app');
    expect(compiles).toBe(1);
    expect(outcomes).toEqual([false, 'output', 'cache']);
    expect(readFileSync(path.join(root, 'elsewhere/.app/assets/main.js'), 'utf8')).toBe('export const version = 1;');
  });

  it('OPS-01 compiles again when a source, the Vite config or the lock file changes, but not for a test file', async () => {
    await compileInto('dist/.app');
    write('src/lib/format.test.ts', 'another test');
    await compileInto('dist/.app');
    expect(compiles).toBe(1);

    for (const [file, content] of [
      ['src/main.tsx', 'export const version = 2;'],
      ['vite.config.ts', 'config 2'],
      ['package-lock.json', '{"lockfileVersion":3,"x":1}'],
    ] as const) {
      write(file, content);
      await compileInto('dist/.app');
    }
    expect(compiles).toBe(4);
    expect(readFileSync(path.join(root, 'dist/.app/assets/main.js'), 'utf8')).toBe('export const version = 2;');
  });

  it('OPS-01 never takes a failed compile for a good one, and keeps at most three compiles', async () => {
    await compileInto('dist/.app');
    write('src/main.tsx', 'broken');
    const failing = cachedCompile(() => Promise.reject(new Error('syntax error')), {
      cacheRoot: () => path.join(root, 'cache'),
    });
    await expect(failing({ cwd: root, outDir: path.join(root, 'dist/.app') })).rejects.toThrow('syntax error');
    expect(existsSync(path.join(root, 'dist/.app', COMPILE_HASH_FILE))).toBe(false);

    for (const version of [3, 4, 5, 6]) {
      write('src/main.tsx', `export const version = ${version};`);
      await compileInto('dist/.app');
    }
    expect(readdirSync(path.join(root, 'cache'))).toHaveLength(3);
    expect(readdirSync(path.join(root, 'cache'))).toContain(await compileInputsHash(root));
  });
});
