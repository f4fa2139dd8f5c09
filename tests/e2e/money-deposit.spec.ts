import { expect, test } from './fixtures';
import { loginAsMoneyPlayer, money, orderIdOf, saveDepositLimit } from './support/money';

/** Deposit (issue 13; docs/requirements-beyond.md MONEY-*, RG-02) on the demo tenant: PT, BRL, PIX. */

test.describe('deposit', () => {
  test('MONEY-04 MONEY-05 MONEY-08 MONEY-24 a PIX deposit waits for the provider, then shows the receipt and the new balance', async ({
    page,
    sandbox,
  }) => {
    const username = await loginAsMoneyPlayer(page, sandbox, 0);
    await page.goto('/m/voucherCenter');
    await expect(page.getByTestId('balance-amount')).toHaveText('R$\u00a00,00');
    await expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked();
    await page.getByRole('button', { name: 'R$\u00a0100,00' }).click();
    await expect(page.getByTestId('amount-input')).toHaveValue('100');
    await expect(page.getByTestId('amount-input')).toHaveAttribute('inputmode', 'decimal');
    await page.getByRole('button', { name: 'Depositar R$\u00a0100,00' }).click();
    const order = page.getByTestId('deposit-order');
    await expect(order).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('order-status')).toHaveText('Aguardando pagamento');
    await expect(page.getByTestId('pix-code')).toContainText('br.gov.bcb.pix');
    await expect(page.getByTestId('pix-qr')).toBeVisible();
    await expect(page.getByTestId('order-expires')).toContainText(/Pague em até 1[45]:\d\d/);

    await money(sandbox).settleDeposit(await orderIdOf(page), 'paid');
    await expect(order).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
    await expect(page.getByTestId('order-receipt')).toHaveText('R$\u00a0100,00 foi adicionado ao seu saldo.');
    await expect(page.getByTestId('balance-amount')).toHaveText('R$\u00a0100,00');
    expect((await money(sandbox).state(username)).available).toBe(100);
  });

  test('MONEY-07 MONEY-04 an expired order says so, and the server refuses an amount under the minimum typed with a comma', async ({
    page,
    sandbox,
  }) => {
    await loginAsMoneyPlayer(page, sandbox, 0);
    await page.goto('/m/voucherCenter');
    await page.getByTestId('amount-input').fill('5,50');
    await page.getByRole('button', { name: 'Depositar' }).click();
    await expect(page.getByText('O mínimo é R$\u00a010,00')).toBeVisible();
    await page.getByTestId('amount-input').fill('12,50');
    await page.getByRole('button', { name: 'Depositar R$\u00a012,50' }).click();
    await money(sandbox).settleDeposit(await orderIdOf(page), 'expired');
    await expect(page.getByTestId('order-status')).toHaveText('Expirado', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Novo depósito' }).click();
    await expect(page.getByTestId('amount-input')).toBeVisible();
  });

  test('MONEY-26 BOOT-07 dep_func 1 walks through method, amount and pay', async ({ page, sandbox }) => {
    await sandbox.settings({ mobileTemplate: { dep_func: '1' } });
    await loginAsMoneyPlayer(page, sandbox, 0);
    await page.goto('/m/voucherCenter');
    await expect(page.locator('[data-page="voucherCenter"]')).toHaveAttribute('data-version', 'new');
    const steps = page.getByTestId('deposit-steps');
    await expect(steps.locator('[aria-current="step"]')).toHaveText('1. Forma');
    await page.getByRole('radio', { name: /PicPay/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(steps.locator('[aria-current="step"]')).toHaveText('2. Valor');
    await page.getByRole('radio', { name: /Welcome/ }).check();
    await page.getByTestId('amount-input').fill('100');
    await expect(page.getByTestId('bonus-preview')).toContainText('R$\u00a0100,00');
    await page.getByRole('button', { name: 'Depositar R$\u00a0100,00' }).click();
    const order = page.getByTestId('deposit-order');
    await expect(order).toContainText('Rollover antes de sacar');
    await expect(order).toContainText('pay@demo.example');
  });

  test('MONEY-25 MONEY-02 a 500, a dropped connection and offline keep the amount, and a retry makes one order', async ({
    page,
    sandbox,
    context,
  }) => {
    const username = await loginAsMoneyPlayer(page, sandbox, 0);
    await page.goto('/m/voucherCenter');
    await page.getByTestId('amount-input').fill('40');
    for (const kind of ['http500', 'drop'] as const) {
      await sandbox.fault('/wps/transaction/deposit', kind, { times: 1 });
      await page.getByRole('button', { name: 'Depositar R$\u00a040,00' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'tente de novo' })).toBeVisible();
      await expect(page.getByTestId('amount-input')).toHaveValue('40');
    }
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Depositar R$\u00a040,00' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Sem conexão.*Nada foi perdido/ })).toBeVisible();
    await expect(page.getByTestId('amount-input')).toHaveValue('40');
    await context.setOffline(false);
    expect((await money(sandbox).state(username)).deposits).toHaveLength(0);
    await page.getByRole('button', { name: 'Depositar R$\u00a040,00' }).click();
    await expect(page.getByTestId('deposit-order')).toBeVisible();
    expect((await money(sandbox).state(username)).deposits).toHaveLength(1);
  });

  test('MONEY-25 with 8 s of latency the button stays busy and a second tap sends nothing more', async ({
    page,
    sandbox,
  }) => {
    const username = await loginAsMoneyPlayer(page, sandbox, 0);
    await page.goto('/m/voucherCenter');
    await page.getByTestId('amount-input').fill('60');
    await sandbox.fault('/wps/transaction/deposit', 'latency', { times: 1, delayMs: 8000 });
    const submit = page.getByRole('button', { name: 'Depositar R$\u00a060,00' });
    await submit.click();
    const busy = page.getByRole('button', { name: 'Enviando…' });
    await expect(busy).toBeDisabled();
    await busy.click({ force: true });
    await expect(page.getByTestId('deposit-order')).toBeVisible({ timeout: 20_000 });
    expect((await money(sandbox).state(username)).deposits).toHaveLength(1);
  });

  test('RG-01 RG-02 POLISH-13 a daily deposit limit refuses a deposit over it, saying how much is still allowed today', async ({
    page,
    sandbox,
  }) => {
    await loginAsMoneyPlayer(page, sandbox, 0);
    await saveDepositLimit(page, 'diário', '50');
    await page.goto('/m/voucherCenter');
    await page.getByTestId('amount-input').fill('80');
    await page.getByRole('button', { name: 'Depositar R$\u00a080,00' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Este depósito ultrapassaria seu limite diário: você ainda pode depositar R$\u00a050,00 hoje.',
    );
  });
});
