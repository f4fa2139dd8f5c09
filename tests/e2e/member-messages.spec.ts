import { expect, loginAs, tenantOrigin, test } from './fixtures';
import { MEMBER_TENANT } from './support/members';

test.describe('messages', () => {
  test.use({ baseURL: tenantOrigin(MEMBER_TENANT) });

  test('MSG-01 MSG-02 /m/webEmail lists the inbox of a logged-in user', async ({ page }) => {
    await loginAs(page, 'player1');
    await page.goto('/m/webEmail');
    await expect(page.getByTestId('inbox').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('inbox').locator('[data-unread="true"]')).toHaveCount(2);
  });

  test('MSG-01 a guest opening /m/message gets the login dialog', async ({ page }) => {
    await page.goto('/m/message');
    await expect(page.getByTestId('login-dialog')).toBeVisible();
  });
});
