import { expect, test } from './fixtures';
import { countCalls, lastSmsCode } from './support/accounts';
import {
  REGISTER_CALL,
  field,
  fillCaptcha,
  freshUsername,
  identityControl,
  providerCode,
  registerButton,
  registerSettings,
  storedRegistration,
  submitRegistration,
} from './support/register';

test.describe('registration codes: affiliate, SMS and the phone provider (000 §2.4, §3, §5, §8)', () => {
  test('AFF-01 AFF-02 AFF-05 AFF-06 AFF-07 a valid URL code hides the field and is sent with its domain', async ({
    page,
    request,
    sandbox,
  }) => {
    const username = freshUsername('aff');
    await page.goto('/m/register?affiliateCode=AFF2024&domain=partner.example');
    await expect(field(page, 'username')).toBeVisible();
    await expect(field(page, 'affiliateCode')).toHaveCount(0);
    // AFF-07: kept in the common store (persisted as the platform's reg_info).
    expect(await page.evaluate(() => localStorage.getItem('reg_info'))).toContain('AFF2024');
    await submitRegistration(page, request, sandbox, { username, password: 'Secret123', confirmPassword: 'Secret123' });
    await expect(page.getByTestId('header-member')).toBeVisible();
    expect(await storedRegistration(sandbox, username)).toMatchObject({
      affiliateCode: 'AFF2024',
      domain: 'partner.example',
    });
  });

  test('AFF-01 AFF-03 AFF-04 AFF-05 ERR-01 CALL-08 CALL-45 an invalid URL code shows the field, is checked again at submit and blocks the call', async ({
    page,
    request,
    sandbox,
  }) => {
    const calls = countCalls(page, REGISTER_CALL);
    const checks = countCalls(page, '/wps/affiliate/check');
    const username = freshUsername('inv');
    const firstCheck = page.waitForRequest((call) => call.url().includes('/wps/affiliate/check'));
    await page.goto('/m/register?affiliateCode=OLDCODE1&domain=partner.example');
    // CALL-08 / CALL-45: a GET with code and domain under module AFFMAN3.
    const check = await firstCheck;
    expect(check.method()).toBe('GET');
    expect(check.headers()['moduleid']).toBe('AFFMAN3');
    const query = new URL(check.url()).searchParams;
    expect([query.get('code'), query.get('domain')]).toEqual(['OLDCODE1', 'partner.example']);
    await expect(field(page, 'affiliateCode')).toBeVisible();
    await expect(field(page, 'affiliateCode')).toHaveValue('');
    expect(checks.count).toBe(1);
    await submitRegistration(page, request, sandbox, { username, password: 'Secret123', confirmPassword: 'Secret123' });
    await expect(page.getByText('Erro no código de convite').first()).toBeVisible();
    await expect(field(page, 'affiliateCode')).toBeFocused();
    expect(checks.count).toBe(2);
    expect(calls.count).toBe(0);
    // AFF-05: a typed code wins over the URL's.
    await field(page, 'affiliateCode').fill('AFF2024');
    await registerButton(page).click();
    await expect(page.getByTestId('header-member')).toBeVisible();
    expect(await storedRegistration(sandbox, username)).toMatchObject({
      affiliateCode: 'AFF2024',
      domain: 'partner.example',
    });
  });

  test('SMS-13 SMS-05 SMS-08 REG-20 a mobile registration sends the dialing code, counts down and registers', async ({
    page,
    request,
    sandbox,
  }) => {
    const mobile = `119${String(Date.now()).slice(-8)}`;
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Celular' }).click();
    await page.getByLabel('Código de discagem do país').selectOption('351');
    await field(page, 'mobileNum').fill(mobile);
    const sent = page.waitForRequest((call) => call.url().includes('/wps/verification/sms/register'));
    await page.getByTestId('register-sms-send').click();
    expect((await sent).postDataJSON()).toEqual({ mobileNum: mobile, countryDialingCode: '351' });
    await expect(page.getByText('SMS enviado')).toBeVisible();
    await expect(page.getByTestId('register-sms-send')).toHaveText(/^(300|29\d) s$/);
    await expect(page.getByTestId('register-sms-send')).toBeDisabled();
    await submitRegistration(page, request, sandbox, {
      verificationCode: await lastSmsCode(request, sandbox, mobile),
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    await expect(page.getByTestId('header-member')).toBeVisible();
    expect(await storedRegistration(sandbox, mobile)).toMatchObject({
      mobile: `351${mobile}`,
      details: { countryDialingCode: '351' },
    });
  });

  test('SMS-01 a failed register SMS hides the loading message only, no countdown', async ({ page, sandbox }) => {
    await sandbox.fault('/wps/verification/sms/register', 'http500', { times: 1 });
    const sends = countCalls(page, '/wps/verification/sms/register');
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Celular' }).click();
    // SMS-01: an invalid number sends nothing.
    await field(page, 'mobileNum').fill('12');
    await page.getByTestId('register-sms-send').click();
    await expect(page.getByText('Número de celular: apenas dígitos (6-20)')).toBeVisible();
    expect(sends.count).toBe(0);
    await field(page, 'mobileNum').fill('11987000111');
    await page.getByTestId('register-sms-send').click();
    await expect.poll(() => sends.count).toBe(1);
    await expect(page.getByText('Enviando SMS…')).toHaveCount(0);
    await expect(page.getByTestId('register-sms-send')).toHaveText('Enviar código');
    await expect(page.getByTestId('register-sms-send')).toBeEnabled();
    await expect(page.getByText('SMS enviado')).toHaveCount(0);
  });

  test('REG-19 REG-26 SMS-07 the provider sends and verifies the code; a wrong code abandons silently', async ({
    page,
    request,
    sandbox,
  }) => {
    await registerSettings(sandbox, { phoneVerification: 'provider' });
    const mobile = `118${String(Date.now()).slice(-8)}`;
    const calls = countCalls(page, REGISTER_CALL);
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Celular' }).click();
    await field(page, 'mobileNum').fill(mobile);
    await page.getByTestId('register-sms-send').click();
    // SMS-07: the provider's countdown is one minute.
    await expect(page.getByTestId('register-sms-send')).toHaveText(/^(60|59|58) s$/);
    await field(page, 'password').fill('Secret123');
    await field(page, 'confirmPassword').fill('Secret123');
    await fillCaptcha(page, request, sandbox);
    const code = await providerCode(sandbox, mobile);
    await field(page, 'verificationCode').fill(code === '000000' ? '111111' : '000000');
    const verified = page.waitForResponse((response) => response.url().includes('/__identity/phone/verify'));
    await registerButton(page).click();
    await verified;
    // REG-19: abandoned, no message, no register call, the form as typed.
    await expect(page.getByText('Aguarde')).toHaveCount(0);
    await expect(page.getByText('Erro no código de verificação')).toHaveCount(0);
    expect(calls.count).toBe(0);
    await expect(field(page, 'password')).toHaveValue('Secret123');
    await field(page, 'verificationCode').fill(code);
    await registerButton(page).click();
    await expect(page.getByTestId('header-member')).toBeVisible();
    expect(await storedRegistration(sandbox, mobile)).toMatchObject({ channel: 'sms', mobile: `55${mobile}` });
  });

  test('ERR-13 a failed provider SMS hides the loading message and shows nothing', async ({ page, sandbox }) => {
    await registerSettings(sandbox, { phoneVerification: 'provider' });
    await identityControl(sandbox, { phoneSend: 'fail' });
    await page.goto('/m/register');
    await page.getByRole('tab', { name: 'Celular' }).click();
    await field(page, 'mobileNum').fill('11987000222');
    const send = page.waitForResponse((response) => response.url().includes('/__identity/phone/send'));
    await page.getByTestId('register-sms-send').click();
    await send;
    await expect(page.getByText('Enviando SMS…')).toHaveCount(0);
    await expect(page.getByTestId('register-sms-send')).toHaveText('Enviar código');
    await expect(page.getByText(/Sistema ocupado|Erro/)).toHaveCount(0);
  });
});
