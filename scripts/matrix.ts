/**
 * `npm run matrix`: the CI tenant matrix (issue 18, OPS-11, OPS-29). Onboards
 * twenty generated merchants in a throw-away project with `tenant new` (as an
 * operator would), stamps them from the app's existing compile, serves them
 * with the sandbox, runs axe on each tenant's eight key pages (no serious or
 * critical violation allowed) and writes a deterministic contact sheet per
 * page under artifacts/matrix/: motion reduced, every dialog dismissed, every
 * loading skeleton settled before the picture. Exit 1 on any violation.
 * Build first (`npx lobby build --all`): the matrix reuses dist/.app.
 * `npm run matrix -- --wheel` (OPS-20) onboards and builds the 108 colours of
 * the hue wheel instead, each a plain `--primary`, and runs axe on home and
 * login for twelve of them (four hues 90° apart at each lightness, shifted by
 * 30° from one lightness to the next, so every 30° of hue is seen once): the
 * contrast of all 108 is computed in `npm test` (tests/cli/colour-wheel).
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import pLimit from 'p-limit';
import { chromium, devices, type Browser, type Page } from 'playwright-core';
import { build } from '../cli/commands/build';
import { tenantNew } from '../cli/commands/tenant-new';
import type { CompileApp } from '../cli/lib/compile';
import { formatProblem } from '../cli/lib/problems';
import { startSandbox } from '../sandbox/server';
import { contactSheet } from './matrix/contact-sheet';
import { matrixTenants, WHEEL_HUES, wheelTenants } from './matrix/tenants';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'artifacts', process.argv.includes('--wheel') ? 'wheel' : 'matrix');
const PORT = Number(process.env.LOBBY_MATRIX_PORT ?? 4396);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** OPS-29: the eight key pages a guest reaches. */
const KEY_PAGES = [
  { id: 'home', path: '/m/home' },
  { id: 'login', path: '/m/login' },
  { id: 'register', path: '/m/register' },
  { id: 'games', path: '/m/gameList?gameType=RNG' },
  { id: 'lottery', path: '/m/lottery' },
  { id: 'promotions', path: '/m/activity' },
  { id: 'help', path: '/m/help' },
  { id: 'service', path: '/m/service' },
] as const;
/** OPS-20: `--wheel` onboards 108 colours and checks the two pages that show the brand colour most. */
const WHEEL = process.argv.includes('--wheel');
/** OPS-20: the wheel's browser walk takes one hue in nine per lightness; 216 visits did not fit CI's time. */
const WHEEL_WALK_EVERY = 9;
/** The wheel lists WHEEL_HUES hues per lightness; each lightness starts 3 hue steps (30°) on. */
const walksInWheel = (index: number): boolean => index % WHEEL_WALK_EVERY === Math.floor(index / WHEEL_HUES) * 3;
const PAGES = WHEEL ? KEY_PAGES.slice(0, 2) : KEY_PAGES;

/** The matrix stamps from the compile `lobby build` already made: the app is the same for every tenant. */
const existingCompile: CompileApp = async ({ outDir }) => {
  await cp(path.join(ROOT, 'dist', '.app'), outDir, { recursive: true });
};

async function onboard(project: string): Promise<string[]> {
  await cp(path.join(ROOT, 'themes'), path.join(project, 'themes'), { recursive: true });
  await mkdir(path.join(project, 'tenants'), { recursive: true });
  const merchants: string[] = [];
  for (const tenant of WHEEL ? wheelTenants() : matrixTenants()) {
    await tenantNew({
      cwd: project,
      merchant: tenant.merchant,
      displayName: tenant.displayName,
      ...(tenant.theme ? { theme: tenant.theme } : { primaryColor: tenant.primaryColor, fix: tenant.fix ?? false }),
      languages: tenant.languages,
      defaultLanguage: tenant.defaultLanguage,
    });
    merchants.push(tenant.merchant);
  }
  const built = await build({ cwd: project, all: true, out: 'dist', compile: existingCompile });
  if (built.exitCode !== 0)
    throw new Error(`the matrix does not build:\n${built.problems.map(formatProblem).join('\n')}`);
  return merchants;
}

/** The page as a player would leave it: loaded, no skeleton pulsing, no dialog over it. */
async function settle(tab: Page): Promise<void> {
  await tab.waitForLoadState('networkidle');
  await tab
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  for (let round = 0; round < 6; round += 1) {
    if ((await tab.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').count()) === 0) break;
    await tab.keyboard.press('Escape');
    await tab.waitForTimeout(300);
  }
  // The page fades in: contrast is measured, and the picture taken, at full opacity.
  await tab.waitForTimeout(500);
}

async function visit(browser: Browser, merchant: string, page: (typeof PAGES)[number]): Promise<string[]> {
  const context = await browser.newContext({ ...devices['Pixel 7'], reducedMotion: 'reduce' });
  try {
    const tab = await context.newPage();
    await tab.goto(`http://${merchant}.localhost:${PORT}${page.path}`);
    await settle(tab);
    const results = await new AxeBuilder({ page: tab }).analyze();
    if (!WHEEL) await tab.screenshot({ path: path.join(OUT, `${page.id}-${merchant}.png`) });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${merchant} ${page.path} ${violation.impact ?? ''} ${violation.id}: ${violation.nodes.map((node) => `${node.html.slice(0, 120)} (${node.failureSummary ?? ''})`).join('; ')}`,
      );
  } finally {
    await context.close();
  }
}

/** Tabs visited at once (override with LOBBY_MATRIX_TABS). */
const VISITS_AT_ONCE = Number(process.env.LOBBY_MATRIX_TABS ?? 4);

async function main(): Promise<void> {
  const project = await mkdtemp(path.join(tmpdir(), 'lobby-matrix-'));
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const started = Date.now();
  const merchants = await onboard(project);
  console.log(`  onboarded and built ${merchants.length} tenants in ${Date.now() - started} ms`);
  const walked = WHEEL ? merchants.filter((_, index) => walksInWheel(index)) : merchants;
  if (WHEEL) console.log(`  axe on ${walked.length} of them: ${walked.join(', ')}`);
  // The sandbox seeds every merchant it knows before it answers (minutes for 108 on two cores): it serves the walked.
  for (const merchant of merchants.filter((code) => !walked.includes(code)))
    await rm(path.join(project, 'tenants', `${merchant}.json`));

  const sandbox = await startSandbox({
    port: PORT,
    dataDir: 'memory',
    distDir: path.join(project, 'dist'),
    tenantsDir: path.join(project, 'tenants'),
    defaultMerchant: merchants[0],
    logger: false,
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const violations: string[] = [];
  const limitVisits = pLimit(VISITS_AT_ONCE);
  try {
    for (const page of PAGES) {
      // Most of a visit is waiting (network idle, the fade-in), so a few tabs at once finish the sweep in a fraction
      // of the time on two cores; results print in tenant order.
      const found = await Promise.all(walked.map((merchant) => limitVisits(() => visit(browser, merchant, page))));
      walked.forEach((merchant, index) => {
        const count = found[index]?.length ?? 0;
        violations.push(...(found[index] ?? []));
        console.log(
          `  ${page.id.padEnd(6)} ${merchant.padEnd(16)} ${count === 0 ? 'axe: 0 serious/critical' : `axe: ${count} serious/critical`}`,
        );
      });
      if (!WHEEL) await contactSheet(browser, OUT, page.id, merchants);
    }
  } finally {
    await browser.close();
    await sandbox.close();
    await rm(project, { recursive: true, force: true });
  }
  await writeFile(
    path.join(OUT, 'report.json'),
    `${JSON.stringify({ tenants: merchants, pages: PAGES, violations }, null, 2)}\n`,
  );
  if (!WHEEL)
    console.log(`Contact sheets: ${path.relative(ROOT, OUT)}/{${PAGES.map((page) => page.id).join(',')}}.png`);
  if (violations.length > 0) {
    console.error(`✗ ${violations.length} serious or critical axe violation(s):\n${violations.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
