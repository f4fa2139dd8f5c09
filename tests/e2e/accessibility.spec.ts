import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

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
        .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
      expect(serious).toEqual([]);
    });
  }
});
