import { expect, test } from './fixtures';
import { countCalls, createMember, forgotPhoneLabels as labels, lastSmsCode, uniqueMobile } from './support/accounts';

const SMS_PATH = '/wps/verification/sms/noLogin';
const RESET_PATH = '/wps/member/password/verification';

test.describe('forgot password by phone (000 §2.5, §4, §5, §8)', () => {
  test('FORGOT-01 FORGOT-09 FORGOT-10 FORGOT-11 FORGOT-12 FORGOT-13 SMS-02 SMS-03 phone is the default, the code opens after a send, submit only when touched and valid', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('consolidated', { CHNGPASSVERIF3: true });
    await sandbox.fault(SMS_PATH, 'latency', { delayMs: 1200, times: 1 });
    const sends = countCalls(page, SMS_PATH);
    await page.goto('/m/forget');
    await expect(page.getByRole('tab', { name: 'Por celular' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Por e-mail' })).toHaveAttribute('aria-selected', 'false');
    const mobile = page.getByLabel(labels.mobile);
    const code = page.getByLabel(labels.code);
    const submit = page.getByRole('button', { name: labels.submit });
    await expect(mobile).toBeVisible();
    await expect(code).toBeDisabled();
    await expect(page.getByLabel(labels.newPassword)).toBeVisible();
    await expect(submit).toBeDisabled();
    // FORGOT-11: the required message names the minimum length; nothing is sent.
    await page.getByTestId('sms-send').click();
    await expect(page.getByText('Digite um número de celular com pelo menos 6 dígitos')).toBeVisible();
    await mobile.fill('12ab');
    await expect(page.getByText('Celular: 6-20 dígitos')).toBeVisible();
    expect(sends.count).toBe(0);
    await mobile.fill(uniqueMobile());
    await page.getByTestId('sms-send').click();
    // SMS-02 / SMS-03: the sending message while the call runs, gone when it settles.
    await expect(page.getByText('Enviando SMS…')).toBeVisible();
    await expect(page.getByText('SMS enviado')).toBeVisible();
    await expect(page.getByText('Enviando SMS…')).toHaveCount(0);
    await expect(code).toBeEnabled();
    await expect(page.getByTestId('sms-send')).toHaveText(/^\d+ s$/);
    // FORGOT-12: the shared rules on code and password.
    await code.fill('<script>alert(1)</script>');
    await expect(page.getByText('Código SMS: apenas dígitos, no máximo 10')).toBeVisible();
    await code.fill('12a');
    await expect(page.getByText('Código SMS: apenas dígitos, no máximo 10')).toBeVisible();
    await page.getByLabel(labels.newPassword).fill('<script>');
    await expect(page.getByText('Senha: 6-20 caracteres, sem espaços')).toBeVisible();
    await expect(submit).toBeDisabled();
    await code.fill('123456');
    await page.getByLabel(labels.newPassword).fill('Fresh4567');
    await expect(submit).toBeEnabled();
    expect(sends.count).toBe(1);
  });

  test('FORGOT-14 FORGOT-15 CALL-10 ERR-10 ERR-11 a wrong code clears the code, the old password clears the password, then the reset logs in with the mobile', async ({
    page,
    request,
    sandbox,
  }) => {
    const mobile = uniqueMobile();
    const username = `fp${mobile.slice(-10)}`;
    await createMember(request, sandbox, { username, password: 'Secret123', type: 0, mobile, nickname: 'Phone Reset' });
    await sandbox.flags('consolidated', { CHNGPASSVERIF3: true });
    await page.goto('/m/forget');
    await page.getByLabel(labels.mobile).fill(mobile);
    await page.getByTestId('sms-send').click();
    await expect(page.getByLabel(labels.code)).toBeEnabled();
    const sent = await lastSmsCode(request, sandbox, mobile);
    const wrong = sent === '000000' ? '111111' : '000000';

    // ERR-11: any other failure clears the verification code and keeps the rest.
    await page.getByLabel(labels.code).fill(wrong);
    await page.getByLabel(labels.newPassword).fill('Fresh4567');
    let answer = page.waitForResponse((response) => response.url().includes(RESET_PATH));
    await page.getByRole('button', { name: labels.submit }).click();
    await answer;
    await expect(page.getByText('Erro no código de verificação')).toBeVisible();
    await expect(page.getByLabel(labels.code)).toHaveValue('');
    await expect(page.getByLabel(labels.newPassword)).toHaveValue('Fresh4567');
    await expect(page.getByLabel(labels.mobile)).toHaveValue(mobile);

    // ERR-10: modify.new.old.same clears the password field and keeps the code.
    await page.getByLabel(labels.code).fill(sent);
    await page.getByLabel(labels.newPassword).fill('Secret123');
    answer = page.waitForResponse((response) => response.url().includes(RESET_PATH));
    await page.getByRole('button', { name: labels.submit }).click();
    await answer;
    await expect(page.getByText('A nova senha e a senha antiga não podem ser iguais')).toBeVisible();
    await expect(page.getByLabel(labels.newPassword)).toHaveValue('');
    await expect(page.getByLabel(labels.code)).toHaveValue(sent);
    await expect(page).toHaveURL(/\/m\/forget$/);

    // FORGOT-14 / CALL-10: the encrypted set-password call; FORGOT-15: then the login with mobile + new password.
    await page.getByLabel(labels.newPassword).fill('Fresh4567');
    const reset = page.waitForRequest((req) => req.url().includes(RESET_PATH));
    const login = page.waitForRequest((req) => req.url().includes('/wps/session/login'));
    await page.getByRole('button', { name: labels.submit }).click();
    expect((await reset).method()).toBe('PUT');
    expect((await reset).postData() ?? '').not.toContain('Fresh4567');
    await login;
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-name')).toHaveText('Phone Reset');
  });

  test('ERR-12 REL-02 a failed send hides the sending message and shows only the shared failure message: no countdown, the code stays closed', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('consolidated', { CHNGPASSVERIF3: true });
    await sandbox.fault(SMS_PATH, 'http500', { times: 1 });
    await page.goto('/m/forget');
    await page.getByLabel(labels.mobile).fill(uniqueMobile());
    const answer = page.waitForResponse((response) => response.url().includes(SMS_PATH));
    await page.getByTestId('sms-send').click();
    expect((await answer).status()).toBe(500);
    await expect(page.getByText('Enviando SMS…')).toHaveCount(0);
    await expect(page.getByTestId('sms-send')).toHaveText('Enviar código');
    await expect(page.getByTestId('sms-send')).toBeEnabled();
    await expect(page.getByLabel(labels.code)).toBeDisabled();
    await expect(page.locator('[data-toast-type]')).toHaveText([
      'O servidor teve um problema. Tente novamente em instantes.',
    ]);
  });

  test('SMS-09 when the countdown reaches 0 the send link returns and a new code can be requested', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('consolidated', { CHNGPASSVERIF3: true });
    await page.clock.install();
    const sends = countCalls(page, SMS_PATH);
    await page.goto('/m/forget');
    await page.getByLabel(labels.mobile).fill(uniqueMobile());
    await page.getByTestId('sms-send').click();
    await expect(page.getByTestId('sms-send')).toHaveText(/^\d+ s$/);
    await expect(page.getByTestId('sms-send')).toBeDisabled();
    // The sandbox answers expiredMinutes 5: move the page's clock past 300 s.
    await page.clock.runFor(301_000);
    await expect(page.getByTestId('sms-send')).toHaveText('Enviar código');
    await expect(page.getByTestId('sms-send')).toBeEnabled();
    await page.getByTestId('sms-send').click();
    await expect(page.getByTestId('sms-send')).toHaveText(/^\d+ s$/);
    expect(sends.count).toBe(2);
  });

  test('FORGOT-02 FLAG-09 with CHNGPASSVERIF3 off only the e-mail form is shown', async ({ page, sandbox }) => {
    await sandbox.flags('consolidated', { CHNGPASSVERIF3: false });
    await page.goto('/m/forget');
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByLabel(labels.mobile)).toHaveCount(0);
  });
});
