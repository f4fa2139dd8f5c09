import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { build } from '../../cli/commands/build';
import { formatProblem } from '../../cli/lib/problems';
import { loadTheme } from '../../cli/lib/themes';
import { buildTokens } from '../../cli/lib/token-engine';
import { SEMANTIC_TOKEN_NAMES } from '../../src/ui/theme/token-names';
import { cssVariableName } from '../../src/ui/theme/tokens';
import { at, fakeCompile, projectPerTest, REPO_ROOT } from './fixture';

/**
 * OPS-03: Style Dictionary builds the theme CSS. Its logs are captured (it
 * writes them with console.log), so a warning of any kind fails the test,
 * and what it builds is exactly what the stamp puts in index.html.
 */

const project = projectPerTest(() => vi.restoreAllMocks());

/** Everything Style Dictionary prints while `run` runs, minus its success lines (`css`, `✔︎ theme.css`). */
async function styleDictionaryLogs<T>(run: () => Promise<T>): Promise<{ result: T; logs: string[] }> {
  const logs: string[] = [];
  const collect = (...parts: unknown[]): void => {
    logs.push(parts.map(String).join(' '));
  };
  for (const method of ['log', 'info', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation(collect);
  const result = await run();
  vi.restoreAllMocks();
  return {
    result,
    logs: logs
      .flatMap((text) => text.split('\n'))
      .filter((line) => line.trim() !== '' && line.trim() !== 'css' && !line.includes('✔︎')),
  };
}

const themeFiles = (cwd: string, brand: string): string[] => [
  path.join(cwd, 'themes/base.tokens.json'),
  path.join(cwd, `themes/${brand}.tokens.json`),
];
const inlinedThemeCss = (html: string): string => /<style id="lobby-theme">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('OPS-03 Style Dictionary is the token engine', () => {
  it('OPS-03 builds every brand with no warnings, and the CSS is what the stamp inlines', async () => {
    await build({ cwd: project.cwd, all: true, compile: fakeCompile() });
    const tenants = { demo: 'lobby', aurora: 'aurora', jaguar: 'jaguar' } as const;
    for (const [merchant, brand] of Object.entries(tenants)) {
      const { result, logs } = await styleDictionaryLogs(() =>
        buildTokens(themeFiles(project.cwd, brand), { verbosity: 'verbose', warnings: 'warn' }),
      );
      expect(logs, `${brand}: Style Dictionary printed`).toEqual([]);
      expect(result.css).not.toContain('[object Object]');
      expect(inlinedThemeCss(project.read(`dist/${merchant}/m/index.html`))).toBe(result.css);
      // The names are the ones the app's token('…') reads, one per semantic token and nothing else.
      const names = [...result.css.matchAll(/^\s*(--[\w-]+):/gm)].map((match) => match[1]);
      expect(names).toEqual(SEMANTIC_TOKEN_NAMES.map(cssVariableName));
    }
  });

  it('OPS-03 every token file in themes/ is in the one DTCG 2025.10 format: colour objects, dimension and duration objects', () => {
    for (const brand of ['base', 'lobby', 'aurora', 'jaguar']) {
      const text = readFileSync(path.join(REPO_ROOT, `themes/${brand}.tokens.json`), 'utf8');
      // A colour is never an old-style string; dimensions and durations are never strings like "8px" or "300ms".
      expect(text, brand).not.toMatch(/"\$value": "#/);
      expect(text, brand).not.toMatch(/"\$value": "\d/);
      expect(text, brand).not.toMatch(/"color": "#/);
    }
  });

  it('OPS-03 a Style Dictionary warning is caught: shown when logged, a problem of the theme in the CLI', async () => {
    // Two tokens that become the same CSS variable: Style Dictionary warns about the name collision.
    project.editJson('themes/base.tokens.json', (json) => {
      at(json, 'semantic', 'size')['menu-tall'] = { $value: { value: 90, unit: 'px' } };
    });
    const { logs } = await styleDictionaryLogs(() =>
      buildTokens(themeFiles(project.cwd, 'aurora'), { verbosity: 'verbose', warnings: 'warn' }),
    );
    expect(logs.join('\n')).toMatch(/collision/i);
    const result = await loadTheme(project.cwd, 'aurora');
    expect(result.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^themes\/aurora\.tokens\.json: Style Dictionary: .*collision/is),
    ]);
  });

  it('OPS-03 a brand extends the base: its overrides win, everything else is the base value', async () => {
    const { result } = await styleDictionaryLogs(() => buildTokens(themeFiles(project.cwd, 'jaguar')));
    expect(result.css).toContain('--lby-color-bg-brand: #ff7a1a;'); // jaguar's brand.main
    expect(result.css).toContain('--lby-color-status-danger: #ff6b6b;'); // the base's, jaguar does not override it
    expect(result.tokens.get('semantic.color.bg.brand')?.filePath).toBe(
      path.join(project.cwd, 'themes/base.tokens.json'),
    );
    expect(result.tokens.get('primitive.color.brand.main')?.filePath).toBe(
      path.join(project.cwd, 'themes/jaguar.tokens.json'),
    );
  });
});
