import AxeBuilder from '@axe-core/playwright';
import { expect, KNOWN_TENANTS, loginAs, tenantOrigin, test } from './fixtures';

/** Issue 6: no serious or critical axe violations on the main pages of the demo tenant. */
const PAGES = ['/m/home', '/m/login', '/m/mine', '/m/gameList?gameType=RNG', '/m/lottery', '/m/help', '/m/notice'];

test.describe('accessibility (axe)', () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The page fades in: wait for it so colour contrast is measured at full opacity.
      await page.waitForTimeout(400);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        );
      expect(serious).toEqual([]);
    });
  }
});

/** Issue 17: fifteen key pages in every tenant, no violation of any impact (agent session on demo, guest elsewhere). */
const KEY_PAGES = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/mine',
  '/m/gameList?gameType=RNG',
  '/m/lottery',
  '/m/help',
  '/m/notice',
  '/m/activity',
  '/m/service',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/securityCenter',
  '/m/agent',
  '/m/transaction/record',
];

test.describe('accessibility in every tenant (axe, any impact)', () => {
  for (const merchant of KNOWN_TENANTS) {
    test(`POLISH-08 ${merchant}: fifteen key pages have no axe violation of any impact`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(`${tenantOrigin(merchant)}/m/home`);
      if (merchant === 'demo') await loginAs(page, 'agent1', 'Agent123');
      const found: string[] = [];
      for (const path of KEY_PAGES) {
        await page.goto(`${tenantOrigin(merchant)}${path}`);
        await page.waitForLoadState('networkidle');
        // The page fades in: wait for it so colour contrast is measured at full opacity.
        await page.waitForTimeout(400);
        const results = await new AxeBuilder({ page }).analyze();
        for (const violation of results.violations)
          found.push(
            `${path} ${violation.impact ?? ''} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
      }
      expect(found).toEqual([]);
    });
  }
});
