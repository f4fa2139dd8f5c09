import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { at, dtcgColour, fakeCompile, previewPerTest, until } from './fixture';

const startSandbox = () => Promise.resolve({ url: 'http://127.0.0.1:0/m/', close: () => Promise.resolve() });
const { project, start } = previewPerTest(startSandbox);
const indexHtml = () => readFileSync(path.join(project.cwd, 'dist/demo/m/index.html'), 'utf8');

/** The stamp replaces dist/demo while it runs: a read in that moment finds no file, which is "not yet". */
const holds = (predicate: () => boolean): boolean => {
  try {
    return predicate();
  } catch {
    return false;
  }
};

describe('lobby preview (designers, THEME-03)', () => {
  it('re-stamps the tenant when a token changes, without compiling again', async () => {
    const compile = fakeCompile();
    await start({ compile });
    expect(compile.calls).toBe(1);
    expect(indexHtml()).not.toContain('#4fc3f7');
    project.editJson('themes/lobby.tokens.json', (json) => {
      at(json, 'primitive').color = { brand: { main: { $value: dtcgColour('#4fc3f7') } } };
    });
    await until(() => holds(() => indexHtml().includes('--lby-color-bg-brand: #4fc3f7;')));
    expect(compile.calls).toBe(1);
  });

  it('keeps the last good stamp when an edit breaks the files', async () => {
    const handle = await start();
    const before = indexHtml();
    project.editJson('tenants/demo.json', (json) => {
      json.displayName = '';
    });
    expect(await handle.restamp()).toBeNull();
    expect(indexHtml()).toBe(before);
  });
});
