import { expect, loginAs, tenantOrigin, test } from './fixtures';
import type { Request } from '@playwright/test';
import { expectInert, HOSTILE_HELP_ENTRY, HOSTILE_HTML, memberControl, MEMBER_TENANT } from './support/members';

test.describe('notices and help', () => {
  test.use({ baseURL: tenantOrigin(MEMBER_TENANT) });

  test('ROUTE-06 NOTICE-04 /m/notice lists the announcements by title and a title opens its content', async ({
    page,
  }) => {
    await page.goto('/m/notice');
    const list = page.getByTestId('notice-list');
    await expect(list.getByRole('heading', { level: 2 })).toHaveText([
      'System maintenance on Sunday 03:00–04:00 (UTC).',
      'New games every week: check the New tab of the slot list.',
    ]);
    await list.getByRole('button', { name: /^New games every week/ }).click();
    await expect(page.getByTestId('notice-content')).toContainText('New games arrive every week');
    await page.getByTestId('notice-content').getByRole('link', { name: 'New tab' }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
  });

  test('ROUTE-29 AGENT-21 /m/member/notice?types=A lists the agent announcements', async ({ page }) => {
    await loginAs(page, 'agent1');
    await page.goto('/m/member/notice?types=A');
    const list = page.getByTestId('notice-list');
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(['New rebate table', 'Dividend payout']);
    await list.getByRole('button', { name: 'Dividend payout' }).click();
    await expect(page.getByTestId('notice-content')).toHaveText('Dividends are paid every Monday.');
  });

  test('REL-01 NOTICE-04 content whose sanitiser could not be fetched says so with a retry, and the retry shows it', async ({
    page,
  }) => {
    let refused = 0;
    await page.route(
      (url) => refused === 0 && /\/m\/assets\/sanitize-[^/]+\.js$/.test(url.pathname),
      async (route) => {
        refused += 1;
        await route.abort('failed');
      },
    );
    await page.goto('/m/notice');
    await page
      .getByTestId('notice-list')
      .getByRole('button', { name: /^New games every week/ })
      .click();
    const failure = page.getByTestId('notice-content-error');
    await expect(failure).toBeVisible();
    expect(refused).toBe(1);
    await failure.getByRole('button').click();
    await expect(page.getByTestId('notice-content')).toContainText('New games arrive every week');
  });

  test('NOTICE-04 HELP-07 XSS in notice and help content is neutralised', async ({ page, sandbox, request }) => {
    await memberControl(request, sandbox, 'notices', {
      player: [{ id: 1, title: 'Hostile notice', content: HOSTILE_HTML }],
      agent: [{ id: 2, title: 'Hostile agent notice', content: HOSTILE_HTML }],
    });
    await page.goto('/m/notice');
    await page.getByRole('button', { name: 'Hostile notice' }).click();
    await expectInert(page, page.getByTestId('notice-content'));

    await loginAs(page, 'agent1');
    await page.goto('/m/member/notice?types=A');
    await page.getByRole('button', { name: 'Hostile agent notice' }).click();
    await expectInert(page, page.getByTestId('notice-content'));

    await page.goto('/m/help?i=2');
    await expectInert(page, page.getByTestId('help-content'), HOSTILE_HELP_ENTRY);
  });

  test('HELP-05 opening help with a session renews the session and loads the wallet and the merchant wallet', async ({
    page,
  }) => {
    await loginAs(page, 'player1');
    // Only calls the help page's own document makes count (not a late call of the previous page).
    const fromHelp = (request: Request) => request.frame().url().includes('/m/help');
    const memberInfo = page.waitForRequest(
      (request) => fromHelp(request) && new URL(request.url()).pathname === '/wps/member/info',
    );
    const wallet = page.waitForRequest(
      (request) => fromHelp(request) && request.url().includes('/wps/wallets/balance'),
    );
    const merchantWallet = page.waitForRequest(
      (request) => fromHelp(request) && request.url().includes('/wps/member/info/funds/consolidated'),
    );
    await page.goto('/m/help');
    await Promise.all([memberInfo, wallet, merchantWallet]);
    await expect(page.getByRole('button', { name: 'How do I deposit?' })).toBeVisible();
  });
});
