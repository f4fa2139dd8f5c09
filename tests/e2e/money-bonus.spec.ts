import type { Page } from '@playwright/test';
import { expect, test, type SandboxControl } from './fixtures';
import { control } from './support/control';
import { loginAsMoneyPlayer, money, orderIdOf } from './support/money';

/**
 * The bonus wallet and money notifications (issue 34; BONUS-*, NOTIFY-*) on
 * the demo tenant (PT, BRL): a promo code at deposit and on My bonuses,
 * wagering that moves without a reload and turns into cash, and toasts from
 * the event stream that survive a dropped connection. Codes and terms are
 * the sandbox's (sandbox/domain/bonus-offers.ts).
 */

const REDEEM_PATH = '/wps/relay/BONUS_redeemCode';

/** The member's event streams in this test's scope (the sandbox's control API). */
const streams = (sandbox: SandboxControl, username: string) => ({
  open: async () => (await control<{ open: number }>(sandbox, 'GET', `streams?username=${username}`)).open,
  drop: async () => (await control<{ dropped: number }>(sandbox, 'POST', 'streams/drop', { username })).dropped,
});

/** Rounds of a slot that never win (rtp 0), so every stake counts and no win returns to the bonus. */
const loseRounds = (sandbox: SandboxControl, username: string, rounds: number, stake: number) =>
  control(sandbox, 'POST', 'play', { username, rounds, stake, rtp: 0 });

/** Opens a deposit order on the deposit page and answers its id (the provider has not paid it yet). */
async function openDeposit(page: Page, amount: string, promoCode = ''): Promise<string> {
  await page.goto('/m/voucherCenter');
  await page.getByTestId('amount-input').fill(amount);
  await page.getByTestId('promo-code-input').fill(promoCode);
  await page.getByRole('button', { name: /^Depositar R\$/ }).click();
  return orderIdOf(page);
}

test.describe('bonus wallet', () => {
  test('BONUS-02 BONUS-14 BONUS-15 BONUS-08 BONUS-16 a deposit with a promo code grants a bonus whose bar moves as bets settle, then turns into cash', async ({
    page,
    sandbox,
  }) => {
    // One walk from deposit to conversion: more steps than a usual test, none timed.
    test.slow();
    const username = await loginAsMoneyPlayer(page, sandbox, 500);
    await page.goto('/m/voucherCenter');
    await page.getByTestId('amount-input').fill('20');
    await page.getByTestId('promo-code-input').fill('NAOEXISTE');
    await page.getByRole('button', { name: 'Depositar R$\u00a020,00' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Este código promocional não existe.' })).toBeVisible();
    await expect(page.getByTestId('promo-code-input')).toHaveValue('NAOEXISTE');
    await expect(page.getByTestId('amount-input')).toHaveValue('20');
    // Codes match without regard to case.
    await page.getByTestId('promo-code-input').fill('samba50');
    await page.getByRole('button', { name: 'Depositar R$\u00a020,00' }).click();
    await money(sandbox).settleDeposit(await orderIdOf(page), 'paid');

    // SAMBA50: 50 % of 20,00 = 10,00 bonus, to wager 8 × (10,00 + 20,00) = 240,00.
    await page.goto('/m/myBonuses');
    const active = page.getByTestId('bonus-active');
    await expect(active).toContainText('Promo code SAMBA50');
    await expect(page.getByTestId('bonus-progress')).toHaveText('R$\u00a00,00 de R$\u00a0240,00 apostados');
    await expect(active.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByTestId('bonus-balance')).toHaveText('R$\u00a010,00');
    // A mark on the window: it is gone if the page reloads.
    await page.evaluate(() => Object.assign(window, { noReloadMark: true }));

    // Stakes of 20,00 (the bonus's maximum) that never win, paid from cash first (BONUS-05).
    await loseRounds(sandbox, username, 6, 20);
    await expect(page.getByTestId('bonus-progress')).toHaveText('R$\u00a0120,00 de R$\u00a0240,00 apostados');
    await expect(active.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(await page.evaluate(() => 'noReloadMark' in window)).toBe(true);

    await loseRounds(sandbox, username, 6, 20);
    await expect(page.getByText('Nenhum bônus ativo.')).toBeVisible({ timeout: 15_000 });
    const history = page.getByTestId('bonus-history');
    await expect(history.locator('[data-status="converted"]')).toContainText('Virou dinheiro: R$\u00a010,00');
    expect(await page.evaluate(() => 'noReloadMark' in window)).toBe(true);
    // 500 + 20 deposited − 240 staked + 10 converted.
    expect((await money(sandbox).state(username)).available).toBe(290);
    await page.goto('/m/home');
    await expect(page.getByTestId('header-balance')).toContainText('290,00');
    await expect(page.getByTestId('header-bonus')).toHaveCount(0);
  });

  test('BONUS-09 BONUS-16 a code redeemed on the promotions page shows on My bonuses; a server failure keeps the code; the same code again is refused', async ({
    page,
    sandbox,
  }) => {
    await loginAsMoneyPlayer(page, sandbox, 0);
    await page.goto('/m/activity');
    const form = page.getByTestId('redeem-code-form');
    const code = form.getByLabel('Código promocional');

    await form.getByRole('button', { name: 'Resgatar' }).click();
    await expect(form.getByText('Digite um código promocional.')).toBeVisible();

    await sandbox.fault(REDEEM_PATH, 'http500', { times: 1 });
    await code.fill('free10');
    await form.getByRole('button', { name: 'Resgatar' }).click();
    await expect(form.getByRole('alert')).toContainText('O servidor teve um problema.');
    await expect(code).toHaveValue('free10');

    await form.getByRole('button', { name: 'Resgatar' }).click();
    await expect(form.getByRole('status')).toHaveText('Promo code FREE10 foi adicionado aos seus bônus.');
    await expect(code).toHaveValue('');
    await page.goto('/m/myBonuses');
    await expect(page.getByTestId('bonus-active')).toContainText('Promo code FREE10');
    await expect(page.getByTestId('bonus-balance')).toHaveText('R$\u00a010,00');

    await code.fill('FREE10');
    await form.getByRole('button', { name: 'Resgatar' }).click();
    await expect(form.getByRole('alert')).toHaveText('Você já usou este código promocional.');
    await expect(code).toHaveValue('FREE10');
    // A deposit code is not redeemed here: the message says where it goes.
    await code.fill('SAMBA50');
    await form.getByRole('button', { name: 'Resgatar' }).click();
    await expect(form.getByRole('alert')).toContainText('digite-o na página de depósito');
  });
});

test.describe('money notifications', () => {
  test('NOTIFY-06 NOTIFY-07 NOTIFY-08 a credited deposit shows a toast on another page; after a dropped stream the next one shows once', async ({
    page,
    sandbox,
  }) => {
    test.slow();
    const username = await loginAsMoneyPlayer(page, sandbox, 0);
    const first = await openDeposit(page, '100');
    const second = await openDeposit(page, '50');
    await page.goto('/m/home');
    const stream = streams(sandbox, username);
    await expect.poll(stream.open, { timeout: 15_000 }).toBe(1);
    // The inbox is the record: each credit adds one unread message, which the header's dot counts.
    const indicator = page.getByTestId('message-indicator');
    const unreadBefore = Number(await indicator.getAttribute('data-unread'));

    await money(sandbox).settleDeposit(first, 'paid');
    const firstToast = page.getByText('Depósito creditado: R$\u00a0100,00');
    await expect(firstToast).toHaveCount(1);
    await expect(page.getByTestId('header-balance')).toContainText('100,00');
    await expect(indicator).toHaveAttribute('data-unread', String(unreadBefore + 1));
    await expect(page.getByTestId('message-dot')).toBeVisible();

    // The server ends the stream; the deposit is credited while the tab is away.
    expect(await stream.drop()).toBe(1);
    await money(sandbox).settleDeposit(second, 'paid');
    const secondToast = page.getByText('Depósito creditado: R$\u00a050,00');
    await expect(secondToast).toHaveCount(1, { timeout: 15_000 });
    await expect.poll(stream.open).toBe(1);
    await expect(page.getByTestId('header-balance')).toContainText('150,00');
    await expect(indicator).toHaveAttribute('data-unread', String(unreadBefore + 2));
    // Resumed after the last event it saw: neither deposit's toast comes again.
    await page.waitForTimeout(1_500);
    await expect(secondToast).toHaveCount(1);
    expect(await firstToast.count()).toBeLessThanOrEqual(1);
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
