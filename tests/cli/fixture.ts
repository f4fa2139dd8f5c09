import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach } from 'vitest';
import { preview, type PreviewHandle } from '../../cli/commands/preview';
import type { StartSandbox } from '../../cli/commands/serve';
import type { CompileApp } from '../../cli/lib/compile';
import { formatProblem } from '../../cli/lib/problems';
import { loadTheme, resolvedColor } from '../../cli/lib/themes';
import { hexToDtcgColor, type DtcgColor } from '../../cli/lib/token-color';
import type { CliIo } from '../../cli/index';

/**
 * A throw-away project: a copy of the repository's tenants/ and themes/ in a
 * temporary folder, so a test can break a file without touching the real ones.
 */

export const REPO_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

type JsonObject = { [key: string]: unknown };

export interface Project {
  readonly cwd: string;
  file(relative: string): string;
  read(relative: string): string;
  write(relative: string, content: string): void;
  readJson(relative: string): JsonObject;
  /** Rewrites a JSON file through `edit` (which may mutate the object it gets). */
  editJson(relative: string, edit: (json: JsonObject) => void): void;
  exists(relative: string): boolean;
  copy(fromRelative: string, toRelative: string): void;
  cleanup(): void;
}

export function makeProject(): Project {
  const cwd = mkdtempSync(path.join(tmpdir(), 'lobby-cli-'));
  for (const folder of ['tenants', 'themes'])
    cpSync(path.join(REPO_ROOT, folder), path.join(cwd, folder), { recursive: true });
  const file = (relative: string): string => path.join(cwd, relative);
  const readJson = (relative: string): JsonObject => JSON.parse(readFileSync(file(relative), 'utf8')) as JsonObject;
  const write = (relative: string, content: string): void => {
    mkdirSync(path.dirname(file(relative)), { recursive: true });
    writeFileSync(file(relative), content);
  };
  return {
    cwd,
    file,
    read: (relative) => readFileSync(file(relative), 'utf8'),
    write,
    readJson,
    editJson: (relative, edit) => {
      const json = readJson(relative);
      edit(json);
      write(relative, JSON.stringify(json, null, 2));
    },
    exists: (relative) => existsSync(file(relative)),
    copy: (fromRelative, toRelative) => cpSync(file(fromRelative), file(toRelative), { recursive: true }),
    cleanup: () => rmSync(cwd, { recursive: true, force: true }),
  };
}

/**
 * A fresh project for every test of the calling file: made before each test
 * and removed after it (after `beforeRemoval`, which may close what the test
 * left open in it). The returned object stands for the running test's
 * project, so a file names it once at its top.
 */
export function projectPerTest(beforeRemoval: () => unknown = () => undefined): Project {
  let current: Project | null = null;
  beforeEach(() => {
    current = makeProject();
  });
  afterEach(async () => {
    await beforeRemoval();
    current?.cleanup();
    current = null;
  });
  const running = (): Project => {
    if (!current) throw new Error('the project exists only while a test runs');
    return current;
  };
  // Every member of a Project is a closure over its folder, so forwarding each read to the running one is enough.
  return new Proxy({} as Project, { get: (_target, key) => Reflect.get(running(), key) as unknown });
}

/** The runtime config a stamped index.html carries (#lobby-config). */
export function configOf(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="lobby-config">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no #lobby-config in index.html');
  return JSON.parse(json) as Record<string, unknown>;
}

/** Waits until `predicate` holds, looking every 20 ms; fails after `limitMs`. */
export async function until(predicate: () => boolean, limitMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!predicate()) {
    if (Date.now() - started > limitMs) throw new Error('condition not met');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * `lobby preview` tests: a project per test, and `start` runs the preview of
 * demo in it (fake compile, 10 ms debounce, any free port, the given sandbox
 * stand-in); what a test started is closed before its project is removed.
 */
export function previewPerTest(startSandbox: StartSandbox): {
  readonly project: Project;
  readonly start: (options?: Partial<Parameters<typeof preview>[0]>) => Promise<PreviewHandle>;
} {
  const started: PreviewHandle[] = [];
  const project = projectPerTest(() => Promise.all(started.splice(0).map((handle) => handle.close())));
  return {
    project,
    start: async (options = {}) => {
      const handle = await preview({
        cwd: project.cwd,
        merchant: 'demo',
        compile: fakeCompile(),
        startSandbox,
        debounceMs: 10,
        port: 0,
        ...options,
      });
      started.push(handle);
      return handle;
    },
  };
}

/** A colour as the token files write it (DTCG 2025.10 colour object), for tests that edit a theme. */
export const dtcgColour = (hex: string): DtcgColor => hexToDtcgColor(hex);

/** Reaches into nested JSON objects for editing (throws when the path is wrong, so a test cannot edit nothing). */
export function at(json: JsonObject, ...keys: string[]): JsonObject {
  let node: unknown = json;
  for (const key of keys) {
    node = typeof node === 'object' && node !== null ? (node as JsonObject)[key] : undefined;
    if (typeof node !== 'object' || node === null) throw new Error(`no object at ${keys.join('.')}`);
  }
  return node as JsonObject;
}

/** Stands in for Vite: writes a small manifest (entry + one static import + CSS + one lazy chunk). */
export function fakeCompile(): CompileApp & { calls: number } {
  const compile = async ({ outDir }: { cwd: string; outDir: string }): Promise<void> => {
    compile.calls += 1;
    rmSync(outDir, { recursive: true, force: true });
    const write = (relative: string, content: string): void => {
      mkdirSync(path.dirname(path.join(outDir, relative)), { recursive: true });
      writeFileSync(path.join(outDir, relative), content);
    };
    write('assets/main-test.js', 'import "./shared-test.js";document.getElementById("root");');
    write('assets/shared-test.js', 'export const shared = 1;');
    write('assets/home-test.js', 'export default 1;');
    write('assets/main-test.css', '.x{color:var(--lby-color-text-primary)}');
    write(
      '.vite/manifest.json',
      JSON.stringify({
        'src/main.tsx': {
          file: 'assets/main-test.js',
          src: 'src/main.tsx',
          isEntry: true,
          imports: ['_shared-test.js'],
          dynamicImports: ['src/home.tsx'],
          css: ['assets/main-test.css'],
        },
        '_shared-test.js': { file: 'assets/shared-test.js' },
        'src/home.tsx': { file: 'assets/home-test.js', isDynamicEntry: true, imports: ['src/main.tsx'] },
      }),
    );
    await Promise.resolve();
  };
  compile.calls = 0;
  return compile;
}

/** Collects what the CLI prints. */
export function captureIo(): CliIo & { readonly stdout: string[]; readonly stderr: string[]; text(): string } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (text) => stdout.push(text),
    err: (text) => stderr.push(text),
    text: () => [...stdout, ...stderr].join('\n'),
  };
}

/** A resolved semantic colour of a theme in the project (so tests follow the designers' values). */
export async function themeColour(project: Project, theme: string, name: string): Promise<string> {
  const result = await loadTheme(project.cwd, theme);
  if (!result.theme) throw new Error(result.problems.map(formatProblem).join('\n'));
  return resolvedColor(result.theme, name);
}
