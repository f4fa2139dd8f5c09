import { expect, loginAs, test } from './fixtures';

/** Records from the ledger (issue 13; MONEY-18..21) as the seeded player1, whose history the sandbox writes. */

test.describe('records', () => {
  test('MONEY-18 the account record lists the movements with the balance after each, by type and page', async ({
    page,
  }) => {
    await loginAs(page);
    await page.goto('/m/transaction/record');
    const list = page.getByTestId('movement-list');
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await expect(list.getByRole('listitem').first()).toContainText('Saldo R$\u00a01.250,50');
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(40);
    await page.getByRole('tab', { name: 'Depósito' }).click();
    // The last 30 days hold one paid deposit (the failed and expired orders moved no money).
    await expect(list.locator('[data-type]')).toHaveCount(1);
    await expect(list.locator('[data-type="deposit"]')).toHaveCount(1);
    await expect(list.getByRole('listitem').first()).toContainText('+R$\u00a0250,00');
    await page.getByRole('tab', { name: 'Hoje' }).click();
    await expect(page.getByText('Nenhuma movimentação neste período.')).toBeVisible();
  });

  test('MONEY-19 POLISH-15 the betting record filters by game type and by vendor and shows the totals', async ({
    page,
  }) => {
    await loginAs(page);
    await page.goto('/m/gameRecord');
    await page.getByRole('tab', { name: 'Ao vivo' }).click();
    await expect(page.getByTestId('bet-list').locator('[data-vendor="EVO"]')).toHaveCount(12);
    await expect(page.getByTestId('bet-totals')).toContainText('Total apostado R$\u00a0120,00');
    // The vendor filter: every game type, one vendor (Evo Live: the 12 live rounds of R$ 10,00).
    await page.getByRole('tab', { name: 'Todos' }).click();
    const list = page.getByTestId('bet-list');
    await expect(list.locator('[data-vendor]:not([data-vendor="EVO"])').first()).toBeVisible();
    await page.getByLabel('Provedor').selectOption({ label: 'Evo Live' });
    await expect(list.locator('[data-vendor="EVO"]')).toHaveCount(12);
    await expect(list.locator('[data-vendor]:not([data-vendor="EVO"])')).toHaveCount(0);
    await expect(page.getByTestId('bet-totals')).toContainText('Total apostado R$\u00a0120,00');
  });

  test('MONEY-20 profit and loss sums the period and lists it by day', async ({ page }) => {
    await loginAs(page);
    await page.goto('/m/profitandloss');
    const totals = page.getByTestId('pnl-totals');
    await expect(totals.locator('[data-figure="deposits"] dd')).toHaveText('R$\u00a0250,00');
    await expect(totals.locator('[data-figure="bets"] dd')).toHaveText('R$\u00a0280,00');
    await expect(page.getByTestId('pnl-days').getByRole('listitem')).not.toHaveCount(0);
  });

  test('MONEY-21 CALL-49 the load and withdrawal records list the real orders', async ({ page }) => {
    await loginAs(page);
    await page.goto('/m/vouReport');
    await page.getByRole('tab', { name: '30 dias' }).click();
    await expect(page.getByTestId('report-list').locator('[data-status]')).toHaveText(['Pago', 'Expirado', 'Recusado']);
    await page.goto('/m/withdrawReport');
    await expect(page.getByTestId('report-list').locator('[data-status]')).toHaveText(['Recusado', 'Pago']);
  });

  test('MONEY-18 a failed read shows an error with retry, never an empty list, and retry recovers', async ({
    page,
    sandbox,
  }) => {
    await loginAs(page);
    await sandbox.fault('/wps/relay/ODS2_MemberTransaction', 'http500', { times: 3 });
    await page.goto('/m/transaction/record');
    await expect(page.locator('[data-state="error"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Nenhuma movimentação neste período.')).toHaveCount(0);
    await sandbox.clearFaults();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByTestId('movement-list').getByRole('listitem')).toHaveCount(20);
  });
});
