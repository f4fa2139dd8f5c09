import { expect, loginAs, tenantOrigin, test } from './fixtures';
import { loginAsNew, MEMBER_TENANT } from './support/members';

test.describe('message-centre indicator', () => {
  test.use({ baseURL: tenantOrigin(MEMBER_TENANT) });

  test('HDR-12 CHROME-26 a guest tapping the message icon gets the login dialog, which leads to logging in', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const indicator = page.getByTestId('message-indicator');
    await expect(indicator).toBeVisible();
    await expect(page.getByTestId('message-dot')).toHaveCount(0);
    await indicator.getByRole('button').click();
    const dialog = page.getByTestId('login-dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FwebEmail$/);
    await page.getByLabel('Username').fill('player1');
    await page.getByLabel(/^Password$/).fill('Player123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
    await expect(page.getByTestId('inbox')).toBeVisible();
  });

  test('HDR-11 HDR-12 MSG-03 CALL-15 the dot shows exactly when unread > 0 and opens /m/webEmail', async ({
    page,
    sandbox,
  }) => {
    // A fresh member has no mail: no dot.
    await loginAsNew(page, sandbox, 0);
    await page.goto('/m/home');
    await expect(page.getByTestId('message-indicator')).toHaveAttribute('data-unread', '0');
    await expect(page.getByTestId('message-dot')).toHaveCount(0);

    // player1 has two unread mails (the unread-count call, module INBOX3).
    const unread = page.waitForRequest(
      (request) => request.url().includes('/wps/relay/CSP_unreadCount') && request.headers()['moduleid'] === 'INBOX3',
    );
    await loginAs(page, 'player1');
    await unread;
    await page.goto('/m/home');
    await expect(page.getByTestId('message-dot')).toBeVisible();
    await expect(page.getByTestId('message-indicator').getByRole('button')).toHaveAccessibleName('Messages, 2 unread');
    await page.getByTestId('message-indicator').getByRole('button').click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
    await expect(page.getByTestId('inbox').getByRole('listitem')).toHaveCount(3);
  });
});
