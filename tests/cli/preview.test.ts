import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preview, type PreviewHandle } from '../../cli/commands/preview';
import { at, dtcgColour, fakeCompile, makeProject, type Project } from './fixture';

let project: Project;
let handle: PreviewHandle | null = null;
beforeEach(() => {
  project = makeProject();
});
afterEach(async () => {
  await handle?.close();
  handle = null;
  project.cleanup();
});

const startSandbox = () => Promise.resolve({ url: 'http://127.0.0.1:0/m/', close: () => Promise.resolve() });
const indexHtml = () => readFileSync(path.join(project.cwd, 'dist/demo/m/index.html'), 'utf8');

/** The stamp replaces dist/demo while it runs: a read in that moment finds no file, which is "not yet". */
const holds = (predicate: () => boolean): boolean => {
  try {
    return predicate();
  } catch {
    return false;
  }
};

async function waitFor(predicate: () => boolean, limitMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!holds(predicate)) {
    if (Date.now() - started > limitMs) throw new Error('condition not met');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('lobby preview (designers, THEME-03)', () => {
  it('re-stamps the tenant when a token changes, without compiling again', async () => {
    const compile = fakeCompile();
    handle = await preview({ cwd: project.cwd, merchant: 'demo', compile, startSandbox, debounceMs: 10, port: 0 });
    expect(compile.calls).toBe(1);
    expect(indexHtml()).not.toContain('#4fc3f7');
    project.editJson('themes/lobby.tokens.json', (json) => {
      at(json, 'primitive').color = { brand: { main: { $value: dtcgColour('#4fc3f7') } } };
    });
    await waitFor(() => indexHtml().includes('--lby-color-bg-brand: #4fc3f7;'));
    expect(compile.calls).toBe(1);
  });

  it('keeps the last good stamp when an edit breaks the files', async () => {
    handle = await preview({ cwd: project.cwd, merchant: 'demo', compile: fakeCompile(), startSandbox, debounceMs: 10, port: 0 });
    const before = indexHtml();
    project.editJson('tenants/demo.json', (json) => {
      json.displayName = '';
    });
    expect(await handle.restamp()).toBeNull();
    expect(indexHtml()).toBe(before);
  });
});
