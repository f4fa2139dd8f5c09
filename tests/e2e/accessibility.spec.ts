import { expect, loginAs, tenantOrigin, test } from './fixtures';
import { axeViolations, KEY_PAGES } from './support/axe';

/** Issue 6: the main pages of the demo tenant as a guest: no axe violation (issue 17 made it any impact). */
const GUEST_PAGES = [
  '/m/home',
  '/m/login',
  '/m/mine',
  '/m/gameList?gameType=RNG',
  '/m/lottery',
  '/m/help',
  '/m/notice',
];

test('POLISH-08 demo as a guest: the main pages have no axe violation of any impact', async ({ page }) => {
  test.setTimeout(180_000);
  expect(await axeViolations(page, tenantOrigin('demo'), GUEST_PAGES)).toEqual([]);
});

/**
 * Issue 17: fifteen key pages, no violation of any impact, as an agent on
 * demo. The other tenants (guests) are a long sweep after npm test
 * (tests/e2e/sweep-accessibility-tenants.spec.ts, npm run test:sweeps).
 */
test('POLISH-08 demo: fifteen key pages have no axe violation of any impact', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${tenantOrigin('demo')}/m/home`);
  await loginAs(page, 'agent1');
  expect(await axeViolations(page, tenantOrigin('demo'), KEY_PAGES)).toEqual([]);
});
