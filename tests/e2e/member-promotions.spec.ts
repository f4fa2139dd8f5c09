import { expect, loginAs, tenantOrigin, test } from './fixtures';
import { expectInert, HOSTILE_HTML, memberControl, MEMBER_TENANT } from './support/members';

const STATE_LABELS = [
  'Join',
  'Claim',
  'Applying',
  'Close',
  'Rejected',
  'Issued',
  'Claimed',
  'Process',
  'Joined',
  'Coming soon',
];

test.describe('promotions', () => {
  test.use({ baseURL: tenantOrigin(MEMBER_TENANT) });

  test('ROUTE-13 PROMO-01 PROMO-02 CALL-47 /m/activity lists the server promotions with every display state and only Join and Claim act', async ({
    page,
  }) => {
    const available = page.waitForRequest(
      (request) =>
        request.url().includes('/wps/relay/PROMOFE_getAvailablePromotions') &&
        request.headers()['moduleid'] === 'REWCEN3',
    );
    await page.goto('/m/activity');
    await available;
    const list = page.getByTestId('promotion-list');
    await expect(list.locator('[data-state]')).toHaveText(STATE_LABELS);
    await expect(list.locator('[data-action]')).toHaveText(['Join now', 'Claim now']);
    await expect(list.locator('[data-promotion="501"] [data-action="join"]')).toBeVisible();
    await expect(list.locator('[data-promotion="502"] [data-action="claim"]')).toBeVisible();
    // A guest's action opens the login dialog.
    await list.locator('[data-action="join"]').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
  });

  test('PROMO-01 PT labels of the display states', async ({ page }) => {
    await page.goto(`${tenantOrigin('demo')}/m/activity`);
    await expect(page.getByTestId('promotion-list').locator('[data-state]')).toHaveText([
      'Participar',
      'Resgatar',
      'Em análise',
      'Encerrada',
      'Rejeitada',
      'Emitida',
      'Resgatada',
      'Em processamento',
      'Inscrito',
      'Em breve',
    ]);
  });

  test('ROUTE-13 PROMO-02 the detail page shows sanitised content, the state and the action; joining changes the state', async ({
    page,
    sandbox,
    request,
  }) => {
    await memberControl(request, sandbox, 'promotions', {
      promotions: [{ id: 900, title: 'Hostile promo', content: HOSTILE_HTML, state: 'JOIN' }],
    });
    await loginAs(page, 'player1');
    await page.goto('/m/activity');
    await page.getByRole('link', { name: 'Hostile promo' }).click();
    await expect(page).toHaveURL(/\/m\/activityInfo\?id=900$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hostile promo' })).toBeVisible();
    await expectInert(page, page.getByTestId('promotion-content'));
    await expect(page.locator('[data-state]')).toHaveText('Join');
    await page.getByRole('button', { name: 'Join now' }).click();
    await expect(page.getByText('Request sent')).toBeVisible();
    await expect(page.locator('[data-state]')).toHaveText('Applying');
    await expect(page.locator('[data-action]')).toHaveCount(0);
  });

  test('CALL-47 the reward centre lists the available promotions; a trial account gets free_reject on Claim', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('whitelabel', { REWCEN3: true });
    await loginAs(page, 'trial1');
    await page.goto('/m/rewardCenter');
    const list = page.getByTestId('reward-list');
    await expect(list.locator('[data-state]')).toHaveCount(10);
    await list.locator('[data-action="claim"]').click();
    await expect(page.getByText('Please log in with an actual account to use this function')).toBeVisible();
    await expect(list.locator('[data-promotion="502"] [data-state]')).toHaveText('Claim');
  });
});
