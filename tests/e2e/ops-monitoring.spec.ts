import type { Page } from '@playwright/test';
import { E2E_OPS_TOKEN } from '../../playwright.config';
import { expect, sandboxOrigin, test } from './fixtures';

/**
 * OPS-13..16 in Chromium: the demo tenant reports to the sandbox's collector
 * (`monitoring.collectorUrl: /__rum`, every view sampled). Visits produce
 * points, the operator page's charts draw them, and an error thrown in the
 * page shows in its list of top errors.
 */

/** Opens a page and waits for the monitoring chunk, which loads once the page is idle. */
async function visit(page: Page, path: string): Promise<void> {
  const reporter = page.waitForResponse((response) => /\/rum-reporter-[^/]*\.js$/.test(response.url()));
  await page.goto(path);
  await expect(page.getByTestId('bottom-menu')).toBeVisible();
  await reporter;
}

test('OPS-13 OPS-15 OPS-16 visits produce points, the charts show them, a thrown error appears in the list', async ({
  page,
  pageErrors,
}) => {
  const marker = `opsboom${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')}`;
  await visit(page, '/m/home');
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, marker);
  await expect.poll(() => pageErrors.some((error) => error.includes(marker))).toBe(true);
  // Leaving the page sends what it measured (pagehide), the error with it.
  await visit(page, '/m/help');
  await page.goto('/m/login');
  // The error was thrown on purpose: it is not one of the site's.
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((error) => !error.includes(marker)));

  await page.goto(`${sandboxOrigin}/__ops/?token=${E2E_OPS_TOKEN}&merchant=demo`);
  // The token moved into a cookie: the address no longer shows it.
  expect(page.url()).toBe(`${sandboxOrigin}/__ops/?merchant=demo`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('demo: how the site does for real players');
  await expect
    .poll(async () => {
      await page.reload();
      return page
        .getByRole('table', { name: /Uncaught errors/ })
        .getByText(`Error: ${marker}`)
        .count();
    })
    .toBeGreaterThan(0);
  const errorRow = page.getByRole('row').filter({ hasText: marker });
  await expect(errorRow.getByRole('cell').nth(2)).toHaveText('home');

  const vitals = page.getByRole('table', { name: 'p75 per page over the window' });
  await expect(vitals.getByRole('rowheader', { name: 'home', exact: true })).toBeVisible();
  for (const vital of ['TTFB', 'LCP']) {
    const chart = page.locator(`figure[data-vital="${vital}"]`);
    await expect(chart, vital).toHaveAttribute('data-drawn', 'true');
    expect(Number(await chart.getAttribute('data-points')), vital).toBeGreaterThan(0);
    await expect(chart.locator('canvas')).toBeVisible();
    // uPlot's legend names each page drawn, and the two thresholds.
    await expect(chart.locator('.u-legend')).toContainText('home');
    await expect(chart.locator('.u-legend')).toContainText('poor');
  }
});
