import { expect, loginAs, tenantOrigin, test } from './fixtures';
import { loginAsNew, memberControl, memberFlags, menuEntries, MEMBER_TENANT } from './support/members';

test.describe('member routes and honest pages', () => {
  test.use({ baseURL: tenantOrigin(MEMBER_TENANT) });

  test('ROUTE-08 ROUTE-09 ROUTE-11 ROUTE-12 ROUTE-26 the member, agent, help, service and message routes render their pages', async ({
    page,
  }) => {
    await loginAs(page, 'agent1');
    for (const path of ['/m/mine', '/m/member/home']) {
      await page.goto(path);
      await expect(page.locator('[data-page="mine"]')).toBeVisible();
    }
    await page.goto('/m/agent');
    await expect(page.locator('[data-page="agent"]')).toBeVisible();
    for (const path of ['/m/help', '/m/helpDetail']) {
      await page.goto(path);
      await expect(page.locator('[data-page="help"]')).toBeVisible();
    }
    await page.goto('/m/service');
    await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
    for (const path of ['/m/message', '/m/webEmail']) {
      await page.goto(path);
      await expect(page.locator('[data-page="messages"]')).toBeVisible();
    }
  });

  test('ROUTE-19 ROUTE-22 ROUTE-23 ROUTE-24 ROUTE-25 ENGAGE-09 pages the spec names without content open real pages', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/m/useragreement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('User agreement');
    await expect(page.getByTestId('agreement-tenant')).toContainText('Aurora Play');

    await loginAsNew(page, sandbox, 0);
    // MONEY-04 MONEY-10 MONEY-14: the money routes open their real pages (issue 13).
    for (const [path, pageId] of [
      ['/m/voucherCenter', 'voucherCenter'],
      ['/m/withdraw', 'withdraw'],
      ['/m/securityCenter', 'securityCenter'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(`[data-page="${pageId}"]`).getByRole('heading', { level: 1 })).not.toBeEmpty();
    }
    await memberFlags(sandbox, [], ['REFERRAL']);
    await page.goto('/m/inviteFriends');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invite friends');
    await expect(page.getByTestId('referral-code')).not.toBeEmpty();
  });

  test('SHARE-06 opening invite friends directly with REFERRAL off says contact_service and does not open the page', async ({
    page,
    sandbox,
  }) => {
    await memberFlags(sandbox, [], []);
    await loginAsNew(page, sandbox, 0);
    await page.goto('/m/inviteFriends');
    await expect(page.getByText('Please contact customer service')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/mine$/);
    await expect(page.locator('[data-page="inviteFriends"]')).toHaveCount(0);
  });

  test('ROUTE-27 ROUTE-28 ROUTE-30 the agent tile, footer and contract targets exist as pages', async ({ page }) => {
    await loginAs(page, 'agent1');
    for (const [path, pageId] of [
      ['/m/agent/team/overview', 'agentTeamOverview'],
      ['/m/transaction/record?types=A', 'transactionRecord'],
      ['/m/member/team', 'memberTeam'],
      ['/m/redRain', 'redRain'],
      ['/m/agent/team/pnl', 'agentTeamPnl'],
      ['/m/teamBetting', 'teamBetting'],
      ['/m/member/agent/agentRebeat', 'agentRebate'],
      ['/m/member/teamRebate', 'teamRebate'],
      ['/m/agentRegister', 'agentRegister'],
      ['/m/member/agent/agentDivident', 'agentDividend'],
      ['/m/member/agent/getSalaryContract', 'dailySalaryContract'],
      ['/m/member/agent/getDevidendContract', 'dividendContract'],
      ['/m/member/agent/getHourContract', 'hourlySalaryContract'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(`[data-page="${pageId}"]`)).toBeVisible();
      await expect(page.locator(`[data-page="${pageId}"]`).getByRole('heading', { level: 1 })).not.toBeEmpty();
    }
  });

  test('CALL-49 MONEY-21 load and withdrawal records list the rows of the report calls', async ({ page, sandbox }) => {
    await memberFlags(sandbox, ['DEPRECM3', 'WITHREC3']);
    await loginAs(page, 'player1');
    await page.goto('/m/mine');
    await page.locator('[data-entry="loadRecord"]').click();
    await expect(page).toHaveURL(/\/m\/vouReport$/);
    // MONEY-21: the seeded player's real orders of the last 30 days, newest first.
    await expect(page.getByTestId('report-list').locator('[data-status]')).toHaveText(['Paid', 'Expired', 'Failed']);
    await page.goto('/m/withdrawReport');
    await expect(page.getByTestId('report-list').locator('[data-status]')).toHaveText(['Rejected', 'Paid out']);
  });

  test('SHARE-01 SHARE-02 the left menu shows Telegram and WhatsApp only when their links exist', async ({
    page,
    sandbox,
    request,
  }) => {
    await memberControl(request, sandbox, 'downloads', {
      resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/aurora_vip' }],
    });
    await page.goto('/m/mine');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByTestId('member-left-menu');
    await expect(menu.getByTestId('left-menu-telegram')).toHaveAttribute('href', 'https://t.me/aurora_vip');
    await expect(menu.getByTestId('left-menu-whatsapp')).toHaveCount(0);

    await memberControl(request, sandbox, 'downloads', {
      resources: [{ resourceType: 'WHATSAPP', url: 'https://wa.me/5511999999999' }],
    });
    await page.reload();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu.getByTestId('left-menu-whatsapp')).toHaveAttribute('href', 'https://wa.me/5511999999999');
    await expect(menu.getByTestId('left-menu-telegram')).toHaveCount(0);
  });

  test('ROLE-06 a type-2 agent never gets superior transfer while a type-1 agent with toUpline does', async ({
    page,
    sandbox,
  }) => {
    await memberFlags(sandbox, ['AGETRANSFERUP3']);
    await loginAsNew(page, sandbox, 2, { toUpline: true });
    await page.goto('/m/mine');
    expect(await menuEntries(page)).not.toContain('superiorTransfer');
    await loginAsNew(page, sandbox, 1, { toUpline: true });
    await page.goto('/m/mine');
    expect(await menuEntries(page)).toContain('superiorTransfer');
  });

  test('SESSION-19 CALL-44 customer-service links arrive encrypted by GET, are cached under service_link and reused when the call fails', async ({
    page,
    sandbox,
  }) => {
    const info = page.waitForResponse(
      (response) =>
        response.url().includes('WPSCORE_getCustomerServiceScript') && response.request().method() === 'GET',
    );
    await page.goto(`${tenantOrigin('demo')}/m/home`);
    const sealed = ((await (await info).json()) as { value: string }).value;
    expect(typeof sealed).toBe('string');
    expect(sealed).not.toContain('t.me');
    await expect(page.getByTestId('service-widget').locator('[data-service-link="TELEGRAM"]')).toBeVisible();
    const cached = await page.evaluate(
      () => JSON.parse(localStorage.getItem('service_link') ?? 'null') as { type: string; url: string }[] | null,
    );
    expect(cached).toContainEqual({ type: 'TELEGRAM', url: 'https://t.me/lobbydemo_support' });
    await page.evaluate(() =>
      localStorage.setItem('service_link', JSON.stringify([{ type: 'TELEGRAM2', url: 'https://t.me/cached_channel' }])),
    );
    await sandbox.fault('/wps/relay/WPSCORE_getCustomerServiceScript', 'http500');
    await page.reload();
    await expect(page.getByTestId('service-widget').locator('[data-service-link="TELEGRAM2"]')).toHaveAttribute(
      'href',
      'https://t.me/cached_channel',
    );
  });
});
