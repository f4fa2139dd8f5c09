import { randomBytes } from 'node:crypto';
import { completeCpf } from '../../src/lib/identity-rules';
import type { Page } from '@playwright/test';
import { expect, loginAs, tenantOrigin, test, type SandboxControl } from './fixtures';
import { MONEY_PASSWORD, orderIdOf } from './support/money';

/**
 * Own-name deposits (issue 33, PAY) in the browser, on ipe (BR, PT): a PIX
 * deposit paid from someone else's CPF is held for refund, and the player
 * is told so in the cashier and in the deposit record; a payout account
 * must be the player's own (PAY-05).
 */

test.use({ baseURL: tenantOrigin('ipe') });

/** A verified ipe player with a CPF of their own, logged in; answers that CPF. */
async function verifiedBrPlayer(page: Page, sandbox: SandboxControl): Promise<string> {
  const username = `own_${randomBytes(4).toString('hex')}`;
  const cpf = completeCpf(String(400_000_000 + Math.floor(Math.random() * 90_000_000)));
  await sandbox.createAccount({ username, password: MONEY_PASSWORD, type: 0, balance: 0, merchant: 'ipe' });
  await sandbox.call('POST', 'accounts/identity', {
    username,
    merchant: 'ipe',
    cpf,
    fullName: 'Clara Nunes',
    birthDate: '1990-05-04',
    verification: 'verified',
  });
  await loginAs(page, username);
  return cpf;
}

test('PAY-02 PAY-07 a deposit paid from another CPF is held for refund, said in the cashier and the record', async ({
  page,
  sandbox,
}) => {
  await verifiedBrPlayer(page, sandbox);
  await page.goto('/m/voucherCenter');
  await page.getByTestId('amount-input').fill('100');
  await page.getByRole('button', { name: 'Depositar R$\u00a0100,00' }).click();
  const orderId = await orderIdOf(page);
  // The provider reports a payment from another person's CPF.
  await sandbox.call('POST', 'deposits/settle', { orderId, status: 'paid', payerTaxId: '529.982.247-25' });

  await expect(page.getByTestId('deposit-order')).toHaveAttribute('data-status', 'held_for_refund', {
    timeout: 15_000,
  });
  await expect(page.getByTestId('order-status')).toHaveText('Retido para devolução');
  await expect(page.getByTestId('order-held')).toHaveText(
    'Ele veio de uma conta que não é do seu CPF. Este pagamento não entrou no seu saldo: ele será devolvido à conta que pagou.',
  );
  await expect(page.getByTestId('balance-amount')).toHaveText('R$\u00a00,00');

  await page.goto('/m/vouReport');
  const row = page.locator(`[data-row="${orderId}"]`);
  await expect(row.locator('[data-status="HELD_FOR_REFUND"]')).toHaveText('Retido para devolução');
  await expect(row.locator('[data-hold-reason="payerMismatch"]')).toHaveText(
    'Pago de uma conta que não é do seu CPF: não foi creditado e será devolvido a essa conta.',
  );
});

test('PAY-05 a PIX key of another CPF is refused with the reason and kept in the form; the own CPF is saved', async ({
  page,
  sandbox,
}) => {
  const cpf = await verifiedBrPlayer(page, sandbox);
  await page.goto('/m/securityCenter?tab=payout');
  await page.getByRole('button', { name: 'Adicionar conta de recebimento' }).click();
  await page.getByLabel('Titular da conta').fill('Clara Nunes');
  const key = page.getByLabel('Chave PIX', { exact: true });
  await key.fill('529.982.247-25');
  await page.getByRole('button', { name: 'Salvar conta' }).click();
  await expect(page.getByText('A conta de recebimento deve estar no seu nome (seu CPF)')).toBeVisible();
  await expect(key).toHaveValue('529.982.247-25');
  await key.fill(cpf);
  await page.getByRole('button', { name: 'Salvar conta' }).click();
  await expect(page.getByText(`PIX (CPF) ${cpf.slice(0, 3)}•••••${cpf.slice(-3)}`)).toBeVisible();
});
