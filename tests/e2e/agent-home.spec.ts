import { expect, loginAs, tenantOrigin, test } from './fixtures';
import { loginThroughPage } from './support/accounts';
import { setAnnouncements } from './support/games';
import { createMember, loginAsNew, memberControl, MEMBER_PASSWORD, MEMBER_TENANT } from './support/members';

const AGENT_TILE_FLAGS = [
  'AGETEAMOVW3',
  'AGETRANSREC3',
  'AGEDOWNMAN3',
  'REDRAIN3',
  'AGETEAMPNL3',
  'AGETEAMBET3',
  'AGEREBATE3',
  'AGETEAMREB3',
  'AGESECCEN3',
  'MAILCEN',
  'AGEDIVIDEND3',
];
const allTileFlags = (on: readonly string[]) =>
  Object.fromEntries(AGENT_TILE_FLAGS.map((code) => [code, on.includes(code)]));

test.describe('agent home', () => {
  test.use({ baseURL: tenantOrigin(MEMBER_TENANT) });

  test('AGENT-01 a guest, a player (type 0) and a type-40 user are sent to /m/home', async ({ page, sandbox }) => {
    await page.goto('/m/agent');
    await expect(page).toHaveURL(/\/m\/home$/);
    await loginAs(page, 'player1');
    await page.goto('/m/agent');
    await expect(page).toHaveURL(/\/m\/home$/);
    await loginAsNew(page, sandbox, 40);
    await page.goto('/m/agent');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('AGENT-01 AGENT-02 AGENT-03 AGENT-04 AGENT-05 AGENT-06 AGENT-16 AGENT-18 AGENT-19 AGENT-20 AGENT-21 agent1 sees greeting, balance, today counters, only the tiles whose flags are on, and the footer', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('whitelabel', allTileFlags(['AGETEAMOVW3', 'REDRAIN3']));
    await loginAs(page, 'agent1');
    await page.goto('/m/agent');
    await expect(page.getByTestId('agent-greeting')).toHaveText(
      /^Good (morning|afternoon|late afternoon|evening), agent1$/,
    );
    await expect(page.getByTestId('agent-balance')).toHaveText(/Total balance: .+\d\.\d{2}$/);
    await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deposit' })).toBeVisible();
    const counters = page.getByTestId('agent-counters');
    await expect(counters.locator('[data-counter="teamLoginMemberCount"]')).toHaveText('12');
    await expect(counters.locator('[data-counter="teamBetMemberCount"]')).toHaveText('7');
    await expect(counters.locator('[data-counter="teamRegisterMemberCount"]')).toHaveText('3');
    await expect(counters.locator('[data-counter="teamOnlineCount"]')).toHaveText('5');
    const tiles = page.getByTestId('agent-tiles').locator('[data-tile]');
    await expect(tiles).toHaveText(['Team overview', 'Red rain', 'Online service']);
    const footer = page.getByTestId('agent-footer');
    await expect(footer.getByRole('link')).toHaveText(['Home', 'Open account', /^Agent announcements/]);

    await sandbox.flags('whitelabel', allTileFlags(['AGESECCEN3', 'MAILCEN', 'AGEDIVIDEND3']));
    await page.reload();
    // The mail tile carries the unread badge (a number) after its name.
    await expect(tiles).toHaveText(['Security centre', 'Online service', /^Mail\d*$/]);
    await expect(footer.getByRole('link')).toHaveText(['Home', 'Open account', 'Dividend', /^Agent announcements/]);
    await footer.getByRole('link', { name: 'Agent announcements' }).click();
    await expect(page).toHaveURL(/\/m\/member\/notice\?types=A$/);
  });

  test('CONTRACT-01 CONTRACT-03 CONTRACT-04 CONTRACT-06 CONTRACT-07 pending contracts prompt one after another; cancel stays, go opens the contract page', async ({
    page,
  }) => {
    await loginAs(page, 'contract1');
    const prompt = page.getByTestId('contract-prompt');
    await expect(prompt).toContainText('Daily salary contract');
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(prompt).toContainText('Dividend contract');
    await prompt.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
    await expect(prompt).toHaveCount(0);
  });

  test('POLISH-02 CONTRACT-01 one dialog at a time: the contract prompts come first, the announcement popup after them, never two masks', async ({
    page,
    request,
    sandbox,
  }) => {
    await setAnnouncements(request, sandbox, { popups: true });
    await loginAs(page, 'contract1');
    const prompt = page.getByTestId('contract-prompt');
    const popup = page.getByTestId('announcement-popup');
    await expect(prompt).toContainText('Daily salary contract');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(popup).toHaveCount(0);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toContainText('Dividend contract');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(popup).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByTestId('announcement-popup-mask')).toHaveCount(1);
  });

  test('CONTRACT-02 an exempt type-41 agent sees no prompt', async ({ page, sandbox }) => {
    // REL-10: the second account logs in through the login page, over the first one's session.
    await loginThroughPage(page, await createMember(sandbox, 41), MEMBER_PASSWORD);
    await page.goto('/m/agent');
    await expect(page.getByTestId('agent-tiles')).toBeVisible();
    await expect(page.getByTestId('contract-prompt')).toHaveCount(0);
  });

  test('AGENT-17 AGENT-21 MSG-03 the mail tile shows the unread-mail count and the announcements item its unread badge', async ({
    page,
    sandbox,
    request,
  }) => {
    await sandbox.flags('whitelabel', allTileFlags(['MAILCEN']));
    await loginAs(page, 'agent1');
    await page.goto('/m/agent');
    // agent1 has two unread mails: the same figure as the header dot.
    await expect(page.getByTestId('agent-mail-badge')).toHaveText('2');
    await expect(page.getByTestId('agent-notice-badge')).toHaveText('2');
    await memberControl(request, sandbox, 'notices', { agentUnread: 0 });
    await page.reload();
    await expect(page.getByTestId('agent-tiles').locator('[data-tile="mail"]')).toBeVisible();
    await expect(page.getByTestId('agent-notice-badge')).toHaveCount(0);
    await expect(page.getByTestId('agent-mail-badge')).toHaveText('2');
  });

  test('AGENT-22 ROUTE-27 ROUTE-28 every agent navigation needs a session: a guest opening a tile target is sent to log in and comes back', async ({
    page,
  }) => {
    await page.goto('/m/agent/team/overview');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fagent%2Fteam%2Foverview$/);
    await page.goto('/m/agentRegister');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FagentRegister$/);
    await page.getByLabel('Username').fill('agent1');
    await page.getByLabel(/^Password$/).fill('Agent123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/agentRegister$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('open-account')).toBeVisible();
  });

  test('AGENT-24 ROLE-03 a trial (type 4) account is rejected in the agent area with free_reject', async ({ page }) => {
    await loginAs(page, 'trial1');
    await page.goto('/m/agent');
    await expect(page.getByText('Please log in with an actual account to use this function')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/member/agent/agentRebeat');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('AGENT-23 CALL-49 ROUTE-28 REL-10 dividend info loads for a type-1 agent and not for an exempt type-41 agent', async ({
    page,
    sandbox,
  }) => {
    const info = page.waitForResponse((response) => response.url().includes('/wps/agent/dividend/info'));
    await loginAs(page, 'agent1');
    await page.goto('/m/member/agent/agentDivident');
    expect((await info).ok()).toBe(true);
    // AGENTX-09: the terms in words, no raw field names.
    await expect(page.getByTestId('dividend-terms').locator('[data-field="period"]')).toHaveText('Settlement: Monthly');

    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/agent/dividend/info')) calls.push(request.url());
    });
    // REL-10: the second account logs in through the login page, over the first one's session.
    await loginThroughPage(page, await createMember(sandbox, 41), MEMBER_PASSWORD);
    await page.goto('/m/agent');
    await expect(page.getByTestId('agent-tiles')).toBeVisible();
    await page.goto('/m/member/agent/agentDivident');
    await expect(page.getByTestId('dividend-exempt')).toHaveText('Dividends do not apply to this account type.');
    expect(calls).toEqual([]);
  });

  test('CONTRACT-01 CALL-39 CALL-40 ROUTE-30 the daily salary contract page shows the pending terms and accepting ends the prompt', async ({
    page,
  }) => {
    const requested = page.waitForRequest((request) => request.url().includes('/wps/agent/contract/request'));
    await loginAs(page, 'contract1');
    await requested;
    const prompt = page.getByTestId('contract-prompt');
    await expect(prompt).toContainText('Daily salary contract');
    await prompt.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
    await expect(page.getByTestId('contract-terms').locator('[data-field="contractType"]')).toHaveText('Daily salary');
    // AGENTX-10: the rate in words and what happens next.
    await expect(page.getByTestId('contract-terms').locator('[data-field="rate"]')).toHaveText(
      "1.5% of your team's turnover per day",
    );
    await expect(page.getByTestId('contract-next')).toContainText('Accept and the contract is active from');
    const processed = page.waitForRequest(
      (request) =>
        request.url().includes('/wps/agent/contract/dailySalary/process?action=accept') && request.method() === 'GET',
    );
    await page.getByRole('button', { name: 'Accept' }).click();
    await processed;
    await expect(page.getByText('Contract accepted')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    // The daily salary no longer prompts; the dividend contract still does.
    await expect(prompt).toContainText('Dividend contract');
  });

  test('CALL-41 ROUTE-30 the hourly salary contract is answered with a POST', async ({ page }) => {
    await loginAs(page, 'contract2');
    const prompt = page.getByTestId('contract-prompt');
    await expect(prompt).toContainText('Hourly salary contract');
    await prompt.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
    await expect(page.getByTestId('contract-terms').locator('[data-field="contractType"]')).toHaveText('Hourly salary');
    const processed = page.waitForRequest(
      (request) => request.url().endsWith('/wps/agent/contract/hourSalary/process') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Decline' }).click();
    expect((await processed).postDataJSON()).toEqual({ action: 'decline' });
    await expect(page.getByText('Contract declined')).toBeVisible();
    await expect(prompt).toHaveCount(0);
  });
  test("REL-01 AGENT-06 a failed read of today's team figures says so with a retry that recovers", async ({
    page,
    sandbox,
  }) => {
    await loginAs(page, 'agent1');
    await sandbox.fault('/wps/agent/team/kpi', 'http500', { times: 20 });
    await page.goto('/m/agent');
    const failed = page.getByTestId('agent-counters-error');
    await expect(failed).toBeVisible({ timeout: 15_000 });
    await sandbox.clearFaults();
    await failed.getByRole('button').click();
    await expect(failed).toHaveCount(0);
    await expect(page.getByTestId('agent-counters').locator('[data-counter]').first()).not.toHaveText('—');
  });
});
