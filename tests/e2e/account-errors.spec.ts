import { expect, test } from './fixtures';
import {
  countCalls,
  failLoginsUntilCaptcha,
  fillLogin,
  forgotPhoneLabels,
  loginLabels,
  openChangePassword,
} from './support/accounts';

/** 000 §8 rows of the account flows and the §5 / §9 input rules, as the user sees them. */

const SCRIPT = '<script>alert(1)</script>';

test.describe('account error catalogue and hostile input (000 §5, §8, §9)', () => {
  test('LOGIN-03 LOGIN-04 SMS-11 SMS-12 bad input in every login field (empty, over the limits, wrong pattern, script) shows the rule and sends nothing', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('consolidated', { MOBILEVERCODELOGIN3: true });
    const logins = countCalls(page, '/wps/session/login');
    const sends = countCalls(page, '/wps/verification/sms');
    await page.goto('/m/login');
    await fillLogin(page, SCRIPT, SCRIPT);
    await expect(page.getByText('Usuário: 4-16 letras, dígitos ou _')).toBeVisible();
    await expect(page.getByText('Senha: 6-20 caracteres, sem espaços')).toBeVisible();
    await fillLogin(page, 'abc', 'x'.repeat(21));
    await expect(page.getByText('Usuário: 4-16 letras, dígitos ou _')).toBeVisible();
    await expect(page.getByText('Senha: 6-20 caracteres, sem espaços')).toBeVisible();
    await expect(page.getByLabel(loginLabels.password)).toHaveValue('x'.repeat(21));

    await page.getByRole('tab', { name: 'Celular + SMS' }).click();
    const mobile = page.getByLabel('Número de celular');
    const code = page.getByLabel('Código SMS');
    await page.getByRole('button', { name: loginLabels.submit }).click();
    await expect(page.getByText('Digite seu número de celular')).toBeVisible();
    await expect(page.getByText('Digite o código SMS')).toBeVisible();
    await mobile.fill(SCRIPT);
    await code.fill(SCRIPT);
    await page.getByRole('button', { name: loginLabels.submit }).click();
    await expect(page.getByText('Celular: 6-20 dígitos')).toBeVisible();
    await expect(page.getByText('Código SMS: apenas dígitos, no máximo 10')).toBeVisible();
    await page.getByTestId('sms-send').click();
    // SMS-12 / SMS-11 (000 §9): mobile at most 20, code at most 10 characters.
    await mobile.fill('1'.repeat(25));
    await expect(mobile).toHaveValue('1'.repeat(20));
    await code.fill('2'.repeat(15));
    await expect(code).toHaveValue('2'.repeat(10));
    expect(logins.count).toBe(0);
    expect(sends.count).toBe(0);
  });

  test('ERR-04 CAPTCHA-04 CAPTCHA-05 the captcha field: empty, script and over six characters are refused before sending', async ({
    page,
    sandbox,
  }) => {
    await sandbox.createAccount({ username: 'err_captcha', password: 'Secret123', type: 0 });
    await page.goto('/m/login');
    await failLoginsUntilCaptcha(page, 'err_captcha');
    const logins = countCalls(page, '/wps/session/login');
    const captcha = page.getByLabel(/^Código de verificação/);
    await page.getByLabel(loginLabels.password).fill('Secret123');
    await page.getByRole('button', { name: loginLabels.submit }).click();
    await expect(page.getByText('Digite o código de verificação')).toBeVisible();
    await captcha.fill('<b>');
    await page.getByRole('button', { name: loginLabels.submit }).click();
    await expect(page.getByText('Código de verificação: apenas dígitos, no máximo 6')).toBeVisible();
    await captcha.fill('1234567890');
    await expect(captcha).toHaveValue('123456');
    await expect(page.getByText('1-6 dígitos; toque na imagem para outro')).toBeVisible();
    expect(logins.count).toBe(0);
    await expect(page.getByLabel(loginLabels.username)).toHaveValue('err_captcha');
  });

  test('LOGIN-03 a refused login keeps what was typed and shows the catalogue message', async ({ page }) => {
    await page.goto('/m/login');
    const answer = page.waitForResponse((response) => response.url().includes('/wps/session/login'));
    await fillLogin(page, 'player1', 'Wrong1234');
    await answer;
    await expect(page.getByRole('alert')).toHaveText('Formato de conta, senha ou e-mail incorreto');
    await expect(page.getByLabel(loginLabels.username)).toHaveValue('player1');
    await expect(page.getByLabel(loginLabels.password)).toHaveValue('Wrong1234');
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('ERR-12 SMS-03 REL-02 on the login SMS tab a failed send hides the sending message, starts no countdown and shows only the shared failure message', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('consolidated', { MOBILEVERCODELOGIN3: true });
    await sandbox.fault('/wps/verification/sms/noLogin', 'http500', { times: 1 });
    await page.goto('/m/login');
    await page.getByRole('tab', { name: 'Celular + SMS' }).click();
    await page.getByLabel('Número de celular').fill('5511900000077');
    const answer = page.waitForResponse((response) => response.url().includes('/wps/verification/sms/noLogin'));
    await page.getByTestId('sms-send').click();
    expect((await answer).status()).toBe(500);
    await expect(page.getByText('Enviando SMS…')).toHaveCount(0);
    await expect(page.getByTestId('sms-send')).toHaveText('Enviar código');
    await expect(page.getByTestId('sms-send')).toBeEnabled();
    // Issue 16's reading of "no other message": the client's shared message, nothing of the page's own.
    await expect(page.locator('[data-toast-type]')).toHaveText([
      'O servidor teve um problema. Tente novamente em instantes.',
    ]);
    await expect(page.getByLabel('Número de celular')).toHaveValue('5511900000077');
  });

  test('FORGOT-04 FORGOT-05 FORGOT-11 FORGOT-12 forgot-password fields refuse script, over-limit and wrong patterns and send nothing; a failed submit keeps the input', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('consolidated', { CHNGPASSVERIF3: true });
    const emailCalls = countCalls(page, '/wps/member/password/email');
    const sends = countCalls(page, '/wps/verification/sms');
    await page.goto('/m/forget');
    // Phone form.
    await page.getByLabel(forgotPhoneLabels.mobile).fill(SCRIPT);
    await page.getByTestId('sms-send').click();
    await expect(page.getByText('Celular: 6-20 dígitos')).toBeVisible();
    await page.getByLabel(forgotPhoneLabels.mobile).fill('9'.repeat(30));
    await expect(page.getByLabel(forgotPhoneLabels.mobile)).toHaveValue('9'.repeat(20));
    await page.getByLabel(forgotPhoneLabels.newPassword).fill(SCRIPT);
    await expect(page.getByText('Senha: 6-20 caracteres, sem espaços')).toBeVisible();
    await expect(page.getByRole('button', { name: forgotPhoneLabels.submit })).toBeDisabled();
    expect(sends.count).toBe(0);
    // E-mail form.
    await page.getByRole('tab', { name: 'Por e-mail' }).click();
    await page.getByLabel('Nome de usuário').fill(SCRIPT);
    await page.getByLabel('E-mail').fill(`${SCRIPT}@example.com`);
    await page.getByRole('button', { name: 'Recuperar senha' }).click();
    await expect(page.getByText('Usuário: 4-16 letras, dígitos ou _')).toBeVisible();
    await expect(page.getByText('O e-mail está incorreto')).toBeVisible();
    await page.getByLabel('E-mail').fill(`${'a'.repeat(250)}@example.com`);
    await expect(page.getByLabel('E-mail')).toHaveValue(`${'a'.repeat(250)}@exam`);
    await page.getByRole('button', { name: 'Recuperar senha' }).click();
    await expect(page.getByText('O e-mail está incorreto')).toBeVisible();
    expect(emailCalls.count).toBe(0);
    // A failed submit keeps what was typed.
    await sandbox.fault('/wps/member/password/email', 'unknownError', { times: 1 });
    await page.getByLabel('Nome de usuário').fill('player1');
    await page.getByLabel('E-mail').fill('player1@example.com');
    await page.getByRole('button', { name: 'Recuperar senha' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('Nome de usuário')).toHaveValue('player1');
    await expect(page.getByLabel('E-mail')).toHaveValue('player1@example.com');
    await expect(page).toHaveURL(/\/m\/forget$/);
  });

  test('CHPW-06 CHPW-07 change-password fields refuse script and over-limit passwords and send nothing', async ({
    page,
    request,
    sandbox,
  }) => {
    const calls = countCalls(page, '/wps/member/password');
    await openChangePassword(page, request, sandbox, 'err_chpw');
    await page.getByLabel(/^Senha antiga/).fill(SCRIPT);
    await page.getByLabel(/^Nova senha/).fill('y'.repeat(21));
    await page.getByLabel(/^Confirme a nova senha/).fill(SCRIPT);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Senha: 6-20 caracteres, sem espaços')).toHaveCount(2);
    await expect(page.getByText('A confirmação da senha não confere')).toBeVisible();
    expect(calls.count).toBe(0);
    await expect(page.getByLabel(/^Senha antiga/)).toHaveValue(SCRIPT);
    await expect(page.getByLabel(/^Nova senha/)).toHaveValue('y'.repeat(21));
  });
});
