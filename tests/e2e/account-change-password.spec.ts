import { expect, loginAs, test } from './fixtures';
import { countCalls, createMember, fillLogin } from './support/accounts';

test.describe('change password (000 §2.6, §4, §5)', () => {
  test('CHPW-01 without a session /m/changePsw goes home', async ({ page }) => {
    await page.goto('/m/changePsw');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('CHPW-02 CHPW-05 CHPW-06 CHPW-08 CHPW-09 ERR-09 rules, same-password popup, nothing sent', async ({ page, request, sandbox }) => {
    await createMember(request, sandbox, { username: 'chpw_rules', password: 'Secret123', type: 0 });
    await loginAs(page, 'chpw_rules', 'Secret123');
    const calls = countCalls(page, '/wps/member/password');
    await page.goto('/m/changePsw');
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

  test('CHPW-10 CHPW-11 CHPW-12 CHPW-14 a change is saved, re-encodes the remembered password, goes home and the new password logs in', async ({ page, request, sandbox }) => {
    await createMember(request, sandbox, { username: 'chpw_ok', password: 'Secret123', type: 0 });
    await page.goto('/m/login');
    await page.getByLabel('Lembrar senha').check();
    await fillLogin(page, 'chpw_ok', 'Secret123');
    await expect(page.getByTestId('header-member')).toBeVisible();
    await page.goto('/m/changePsw');
    await page.getByLabel(/^Senha antiga/).fill('Secret123');
    await page.getByLabel(/^Nova senha/).fill('Better456');
    await page.getByLabel(/^Confirme a nova senha/).fill('Better456');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Alteração salva')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/m/login');
    await expect(page.getByLabel(/^Senha$/)).toHaveValue('Better456');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('header-member')).toBeVisible();
  });
});
