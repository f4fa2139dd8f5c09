import type { Page } from '@playwright/test';
import { ROUTE_TABLE } from '../../src/tenant/route-table';
import { expect, loginAs, test } from './fixtures';

/** Issue 17: every page has one h1, and the browser tab names it ("<heading> · <brand>"; home: the brand). */

const BRAND = 'Lobby Demo';
/** Pages whose h1 is not their name (the agent home greets): the name the tab shows instead. */
const TAB_NAMES: Readonly<Record<string, string>> = { '/m/agent': 'Central do agente' };
/** One path per page (the first the route table lists), leaving out the launch page, which leaves the app. */
const PAGE_PATHS = [
  ...new Map(
    ROUTE_TABLE.filter((entry) => entry.page !== 'launchGame').map((entry) => [entry.page, entry.path]),
  ).values(),
];

async function headingAndTitle(page: Page): Promise<{ headings: string[]; title: string }> {
  await expect(page.locator('#root main.lby-shell-main[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => ({
    headings: [...document.querySelectorAll('h1')].map((heading) => heading.textContent.trim()),
    title: document.title,
  }));
}

test.describe('titles and headings (issue 17)', () => {
  test('POLISH-07 every page an agent can open has exactly one h1 and a tab title naming it', async ({ page }) => {
    test.setTimeout(240_000);
    await loginAs(page, 'agent1');
    const problems: string[] = [];
    for (const path of PAGE_PATHS) {
      await page.goto(path);
      const { headings, title } = await headingAndTitle(page);
      const heading = headings[0] ?? '';
      const name = TAB_NAMES[path] ?? heading;
      const expected = name === BRAND ? BRAND : `${name} · ${BRAND}`;
      if (headings.length !== 1 || !heading) problems.push(`${path}: h1 ${JSON.stringify(headings)}`);
      else if (title !== expected) problems.push(`${path}: title "${title}", expected "${expected}"`);
    }
    expect(problems).toEqual([]);
  });

  test('POLISH-07 a guest gets the same on home, login and the game list, and the title follows in-app navigation', async ({
    page,
  }) => {
    await page.goto('/m/home');
    expect(await headingAndTitle(page)).toEqual({ headings: [BRAND], title: BRAND });
    await page.goto('/m/gameList?gameType=RNG');
    expect(await headingAndTitle(page)).toEqual({ headings: ['Slots'], title: `Slots · ${BRAND}` });
    await page.getByTestId('bottom-menu').getByRole('link').first().click();
    await expect(page).toHaveTitle(BRAND);
    await page.goto('/m/login');
    await expect(page).toHaveTitle(`Entrar · ${BRAND}`);
  });
});
