import { expect, loginAs, tenantOrigin, test } from './fixtures';
import { loginAsNew, MEMBER_TENANT, memberFlags, menuEntries } from './support/members';

const ALWAYS = ['settings', 'download', 'deposit', 'withdraw', 'security'];

test.describe('member centre', () => {
  test.use({ baseURL: tenantOrigin(MEMBER_TENANT) });
  test.beforeEach(async ({ sandbox }) => {
    await memberFlags(sandbox);
  });

  test('MINE-01 MINE-05 MINE-06 MINE-07 MINE-29 a guest sees the header, the login prompt and the guest entries; actions open the login dialog', async ({
    page,
  }) => {
    await page.goto('/m/mine');
    await expect(page.getByRole('heading', { name: 'Member center' })).toBeVisible();
    await expect(page.getByTestId('member-guest')).toContainText('Log in or register');
    expect(await menuEntries(page)).toEqual(['settings', 'download', 'benefits', 'deposit', 'withdraw', 'security']);
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/mine$/);
    await page
      .getByTestId('login-dialog')
      .getByRole('button', { name: 'Close' })
      .click()
      .catch(() => undefined);
    await page.goto('/m/mine');
    await page.getByRole('button', { name: 'Settings' }).first().click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await page.goto('/m/mine');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('MINE-02 MINE-03 MINE-04 MINE-09 MINE-11 MINE-17 MINE-22 MINE-27 a player sees account, club label, days and flag-gated entries that follow the control API without a rebuild', async ({
    page,
    sandbox,
  }) => {
    await loginAs(page, 'player1');
    await page.goto('/m/mine');
    await expect(page.getByTestId('member-account')).toHaveText('player1');
    await expect(page.getByTestId('member-club')).toHaveText('VIP1');
    await expect(page.getByTestId('member-days')).toContainText(/Joined (today|\d+ days? ago)/);
    expect(await menuEntries(page)).toEqual(['settings', 'download', 'benefits', 'deposit', 'withdraw', 'security']);

    await memberFlags(sandbox, ['DEPRECM3', 'MAILCEN', 'AGETRANSFERUP3', 'FEEDBACK3'], ['MISSION']);
    await page.reload();
    expect(await menuEntries(page)).toEqual([
      'settings',
      'download',
      'benefits',
      'deposit',
      'withdraw',
      'security',
      'loadRecord',
      'superiorTransfer',
      'mission',
      'messages',
      'feedback',
    ]);
    await page.getByRole('button', { name: 'Load record' }).click();
    await expect(page).toHaveURL(/\/m\/vouReport$/);
  });

  test('MINE-16 MINE-11 MINE-22 SHARE-04 an agent (type 2) sees the agency entry but never sees superior transfer', async ({
    page,
    sandbox,
  }) => {
    await memberFlags(sandbox, ['AGETRANSFERUP3']);
    await loginAsNew(page, sandbox, 2, { clubLabel: null, toUpline: true });
    await page.goto('/m/mine');
    await expect(page.getByTestId('member-club')).toHaveCount(0);
    expect(await menuEntries(page)).toEqual([...ALWAYS.slice(0, 2), ...ALWAYS.slice(2), 'agency']);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByTestId('member-left-menu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share with friends' })).toHaveCount(0);
  });

  for (const type of [4, 40] as const) {
    test(`MINE-16 type ${type} has no agency entry`, async ({ page, sandbox }) => {
      await loginAsNew(page, sandbox, type, { clubLabel: 'VIP2' });
      await page.goto('/m/mine');
      // The benefits entry follows the member's club label, which arrives with the member's read after the menu.
      await expect
        .poll(() => menuEntries(page))
        .toEqual(['settings', 'download', 'benefits', 'deposit', 'withdraw', 'security']);
    });
  }

  for (const type of [41, 42] as const) {
    test(`MINE-16 type ${type} has the agency entry`, async ({ page, sandbox }) => {
      await loginAsNew(page, sandbox, type, { clubLabel: 'VIP2' });
      await page.goto('/m/mine');
      await expect.poll(() => menuEntries(page)).toContain('agency');
    });
  }

  test('MINE-14 SHARE-03 SHARE-06 invite friends follows REFERRAL: contact_service when off, the page when on', async ({
    page,
    sandbox,
  }) => {
    await loginAs(page, 'player1');
    await page.goto('/m/mine');
    expect(await menuEntries(page)).not.toContain('invite');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Share with friends' }).click();
    await expect(page.getByText('Please contact customer service')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/mine$/);

    await memberFlags(sandbox, [], ['REFERRAL']);
    await page.reload();
    await page.getByRole('button', { name: 'Invite friends' }).click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  });

  test('SHARE-03 a guest share goes to the login page', async ({ page }) => {
    await page.goto('/m/mine');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Share with friends' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});
