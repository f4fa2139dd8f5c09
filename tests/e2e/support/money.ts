import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, loginAs, type SandboxControl } from '../fixtures';
import { control } from './control';

/** Money helpers (issue 13): fresh accounts with a balance, and the sandbox's provider and operator. */

export const MONEY_PASSWORD = 'Money1234';
export const PAYMENT_PASSWORD = '246810';

export interface MoneyState {
  readonly deposits: { id: string; requestId: string; status: string }[];
  readonly withdrawals: { id: string; requestId: string; status: string }[];
  readonly available: number;
  readonly held: number;
}

export function money(sandbox: SandboxControl) {
  return {
    state: (username: string) => control<MoneyState>(sandbox, 'GET', `money?username=${username}`),
    settleDeposit: (orderId: string, status: 'paid' | 'failed' | 'expired') =>
      control(sandbox, 'POST', 'deposits/settle', { orderId, status }),
    settleWithdrawal: (id: string, status: 'approved' | 'rejected', reason?: string) =>
      control(sandbox, 'POST', 'withdrawals/settle', { id, status, ...(reason ? { reason } : {}) }),
    paymentPassword: (username: string, password = PAYMENT_PASSWORD) =>
      control(sandbox, 'POST', 'payment-password', { username, password }),
    contactCode: (username: string, channel: 'phone' | 'email') =>
      control<{ code: string }>(sandbox, 'GET', `contact-code?username=${username}&channel=${channel}`),
    play: (username: string, rounds: number, stake: number) =>
      control(sandbox, 'POST', 'play', { username, rounds, stake }),
  };
}

/** A new player of the demo tenant (PT, BRL) with a balance, logged in. */
export async function loginAsMoneyPlayer(
  page: Page,
  sandbox: SandboxControl,
  balance = 0,
  extra: { toUpline?: boolean; type?: number } = {},
): Promise<string> {
  const username = `pay_${randomBytes(4).toString('hex')}`;
  await sandbox.createAccount({
    username,
    password: MONEY_PASSWORD,
    type: extra.type ?? 0,
    balance,
    ...(extra.toUpline ? { toUpline: true } : {}),
  });
  await loginAs(page, username);
  return username;
}

/** Saves one deposit limit on the security centre's limits tab (RG-01). */
export async function saveDepositLimit(page: Page, period: 'diário' | 'semanal', amount: string): Promise<void> {
  await page.goto('/m/securityCenter?tab=limits');
  await page.getByLabel(`Limite ${period} de depósito`).fill(amount);
  await page.getByRole('button', { name: 'Salvar limites' }).click();
  await expect(page.getByText('Limites salvos')).toBeVisible();
}

/** The order id the deposit page shows in its address. */
export async function orderIdOf(page: Page): Promise<string> {
  await expect(page).toHaveURL(/[?&]order=D/);
  return new URL(page.url()).searchParams.get('order') ?? '';
}
