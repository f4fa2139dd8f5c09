import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { countCalls, createMember, fillLogin, openChangePassword } from './support/accounts';

/** Logs in with "remember password" on; the session then holds the password, sealed (CHPW-03, REL-04). */
async function logInRemembering(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/m/login');
  await page.getByLabel('Lembrar senha').check();
  await fillLogin(page, username, password);
  await expect(page.getByTestId('header-member')).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('MC_SESSION_PWD'))).toMatch(/^aesgcm1:/);
}

test.describe('change password (000 §2.6, §4, §5)', () => {
  test('CHPW-01 without a session /m/changePsw goes home', async ({ page }) => {
    await page.goto('/m/changePsw');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('CHPW-02 CHPW-05 CHPW-06 CHPW-08 CHPW-09 ERR-09 rules, same-password popup, nothing sent', async ({
    page,
    request,
    sandbox,
  }) => {
    const calls = countCalls(page, '/wps/member/password');
    await openChangePassword(page, request, sandbox, 'chpw_rules');
    await expect(page.getByLabel('Nome de usuário')).toHaveValue('chpw_rules');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Digite sua senha')).toHaveCount(2);
    await expect(page.getByText('Digite a senha', { exact: true })).toBeVisible();
    await page.getByLabel(/^Senha antiga/).fill('Secret123');
    await page.getByLabel(/^Nova senha/).fill('<script>1');
    await page.getByLabel(/^Confirme a nova senha/).fill('Other12345');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Senha: 6-20 caracteres, sem espaços')).toBeVisible();
    await expect(page.getByText('A confirmação da senha não confere')).toBeVisible();
    await page.getByLabel(/^Nova senha/).fill('Secret123');
    await page.getByLabel(/^Confirme a nova senha/).fill('Secret123');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('same-password-dialog')).toBeVisible();
    expect(calls.count).toBe(0);
  });

  test('CHPW-03 CHPW-04 CHPW-10 CHPW-11 CHPW-12 CHPW-13 CHPW-14 CALL-11 with a remembered login the old password is not asked, the held one is sent; saved, re-encoded, released, home', async ({
    page,
    request,
    sandbox,
  }) => {
    await createMember(request, sandbox, { username: 'chpw_ok', password: 'Secret123', type: 0 });
    await logInRemembering(page, 'chpw_ok', 'Secret123');
    await page.goto('/m/changePsw');
    await expect(page.getByLabel(/^Nova senha/)).toBeVisible();
    // CHPW-03: a password is held for the session, so no old-password field.
    await expect(page.getByLabel(/^Senha antiga/)).toHaveCount(0);
    await page.getByLabel(/^Nova senha/).fill('Better456');
    await page.getByLabel(/^Confirme a nova senha/).fill('Better456');
    const answer = page.waitForResponse((response) => response.url().includes('/wps/member/password'));
    await page.getByRole('button', { name: 'Salvar' }).click();
    // CHPW-04 / CALL-11: the sandbox checks oldPassword, so success means the held password was sent.
    expect(((await (await answer).json()) as { success: boolean }).success).toBe(true);
    await expect(page.getByText('Alteração salva')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    // CHPW-13: the session-held password is removed.
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_PWD'))).toBeNull();
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/m/login');
    await expect(page.getByLabel(/^Senha$/)).toHaveValue('Better456');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('header-member')).toBeVisible();
  });

  test('REL-10 CHPW-03 SESSION-10 a login as another account while logged in drops the password held for the last one: the old password is asked again', async ({
    page,
    request,
    sandbox,
  }) => {
    await createMember(request, sandbox, { username: 'chpw_first', password: 'Secret123', type: 0 });
    await createMember(request, sandbox, { username: 'chpw_second', password: 'Other1234', type: 0 });
    await logInRemembering(page, 'chpw_first', 'Secret123');
    await page.goto('/m/login');
    await page.getByLabel('Lembrar senha').uncheck();
    await fillLogin(page, 'chpw_second', 'Other1234');
    await expect(page.getByTestId('header-member')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_PWD'))).toBeNull();
    await page.goto('/m/changePsw');
    await expect(page.getByLabel(/^Senha antiga/)).toBeVisible();
  });

  test('ROUTE-05 CHPW-03 CHPW-07 ERR-08 without a held password the old one is asked; the confirmation is rechecked; REL-02 a failed change hides loading, says it failed with the shared message and keeps the page', async ({
    page,
    request,
    sandbox,
  }) => {
    await openChangePassword(page, request, sandbox, 'chpw_fail');
    const oldField = page.getByLabel(/^Senha antiga/);
    await expect(oldField).toBeVisible();
    await page.getByLabel(/^Nova senha/).fill('Better456');
    await page.getByLabel(/^Confirme a nova senha/).fill('Better456');
    // CHPW-07: changing the new password rechecks the filled confirmation at once.
    await page.getByLabel(/^Nova senha/).fill('Better457');
    await expect(page.getByText('A confirmação da senha não confere')).toBeVisible();
    await page.getByLabel(/^Nova senha/).fill('Better456');
    await expect(page.getByText('A confirmação da senha não confere')).toHaveCount(0);
    await oldField.fill('Wrong1234');
    await sandbox.fault('/wps/member/password', 'latency', { delayMs: 1200, times: 1 });
    const answer = page.waitForResponse((response) => response.url().includes('/wps/member/password'));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Aguarde…')).toBeVisible();
    expect(((await (await answer).json()) as { success: boolean }).success).toBe(false);
    await expect(page.getByText('Aguarde…')).toHaveCount(0);
    // REL-02: the shared failure message (here the platform's own text) and nothing of the page's own.
    await expect(page.locator('[data-toast-type]')).toHaveText(['A senha antiga está incorreta.']);
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(oldField).toHaveValue('Wrong1234');
    await expect(page.getByLabel(/^Nova senha/)).toHaveValue('Better456');
  });
});
