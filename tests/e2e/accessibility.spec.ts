import { expect, loginAs, tenantOrigin, test } from './fixtures';
import { axeViolations, KEY_PAGES } from './support/axe';

/**
 * Issue 17: fifteen key pages, no violation of any impact, as an agent on
 * demo. Every tenant's walk as a guest, demo's too, is a long sweep after npm
 * test (tests/e2e/sweep-accessibility-tenants.spec.ts, npm run test:sweeps).
 */
test('POLISH-08 demo: fifteen key pages have no axe violation of any impact', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${tenantOrigin('demo')}/m/home`);
  await loginAs(page, 'agent1');
  expect(await axeViolations(page, tenantOrigin('demo'), KEY_PAGES)).toEqual([]);
});
