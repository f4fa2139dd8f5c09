import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';
import { loginAsMoneyPlayer, MONEY_PASSWORD } from './support/money';

/**
 * Every list of the money, agent and engagement pages has an empty state
 * (the server said there is nothing) and a failed state with a retry that
 * recovers — an outage never looks like "no data" (issue 14 ENGAGE-10,
 * issue 13 MONEY-18).
 */

interface ListPage {
  readonly path: string;
  /** The call whose failure the page must show. */
  readonly call: string;
}

const PLAYER_LISTS: readonly ListPage[] = [
  { path: '/m/transaction/record', call: '/wps/relay/ODS2_MemberTransaction' },
  { path: '/m/gameRecord', call: '/wps/relay/ODS2_BetReport' },
  { path: '/m/member/rebateReport', call: '/wps/relay/ODS2_RebateReport' },
  { path: '/m/inviteFriends', call: '/wps/relay/MCSFE_getReferralInvitations' },
];

const AGENT_LISTS: readonly ListPage[] = [
  { path: '/m/member/team', call: '/wps/agent/subordinates' },
  { path: '/m/agent/team/pnl', call: '/wps/agent/team/pnl' },
  { path: '/m/teamBetting', call: '/wps/agent/team/betting' },
];

const empty = (page: Page) => page.locator('[data-state="empty"]').first();
const failed = (page: Page) => page.locator('[data-state="error"]').first();

async function expectFailedThenRecovered(
  page: Page,
  list: ListPage,
  fault: (match: string) => Promise<unknown>,
  clear: () => Promise<unknown>,
): Promise<void> {
  await fault(list.call);
  await page.goto(list.path);
  await expect(failed(page), `${list.path} shows the failure`).toBeVisible({ timeout: 15_000 });
  await expect(empty(page), `${list.path} does not pass an outage off as empty`).toHaveCount(0);
  await clear();
  await failed(page).getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(failed(page)).toHaveCount(0);
  await expect(empty(page), `${list.path} after retry`).toBeVisible();
}

test.describe('list states', () => {
  test('ENGAGE-10 MONEY-18 a new player sees empty lists, and a failed read shows an error with a retry that recovers', async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(90_000);
    await loginAsMoneyPlayer(page, sandbox);
    for (const list of PLAYER_LISTS) {
      await page.goto(list.path);
      await expect(empty(page), `${list.path} is empty for a new player`).toBeVisible();
      await expectFailedThenRecovered(
        page,
        list,
        (match) => sandbox.fault(match, 'http500', { times: 3 }),
        () => sandbox.clearFaults(),
      );
    }
  });

  test('ENGAGE-10 AGENTX-02 AGENTX-04 AGENTX-05 an agent without a team sees empty team lists, and a failed read shows an error with a retry', async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(90_000);
    const username = `lone_${Date.now().toString(36)}`;
    await sandbox.createAccount({ username, password: MONEY_PASSWORD, type: 1 });
    await loginAs(page, username);
    for (const list of AGENT_LISTS) {
      await page.goto(list.path);
      await expect(empty(page), `${list.path} is empty for an agent without a team`).toBeVisible();
      await expectFailedThenRecovered(
        page,
        list,
        (match) => sandbox.fault(match, 'drop', { times: 3 }),
        () => sandbox.clearFaults(),
      );
    }
  });
});
