/**
 * `npm run shots`: the tenant matrix photographed. Starts the sandbox over
 * the built tenants, visits home, login, member centre, deposit and game list for
 * every tenant in Chromium on a phone viewport, and writes under artifacts/shots/:
 * one PNG per page and tenant, one contact sheet per page type (tenants side
 * by side, drawn by Chromium itself from an HTML page) and an index.html.
 * Build first: `npx lobby build --all`.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, devices, type Page } from 'playwright-core';
import { startSandbox } from '../sandbox/server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'artifacts', 'shots');
const PSEUDO_SHOTS = path.join(ROOT, 'artifacts', 'pseudo');
const PORT = Number(process.env.LOBBY_SHOTS_PORT ?? 4395);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Issue 17: each tenant's home, game list, lottery, login, member centre, deposit (issue 37) and agent home; agent pages as the seed agent. */
const PAGES = [
  { id: 'home', path: '/m/home', title: 'Home', as: 'guest' },
  { id: 'game-list', path: '/m/gameList?gameType=RNG', title: 'Game list (slots)', as: 'guest' },
  { id: 'lottery', path: '/m/lottery', title: 'Lottery', as: 'guest' },
  { id: 'login', path: '/m/login', title: 'Login', as: 'guest' },
  { id: 'member-centre', path: '/m/mine', title: 'Member centre (agent)', as: 'agent' },
  { id: 'deposit', path: '/m/voucherCenter', title: 'Deposit (agent)', as: 'agent' },
  { id: 'agent-home', path: '/m/agent', title: 'Agent home', as: 'agent' },
] as const;
const AGENT = { username: 'agent1', password: 'Agent123' };

/** Logs in through the login page, whichever language the tenant starts in. */
async function logIn(tab: Page, origin: string): Promise<void> {
  await tab.goto(`${origin}/m/login`, { waitUntil: 'networkidle' });
  // By field name, not label: the labels are in the tenant's language (Arabic for Sahara Play).
  const form = tab.locator('form[data-testid="login-form-username"]');
  await form.locator('input[name="account"]').fill(AGENT.username);
  await form.locator('input[name="secret"]').fill(AGENT.password);
  await tab.locator('form[data-testid="login-form-username"] button[type="submit"]').click();
  await tab.waitForURL((url) => !url.pathname.startsWith('/m/login'));
}

/** Dialogs in a defined state: every popup and prompt closed (the one-dialog queue shows them one by one). */
async function closeDialogs(tab: Page): Promise<void> {
  for (let round = 0; round < 6; round += 1) {
    if ((await tab.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').count()) === 0) return;
    await tab.keyboard.press('Escape');
    await tab.waitForTimeout(300);
  }
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function builtTenants(): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, 'dist'), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

async function main(): Promise<void> {
  const tenants = await builtTenants();
  if (tenants.length === 0) throw new Error('No built tenants in dist/: run npx lobby build --all first.');
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });

  const sandbox = await startSandbox({
    port: PORT,
    dataDir: 'memory',
    testMode: false,
    defaultMerchant: tenants[0] ?? 'demo',
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
  try {
    const phone = { ...devices['Pixel 7'] };
    for (const page of PAGES) {
      for (const tenant of tenants) {
        const context = await browser.newContext(phone);
        const tab = await context.newPage();
        const origin = `http://${tenant}.localhost:${PORT}`;
        if (page.as === 'agent') await logIn(tab, origin);
        await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle' });
        // Let fades and lazy pages settle before the picture, with no dialog over the page.
        await tab.waitForTimeout(600);
        await closeDialogs(tab);
        await tab.waitForTimeout(300);
        await tab.screenshot({ path: path.join(OUT, `${page.id}-${tenant}.png`) });
        await context.close();
        console.log(`  ${page.id.padEnd(14)} ${tenant}`);
      }
      // The contact sheet: Chromium lays the tenants side by side and photographs the result.
      const sheet = `<!doctype html><meta charset="utf-8"><style>body{margin:0;padding:16px;background:#222;font:14px sans-serif;color:#eee;display:flex;gap:16px}figure{margin:0}img{width:300px;display:block;border:1px solid #444}figcaption{padding:6px 0;text-align:center}</style>${tenants
        .map(
          (tenant) =>
            `<figure><img src="${pathToFileURL(path.join(OUT, `${page.id}-${tenant}.png`)).href}"><figcaption>${escapeHtml(tenant)}</figcaption></figure>`,
        )
        .join('')}`;
      const sheetFile = path.join(OUT, `${page.id}.sheet.html`);
      await writeFile(sheetFile, sheet);
      const context = await browser.newContext({ viewport: { width: 32 + tenants.length * 316, height: 760 } });
      const tab = await context.newPage();
      await tab.goto(pathToFileURL(sheetFile).href, { waitUntil: 'load' });
      await tab.screenshot({ path: path.join(OUT, `${page.id}.png`), fullPage: true });
      await context.close();
      await rm(sheetFile);
    }
  } finally {
    await browser.close();
    await sandbox.close();
  }

  const index = `<!doctype html><meta charset="utf-8"><title>Lobby tenant matrix</title><style>body{font:15px sans-serif;margin:24px}img{max-width:100%;border:1px solid #ccc}</style><h1>Lobby tenant matrix</h1><p>${tenants.length} tenants: ${escapeHtml(tenants.join(', '))}. Phone viewport (Pixel 7), Chromium.</p>${PAGES.map(
    (page) =>
      `<h2>${escapeHtml(page.title)}</h2><p><code>${escapeHtml(page.path)}</code></p><img src="${page.id}.png" alt="${escapeHtml(page.title)} for every tenant">`,
  ).join('')}`;
  // Issue 37: the pseudo-locale sweep (npm run pseudo, run before this in CI) joins the sheets when it left photos.
  const pseudo = (await readdir(PSEUDO_SHOTS).catch(() => [])).filter((file) => file.endsWith('.png')).sort();
  const pseudoSection =
    pseudo.length === 0
      ? ''
      : `<h2>Pseudo-locale sweep</h2><p>Every page in the accented and right-to-left pseudo-locales, as guest, player and agent.</p><div style="display:flex;flex-wrap:wrap;gap:8px">${pseudo
          .map(
            (file) =>
              `<figure style="margin:0;width:180px"><img src="../pseudo/${escapeHtml(file)}" alt="${escapeHtml(file)}" loading="lazy"><figcaption>${escapeHtml(file.replace(/\.png$/, ''))}</figcaption></figure>`,
          )
          .join('')}</div>`;
  await writeFile(path.join(OUT, 'index.html'), index + pseudoSection);
  console.log(`Contact sheets: ${path.relative(ROOT, path.join(OUT, 'index.html'))}`);
}

await main();
