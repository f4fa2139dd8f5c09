import { expect, tenantOrigin, test } from './fixtures';
import { expectInert, HOSTILE_HELP_ENTRY, MEMBER_TENANT } from './support/members';

test.describe('help centre', () => {
  test.use({ baseURL: tenantOrigin(MEMBER_TENANT) });

  test('HELP-01 HELP-02 HELP-03 HELP-06 HELP-07 lists titles, opens entry 0 by default, expands on tap and converts text to HTML', async ({
    page,
  }) => {
    await page.goto('/m/help');
    const titles = page.getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(['How do I deposit?', 'How do I withdraw?', 'Is my account safe?']);
    await expect(page.getByTestId('help-content')).toHaveCount(1);
    await expect(page.getByTestId('help-content')).toContainText('Open Deposit from the bottom menu');
    await page.getByRole('button', { name: 'How do I withdraw?' }).click();
    await expect(page.getByTestId('help-content')).toHaveCount(1);
    await expect(page.getByTestId('help-content').locator('br')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'How do I withdraw?' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('HELP-03 the i parameter selects the open entry on /m/helpDetail', async ({ page }) => {
    await page.goto('/m/helpDetail?i=1');
    await expect(page.getByTestId('help-content')).toContainText('Withdrawals need a bound account.');
    await expect(page.getByRole('button', { name: 'How do I withdraw?' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('HELP-07 XSS in help content is neutralised', async ({ page }) => {
    await page.goto('/m/help?i=2');
    await expectInert(page, page.getByTestId('help-content'), HOSTILE_HELP_ENTRY);
  });

  test('HELP-04 an empty list shows the empty state', async ({ page }) => {
    await page.goto(`${tenantOrigin('jaguar')}/m/help`);
    await expect(page.getByText('Ainda não há artigos de ajuda.')).toBeVisible();
  });
});
