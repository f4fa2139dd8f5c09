import { expect, test } from './fixtures';
import { countCalls, fillLogin, lastCaptchaCode, loginLabels } from './support/accounts';

test.describe('login (000 §2.3, §3, §5)', () => {
  test('LOGIN-03 bad input shows the rule message and sends nothing; a failed submit keeps what was typed', async ({
    page,
  }) => {
    const logins = countCalls(page, '/wps/session/login');
    await page.goto('/m/login');
    await page.getByRole('button', { name: loginLabels.submit }).click();
    await expect(page.getByText('Digite seu nome de usuário')).toBeVisible();
    await expect(page.getByText('Digite sua senha')).toBeVisible();
    await fillLogin(page, '<script>', '<script>x');
    await expect(page.getByText('Usuário: 4-16 letras, dígitos ou _')).toBeVisible();
    await expect(page.getByText('Senha: 6-20 caracteres, sem espaços')).toBeVisible();
    await fillLogin(page, 'a'.repeat(17), 'b'.repeat(21));
    await expect(page.getByText('Usuário: 4-16 letras, dígitos ou _')).toBeVisible();
    expect(logins.count).toBe(0);
    await expect(page.getByLabel(loginLabels.username)).toHaveValue('a'.repeat(17));
  });

  test('LOGIN-05 LOGIN-06 LOGIN-07 LOGIN-08 LOGIN-13 LOGIN-16 SESSION-01 SESSION-09 logs in, remembers the password encoded and refills it', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await expect(page.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute('href', '/m/forget');
    const body = page.waitForRequest((request) => request.url().includes('/wps/session/login'));
    await page.getByLabel('Lembrar senha').check();
    await fillLogin(page, 'player1', 'Player123');
    // LOGIN-13: the body is encrypted, so the password never travels in clear.
    expect((await body).postData() ?? '').not.toContain('Player123');
    await expect(page.getByTestId('header-member')).toBeVisible();
    const stored = await page.evaluate(() => ({
      remembered: localStorage.getItem('REMEMBERED_LOGIN') ?? '',
      session: sessionStorage.getItem('MC_SESSION_INFO') ?? '',
    }));
    expect(stored.remembered).toContain('"username":"player1"');
    expect(stored.remembered).not.toContain('Player123');
    expect(JSON.parse(stored.session)).toMatchObject({
      merchantCode: expect.any(String),
      userName: 'player1',
      type: 0,
    });
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/m/login');
    await expect(page.getByLabel(loginLabels.username)).toHaveValue('player1');
    await expect(page.getByLabel(loginLabels.password)).toHaveValue('Player123');
    await expect(page.getByLabel('Lembrar senha')).toBeChecked();
    // Unchecked: the record of the method is removed.
    await page.getByLabel('Lembrar senha').uncheck();
    await page.getByRole('button', { name: loginLabels.submit }).click();
    await expect(page.getByTestId('header-member')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('REMEMBERED_LOGIN') ?? '')).not.toContain('player1');
  });

  test('LOGIN-17 ERR-05 CAPTCHA-01 CAPTCHA-02 CAPTCHA-04 CAPTCHA-06 the captcha appears after failures demanding it and must match', async ({
    page,
    request,
    sandbox,
  }) => {
    await sandbox.createAccount({ username: 'cap_user', password: 'Secret123', type: 0 });
    await page.goto('/m/login');
    await expect(page.getByLabel(/^Código de verificação/)).toHaveCount(0);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = page.waitForResponse((response) => response.url().includes('/wps/session/login'));
      await fillLogin(page, 'cap_user', 'Wrong1234');
      await answer;
    }
    const captchaInput = page.getByLabel(/^Código de verificação/);
    await expect(captchaInput).toBeVisible();
    await expect(page.getByTestId('captcha-image').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(page.getByLabel(loginLabels.username)).toHaveValue('cap_user');
    // Empty captcha: the rule's message, nothing sent.
    await page.getByLabel(loginLabels.password).fill('Secret123');
    await page.getByRole('button', { name: loginLabels.submit }).click();
    await expect(page.getByText('Digite o código de verificação')).toBeVisible();
    // Tapping the picture loads another captcha.
    const firstSrc = await page.getByTestId('captcha-image').locator('img').getAttribute('src');
    await page.getByTestId('captcha-image').click();
    await expect(page.getByTestId('captcha-image').locator('img')).not.toHaveAttribute('src', firstSrc ?? '');
    const code = await lastCaptchaCode(request, sandbox);
    expect(code).toMatch(/^\d+$/);
    await captchaInput.fill(code);
    await page.getByRole('button', { name: loginLabels.submit }).click();
    await expect(page.getByTestId('header-member')).toBeVisible();
  });

  test('LOGIN-01 LOGIN-02 the SMS tab appears only with MOBILEVERCODELOGIN3', async ({ page, sandbox }) => {
    await sandbox.flags('consolidated', { MOBILEVERCODELOGIN3: false });
    await page.goto('/m/login');
    await expect(page.getByLabel(loginLabels.username)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await sandbox.flags('consolidated', { MOBILEVERCODELOGIN3: true });
    await page.reload();
    await page.getByRole('tab', { name: 'Celular + SMS' }).click();
    await expect(page.getByLabel('Número de celular')).toBeVisible();
    await expect(page.getByLabel('Código SMS')).toBeVisible();
  });
});
