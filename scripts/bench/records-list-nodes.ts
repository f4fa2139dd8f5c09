/**
 * DOM nodes of the account record (`/m/transaction/record`) holding 26 rows
 * and holding 645 (SPEED-07: the list renders only the rows near the screen,
 * so the page stays flat as pages load; goal: at 645 rows at most twice the
 * nodes at 26). Rows are seeded through the sandbox's control API: a fresh
 * player per size whose played rounds are one ledger movement each (no wins),
 * plus the opening balance; every page is then loaded with "load more".
 */
import type { Page } from 'playwright-core';
import { openBenchBrowser } from './browser';

export interface RecordsListNodeFigures {
  /** Rows loaded and DOM nodes of the page, per seeded size. */
  readonly sizes: readonly { readonly rows: number; readonly nodes: number; readonly rowsInDom: number }[];
}

const PASSWORD = 'Bench1234';

/** The control API over 127.0.0.1 (Node does not resolve *.localhost as Chromium does). */
async function control(origin: string, path: string, body: unknown): Promise<void> {
  const url = new URL(path, origin);
  url.hostname = '127.0.0.1';
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** A player whose account record holds `rows` movements: the opening balance and `rows - 1` lost rounds. */
async function seedPlayer(origin: string, username: string, rows: number): Promise<void> {
  await control(origin, '/__sandbox/accounts', {
    merchant: 'demo',
    username,
    password: PASSWORD,
    type: 1,
    balance: 10_000,
  });
  for (let left = rows - 1; left > 0; left -= 500) {
    await control(origin, '/__sandbox/play', {
      merchant: 'demo',
      username,
      rounds: Math.min(left, 500),
      stake: 1,
      rtp: 0,
    });
  }
}

async function logIn(page: Page, origin: string, username: string): Promise<void> {
  await page.goto(`${origin}/m/login`);
  await page.getByLabel(/^(Username|Nome de usuário)/).fill(username);
  await page.getByLabel(/^(Password|Senha)$/).fill(PASSWORD);
  await page.getByRole('button', { name: /^(Log in|Entrar)$/ }).click();
  await page.getByTestId('header-member').waitFor();
}

/** Opens the record and loads every page; returns the rows it holds and the nodes of the page. */
async function measure(page: Page, origin: string): Promise<{ rows: number; nodes: number; rowsInDom: number }> {
  await page.goto(`${origin}/m/transaction/record`);
  const list = page.getByTestId('movement-list');
  await list.getByRole('listitem').first().waitFor();
  const more = page.getByRole('button', { name: /^(Load more|Carregar mais)$/ });
  // A virtual list says how many rows it holds; a whole one (before SPEED-07) holds them all.
  const loaded = () =>
    list.evaluate((element) => Number(element.getAttribute('data-loaded') ?? element.children.length));
  while (await more.isVisible()) {
    const before = await loaded();
    await more.click();
    await page.waitForFunction((count) => {
      const element = document.querySelector('[data-testid="movement-list"]');
      return Number(element?.getAttribute('data-loaded') ?? element?.children.length) > count;
    }, before);
  }
  // Let the virtualizer settle on where the page now is (it measures rows as they render).
  await page.waitForTimeout(500);
  return {
    rows: await loaded(),
    nodes: await page.evaluate(() => document.getElementsByTagName('*').length),
    rowsInDom: await list.getByRole('listitem').count(),
  };
}

export async function benchRecordsListNodes(
  options: { distDir?: string; sizes?: readonly number[] } = {},
): Promise<RecordsListNodeFigures> {
  const bench = await openBenchBrowser(options.distDir);
  try {
    const sizes = [];
    for (const rows of options.sizes ?? [26, 645]) {
      // The login form takes 4-16 letters, digits or _.
      const username = `benchrec${rows}`;
      await seedPlayer(bench.origin, username, rows);
      const page = await bench.context.newPage();
      await logIn(page, bench.origin, username);
      sizes.push(await measure(page, bench.origin));
      await page.close();
    }
    return { sizes };
  } finally {
    await bench.close();
  }
}
