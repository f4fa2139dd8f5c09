import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/index';
import { captureIo, REPO_ROOT } from './fixture';

/**
 * The one test that runs the real Vite compile (a few seconds), on the
 * repository itself, into a temporary output folder so dist/ is left alone.
 */

const hasApp = existsSync(path.join(REPO_ROOT, 'src/main.tsx'));
const out = mkdtempSync(path.join(tmpdir(), 'lobby-e2e-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('lobby build with the real compile', () => {
  const title = `compiles the app once and stamps two tenants that load their own assets${hasApp ? '' : ' (skipped: src/main.tsx, the app entry, does not exist yet)'}`;
  it.skipIf(!hasApp)(title, { timeout: 120_000 }, async () => {
    const io = captureIo();
    const code = await runCli(['build', 'demo', 'aurora', '--out', out], { cwd: REPO_ROOT, io });
    expect(code, io.text()).toBe(0);
    expect(existsSync(path.join(out, '.app/.vite/manifest.json'))).toBe(true);
    // OPS-01: a compile made inside a test runner (NODE_ENV=test) is still the production build the cache hands to later builds.
    const entryChunks = readdirSync(path.join(out, '.app/assets')).filter(
      (file) => file.startsWith('main-') && file.endsWith('.js'),
    );
    // The entry chunk, and the one-line facade that imports it (src/app/boot/libraries-first.ts's top-level await makes one).
    expect(entryChunks.length).toBeGreaterThan(0);
    for (const chunk of entryChunks)
      expect(readFileSync(path.join(out, '.app/assets', chunk), 'utf8')).not.toContain('React DevTools');
    expect(
      entryChunks.some((chunk) => readFileSync(path.join(out, '.app/assets', chunk), 'utf8').includes('createRoot')),
    ).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(out, '.app/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    const entryFile = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
    expect(entryFile).toMatch(/^assets\/main-[^/]+\.js$/);
    for (const merchant of ['demo', 'aurora']) {
      const site = path.join(out, merchant, 'm');
      const html = readFileSync(path.join(site, 'index.html'), 'utf8');
      expect(html).toContain(`"merchantCode":"${merchant}"`);
      // The entry and its imports are started by the shell's inline script (SPEED-09), the pages' chunks preloaded by it.
      const started = (name: string): string[] =>
        JSON.parse(new RegExp(`(?:var |,)${name}=(\\[[^\\]]*\\])`).exec(html)?.[1] ?? '[]') as string[];
      const bootFiles = started('B');
      // The shell runs the manifest's entry (the facade), after the chunks it imports.
      expect(bootFiles.at(-1)).toBe(entryFile);
      expect(bootFiles).toEqual(expect.arrayContaining(entryChunks.map((chunk) => `assets/${chunk}`)));
      const referenced = [
        ...[...html.matchAll(/(?:src|href)="\/m\/(assets\/[^"]+)"/g)].map((match) => match[1] ?? ''),
        ...bootFiles,
        ...started('F'),
      ];
      for (const file of referenced) expect(existsSync(path.join(site, file)), file).toBe(true);
      expect(existsSync(path.join(site, 'brand/logo.svg'))).toBe(true);
      expect(existsSync(path.join(site, '.vite'))).toBe(false);
    }
  });
});
