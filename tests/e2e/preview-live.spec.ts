import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview, type PreviewHandle } from '../../cli/commands/preview';
import type { CompileApp } from '../../cli/lib/compile';
import { APP_DIR_NAME } from '../../cli/lib/project';
import { hexToDtcgColor } from '../../cli/lib/token-color';
import { startSandbox } from '../../sandbox/server';
import { expect, test } from './fixtures';

/**
 * OPS-04 in a browser: `lobby preview demo` over a copy of the project's
 * tenants/ and themes/ (the real files stay as they are), the built app's
 * compile reused (dist/.app, from `lobby build`). A saved token and a saved
 * tenant file show in the open page with no navigation.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

let project = '';
let handle: PreviewHandle | null = null;

test.beforeEach(async () => {
  // Copying the project and starting a preview (one stamp, a sandbox) shares the test's time: on a busy two-core
  // CI machine that alone outlasted the 30 s default, so the whole test, hook included, gets the slow allowance.
  test.slow();
  project = await mkdtemp(path.join(tmpdir(), 'lobby-e2e-preview-'));
  for (const folder of ['tenants', 'themes'])
    await cp(path.join(ROOT, folder), path.join(project, folder), { recursive: true });
  const reuseCompile: CompileApp = async ({ outDir }) =>
    cp(path.join(ROOT, 'dist', APP_DIR_NAME), outDir, { recursive: true });
  handle = await preview({
    cwd: project,
    merchant: 'demo',
    port: 0,
    compile: reuseCompile,
    startSandbox: (options) => startSandbox({ ...options, dataDir: 'memory' }),
  });
});

test.afterEach(async ({ page }) => {
  // The page first: its open requests would otherwise hold the sandbox's close until they end (a busy CI machine).
  await page.close();
  await handle?.close();
  handle = null;
  await rm(project, { recursive: true, force: true });
});

const editJson = async (relative: string, edit: (json: Record<string, unknown>) => void): Promise<void> => {
  const file = path.join(project, relative);
  const json = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  await writeFile(file, `${JSON.stringify(json, null, 2)}\n`);
};

test('OPS-04 a saved token and a saved tenant file show in the open page without a reload', async ({ page }) => {
  if (!handle) throw new Error('preview did not start');
  // A reload asks the server for the page again. The router's own replaceState as the app starts is a
  // same-document navigation, not a reload, and may come after the static shell has shown the header.
  let navigations = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations += 1;
  });
  await page.goto(`${handle.url}/m/home`);
  await expect(page.locator('header img[alt="Lobby Demo"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-lobby-preview-connected', 'true');
  const pageBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await pageBackground()).toBe('rgb(14, 19, 32)'); // primitive.color.canvas.1 of the base theme
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });
  const loadsBefore = navigations;

  // A designer darkens the page background of the demo brand (still readable: the contrast gate checks it).
  await editJson('themes/lobby.tokens.json', (json) => {
    json.primitive = { color: { canvas: { '1': { $value: hexToDtcgColor('#1a0d2e') } } } };
  });
  await expect.poll(pageBackground, { timeout: 5_000 }).toBe('rgb(26, 13, 46)');

  // …and renames the site in its tenant file: the app's header takes the new runtime config.
  await editJson('tenants/demo.json', (json) => {
    json.displayName = 'Lobby Live';
  });
  await expect(page.locator('header img[alt="Lobby Live"]')).toBeVisible({ timeout: 5_000 });

  expect(navigations).toBe(loadsBefore);
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});
