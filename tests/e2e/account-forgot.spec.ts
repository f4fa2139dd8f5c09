import { expect, test } from './fixtures';
import { countCalls } from './support/accounts';

test.describe('forgot password by e-mail (000 §2.5, §4, §5)', () => {
  test('FORGOT-02 FORGOT-03 FORGOT-04 FORGOT-05 ERR-06 ERR-07 bad input shows the rule messages and sends nothing', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('consolidated', { CHNGPASSVERIF3: false });
    const calls = countCalls(page, '/wps/member/password/email');
    await page.goto('/m/forget');
    await page.getByRole('button', { name: 'Recuperar senha' }).click();
    await expect(page.getByText('Digite seu nome de usuário')).toBeVisible();
    await expect(page.getByText('Digite seu e-mail')).toBeVisible();
    await page.getByLabel('Nome de usuário').fill('<script>');
    await page.getByLabel('E-mail').fill('<script>@x');
    await page.getByRole('button', { name: 'Recuperar senha' }).click();
    await expect(page.getByText('Usuário: 4-16 letras, dígitos ou _')).toBeVisible();
    await expect(page.getByText('O e-mail está incorreto')).toBeVisible();
    expect(calls.count).toBe(0);
  });

  test('FORGOT-06 FORGOT-07 FORGOT-08 trimmed values are sent form-encoded, success is shown and the page goes back', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('consolidated', { CHNGPASSVERIF3: true });
    await page.goto('/m/login');
    await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
    await expect(page).toHaveURL(/\/m\/forget$/);
    // FORGOT-01: with the toggle on, e-mail is the second method.
    await page.getByRole('tab', { name: 'Por e-mail' }).click();
    await page.getByLabel('Nome de usuário').fill('  player1 ');
    await page.getByLabel('E-mail').fill(' player1@example.com ');
    const call = page.waitForRequest((request) => request.url().includes('/wps/member/password/email'));
    await page.getByRole('button', { name: 'Recuperar senha' }).click();
    expect((await call).postData()).toBe('username=player1&email=player1%40example.com');
    await expect(page.getByText('Um e-mail de redefinição de senha foi enviado')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});
