import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, loginAs, tenantOrigin, test, type SandboxControl } from './fixtures';
import { countCalls, fillLogin } from './support/accounts';

/**
 * Privacy rights in the browser (issue 33): tenant ipe runs under the BR
 * profile (LGPD). The data download, the account closure with its balance
 * rules, and the faults on closure; demo ("none") offers none of it.
 */

const PASSWORD = 'Player123';
const CLOSE_CALL = '/wps/member/close';

/** A new ipe player with the given balance (major units), logged in on ipe. */
async function freshIpePlayer(page: Page, sandbox: SandboxControl, balance: number): Promise<string> {
  const username = `p${randomUUID().replace(/-/g, '').slice(0, 11)}`;
  await sandbox.createAccount({ username, password: PASSWORD, type: 0, merchant: 'ipe', balance });
  await loginAs(page, username);
  return username;
}

const passwordField = (page: Page) => page.getByLabel('Sua senha');
const closeAlert = (page: Page) => page.getByTestId('privacy-close-error');

/** Types the password, asks to close and (unless told not to) confirms. */
async function askToClose(page: Page, password = PASSWORD, { confirm = true } = {}): Promise<void> {
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Encerrar minha conta' }).click();
  const dialog = page.getByTestId('privacy-close-confirm');
  await expect(dialog).toContainText('não pode ser desfeito');
  if (confirm) await dialog.getByRole('button', { name: 'Sim, encerrar' }).click();
}

test.describe('privacy rights under BR (issue 33)', () => {
  test.use({ baseURL: tenantOrigin('ipe') });

  test('PRIV-07 the member centre links to the privacy page, which names the law and what the file holds', async ({
    page,
    sandbox,
  }) => {
    await freshIpePlayer(page, sandbox, 0);
    await page.goto('/m/mine');
    await page.getByRole('button', { name: 'Meus dados e conta' }).click();
    await expect(page).toHaveURL(/\/m\/privacy$/);
    await expect(page.getByRole('heading', { name: 'Meus dados e conta', level: 1 })).toBeVisible();
    await expect(page.getByText('Seus direitos pela LGPD')).toBeVisible();
    const download = page.getByTestId('privacy-download');
    await expect(download).toContainText('movimentações, apostas, limites');
    await expect(download).toContainText('Sem imagens de documentos');
    // PRIV-09: the balance rules are said before the player asks.
    await expect(page.getByTestId('privacy-close')).toContainText('sem saque pendente');
    await expect(page.getByTestId('privacy-close')).toContainText('por 5 anos');
    // The page and its confirmation pass axe (any impact), as the key pages do (POLISH-08).
    await page.waitForTimeout(400);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
    await askToClose(page, 'Wrong123', { confirm: false });
    // The dialog fades in too.
    await page.waitForTimeout(400);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  });

  test('PRIV-01 PRIV-02 PRIV-08 the data download is a dated JSON file holding the ledger', async ({
    page,
    sandbox,
  }) => {
    const username = await freshIpePlayer(page, sandbox, 500);
    await page.goto('/m/privacy');
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar meus dados' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/^ipe-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(page.getByText(`Salvo como ${file.suggestedFilename()}`)).toBeVisible();
    const text = await readFile(await file.path(), 'utf8');
    const data = JSON.parse(text) as {
      law: string;
      profile: { username: string };
      ledger: Array<{ amountMinor: number }>;
      logins: unknown[];
      bets: unknown[];
      limits: unknown;
      verification: { status: string };
    };
    expect(data.law).toBe('LGPD');
    expect(data.profile.username).toBe(username.toLowerCase());
    // The opening balance is a ledger movement of 500.00.
    expect(data.ledger.length).toBeGreaterThan(0);
    expect(data.ledger.some((movement) => movement.amountMinor === 500_00)).toBe(true);
    expect(data.logins.length).toBeGreaterThan(0);
    expect(Array.isArray(data.bets)).toBe(true);
    expect(data.limits).toBeTruthy();
    expect(data.verification.status).toBe('none');
    // PRIV-02: never an image.
    expect(text).not.toMatch(/data:image|base64/);
  });

  test('PRIV-03 PRIV-04 PRIV-09 closure with a balance is refused with the reason; a wrong password too', async ({
    page,
    sandbox,
  }) => {
    await freshIpePlayer(page, sandbox, 500);
    await page.goto('/m/privacy');
    // Without the password nothing is sent.
    const calls = countCalls(page, CLOSE_CALL);
    await page.getByRole('button', { name: 'Encerrar minha conta' }).click();
    await expect(page.getByText('Digite sua senha', { exact: true })).toBeVisible();
    expect(calls.count).toBe(0);

    await askToClose(page, 'Wrong123');
    await expect(closeAlert(page)).toHaveText('A senha está incorreta');
    await askToClose(page);
    await expect(closeAlert(page)).toHaveText('Saque seu saldo antes de encerrar a conta');
    await expect(passwordField(page)).toHaveValue(PASSWORD);
    await expect(page).toHaveURL(/\/m\/privacy$/);
    expect(calls.count).toBe(2);
  });

  test('PRIV-05 PRIV-10 PRIV-13 closure with nothing left ends the session and its remembered login; login is then refused', async ({
    page,
    sandbox,
  }) => {
    const username = await freshIpePlayer(page, sandbox, 0);
    await page.goto('/m/privacy');
    // Remembered logins on this phone: the closed account's and another one's.
    const remembered = (name: string) => ({
      type: 'username',
      username: name,
      password: 'c2VhbGVk',
      countryDialingCode: '55',
    });
    await page.evaluate((records) => localStorage.setItem('REMEMBERED_LOGIN', JSON.stringify(records)), {
      username: remembered(username),
      sms: { ...remembered('5511987654321'), type: 'sms' },
    });
    await askToClose(page);
    await expect(page).toHaveURL(/\/m\/login/);
    await expect(page.getByText('Sua conta foi encerrada.')).toBeVisible();
    await expect(page.getByTestId('header-member')).toHaveCount(0);
    const left = await page.evaluate(() => JSON.parse(localStorage.getItem('REMEMBERED_LOGIN') ?? '{}') as object);
    expect(Object.keys(left)).toEqual(['sms']);

    await fillLogin(page, username, PASSWORD);
    await expect(page.getByText('Esta conta foi encerrada')).toBeVisible();
    await expect(page.getByTestId('header-member')).toHaveCount(0);
  });

  test('PRIV-11 PRIV-14 a failed closure (server error, dropped connection, offline) keeps the password; a lost answer reads back', async ({
    page,
    sandbox,
  }) => {
    await freshIpePlayer(page, sandbox, 0);
    await page.goto('/m/privacy');

    await sandbox.fault(CLOSE_CALL, 'http500', { times: 1 });
    await askToClose(page);
    await expect(closeAlert(page)).toBeVisible();
    await expect(closeAlert(page)).not.toBeEmpty();
    await expect(passwordField(page)).toHaveValue(PASSWORD);
    await expect(page).toHaveURL(/\/m\/privacy$/);

    // A dropped connection: the request never reaches the sandbox.
    await page.route(`**${CLOSE_CALL}`, (route) => route.abort('connectionreset'), { times: 1 });
    await askToClose(page);
    // After a failure the app first asks whether the closure went through (PRIV-14): one more read.
    await expect(closeAlert(page)).toContainText('Nada foi perdido', { timeout: 15_000 });
    await expect(passwordField(page)).toHaveValue(PASSWORD);

    await page.context().setOffline(true);
    await askToClose(page);
    await expect(closeAlert(page)).toContainText('Sem conexão com a internet');
    await expect(passwordField(page)).toHaveValue(PASSWORD);
    await page.context().setOffline(false);

    // PRIV-14: back online, the closure goes through but its answer is lost; the app reads back that the
    // session is gone and says the account was closed (not "nothing was lost", not "logged out").
    await sandbox.fault(CLOSE_CALL, 'dropAnswer', { times: 1 });
    await askToClose(page);
    await expect(page).toHaveURL(/\/m\/login/);
    await expect(page.getByText('Sua conta foi encerrada.')).toBeVisible();
    await expect(page.getByText('Nada foi perdido')).toHaveCount(0);
  });

  test('PRIV-12 a slow closure (8 s) shows it is busy and is sent once however often it is tapped', async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(45_000);
    await freshIpePlayer(page, sandbox, 500);
    await page.goto('/m/privacy');
    const calls = countCalls(page, CLOSE_CALL);
    await sandbox.fault(CLOSE_CALL, 'latency', { times: 1, delayMs: 8000 });
    await askToClose(page);
    const button = page.getByRole('button', { name: 'Encerrar minha conta' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await button.click({ force: true });
    await expect(page.getByTestId('privacy-close-confirm')).toHaveCount(0);
    await expect(closeAlert(page)).toHaveText('Saque seu saldo antes de encerrar a conta', { timeout: 15_000 });
    await expect(passwordField(page)).toHaveValue(PASSWORD);
    expect(calls.count).toBe(1);
  });
});

test.describe('no privacy rights under "none" (issue 33)', () => {
  test('PRIV-06 PRIV-07 demo shows no privacy row, and its route says it is not offered', async ({ page, sandbox }) => {
    const username = `p${randomUUID().replace(/-/g, '').slice(0, 11)}`;
    await sandbox.createAccount({ username, password: PASSWORD, type: 0 });
    await loginAs(page, username);
    await page.goto('/m/mine');
    await expect(page.getByTestId('member-menu')).toBeVisible();
    await expect(page.getByTestId('member-menu').locator('[data-entry="privacy"]')).toHaveCount(0);
    await page.goto('/m/privacy');
    await expect(page.getByText('Não oferecido neste site')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/mine$/);
  });
});
