import { expect, KNOWN_TENANTS, tenantOrigin, test } from './fixtures';
import { axeViolations, KEY_PAGES } from './support/axe';

/**
 * Issue 17 (POLISH-08), every tenant: fifteen key pages as a guest, no axe
 * violation of any impact. A long sweep (five tenants, a minute and a half
 * each on CI's two cores): `.ci/run` runs it after npm test through `npm run
 * test:sweeps`; demo's agent walk stays in npm test (accessibility.spec.ts),
 * and the tenant matrix runs axe on twenty more.
 */
for (const merchant of KNOWN_TENANTS) {
  test(`POLISH-08 ${merchant} as a guest: fifteen key pages have no axe violation of any impact`, async ({ page }) => {
    test.setTimeout(180_000);
    expect(await axeViolations(page, tenantOrigin(merchant), KEY_PAGES)).toEqual([]);
  });
}
