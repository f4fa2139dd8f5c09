import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Issue 17: the key pages every tenant is checked on (agent session on demo, guest elsewhere). */
export const KEY_PAGES = [
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
] as const;

/** Every axe violation of any impact on each page, one line each (page, impact, rule, nodes). */
export async function axeViolations(page: Page, origin: string, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(`${origin}${path}`);
    await page.waitForLoadState('networkidle');
    // The page fades in: wait for it so colour contrast is measured at full opacity.
    await page.waitForTimeout(400);
    const results = await new AxeBuilder({ page }).analyze();
    for (const violation of results.violations)
      found.push(
        `${path} ${violation.impact ?? ''} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  }
  return found;
}
