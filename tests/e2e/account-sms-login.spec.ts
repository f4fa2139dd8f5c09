import { expect, test } from './fixtures';
import {
  countCalls,
  createMember,
  forgotPhoneLabels,
  lastSmsCode,
  loginLabels,
  uniqueMobile,
} from './support/accounts';

test.describe('SMS login (000 §2.3, §3, §4)', () => {
  test('LOGIN-04 LOGIN-14 LOGIN-19 SMS-01 SMS-04 SMS-05 SMS-08 a code is sent to a valid mobile, counts down and logs in', async ({
    page,
    request,
    sandbox,
  }) => {
    const mobile = `55119${String(Date.now()).slice(-8)}`;
    await createMember(request, sandbox, {
      username: `sms${String(Date.now()).slice(-8)}`,
      password: 'Secret123',
      type: 0,
      mobile,
    });
    await sandbox.flags('consolidated', { MOBILEVERCODELOGIN3: true });
    const sends = countCalls(page, '/wps/verification/sms/noLogin');
    await page.goto('/m/login');
    await page.getByRole('tab', { name: 'Celular + SMS' }).click();
    // SMS-01: an invalid mobile shows the rule and sends nothing.
    await page.getByTestId('sms-send').click();
    await expect(page.getByText('Digite seu número de celular')).toBeVisible();
    await page.getByLabel('Número de celular').fill('12ab');
    await page.getByTestId('sms-send').click();
    await expect(page.getByText('Celular: 6-20 dígitos')).toBeVisible();
    expect(sends.count).toBe(0);
    await page.getByLabel('Número de celular').fill(mobile);
    await page.getByTestId('sms-send').click();
    await expect(page.getByText('SMS enviado')).toBeVisible();
    // SMS-05 / SMS-08: expiredMinutes 5 → a 300 s countdown, button disabled.
    await expect(page.getByTestId('sms-send')).toHaveText(/^(300|29\d) s$/);
    await expect(page.getByTestId('sms-send')).toBeDisabled();
    expect(sends.count).toBe(1);
    // LOGIN-04: the code rule.
    await page.getByLabel('Código SMS').fill('12a');
    await page.getByRole('button', { name: loginLabels.submit }).click();
    await expect(page.getByText('Código SMS: apenas dígitos, no máximo 10')).toBeVisible();
    await page.getByLabel('Código SMS').fill(await lastSmsCode(request, sandbox, mobile));
    await page.getByRole('button', { name: loginLabels.submit }).click();
    await expect(page.getByTestId('header-member')).toBeVisible();
  });

  test('SMS-10 leaving the page clears the countdown', async ({ page, sandbox }) => {
    await sandbox.flags('consolidated', { MOBILEVERCODELOGIN3: true });
    await page.goto('/m/login');
    await page.getByRole('tab', { name: 'Celular + SMS' }).click();
    await page.getByLabel('Número de celular').fill('5511900000001');
    await page.getByTestId('sms-send').click();
    await expect(page.getByTestId('sms-send')).toBeDisabled();
    await page.getByRole('tab', { name: 'Usuário' }).click();
    await page.getByRole('tab', { name: 'Celular + SMS' }).click();
    await expect(page.getByTestId('sms-send')).toHaveText('Enviar código');
    await expect(page.getByTestId('sms-send')).toBeEnabled();
  });

  test('POLISH-11 LANG-06 SMS login and the phone reset pick the country like the register page, with its example number: a local number with the picked code works', async ({
    page,
    request,
    sandbox,
  }) => {
    const mobile = uniqueMobile();
    const local = mobile.slice(2);
    await createMember(request, sandbox, {
      username: `loc${String(Date.now()).slice(-8)}`,
      password: 'Secret123',
      type: 0,
      mobile,
    });
    await sandbox.flags('consolidated', { MOBILEVERCODELOGIN3: true, CHNGPASSVERIF3: true });

    // The phone reset: the code goes to the international number; the new password then logs in.
    await page.goto('/m/forget');
    await expect(page.getByLabel('Código de discagem do país')).toHaveValue('55');
    // LANG-06: the example follows the picked country's format (a Brazilian mobile), and changes with it.
    await expect(page.getByLabel('Número de celular')).toHaveAttribute('placeholder', /^\(\d{2}\) 9\d{4}-\d{4}$/);
    await page.getByLabel('Código de discagem do país').selectOption('1');
    await expect(page.getByLabel('Número de celular')).toHaveAttribute('placeholder', /^\(\d{3}\) \d{3}-\d{4}$/);
    await page.getByLabel('Código de discagem do país').selectOption('55');
    await page.getByLabel('Número de celular').fill(local);
    await page.getByTestId('sms-send').click();
    await expect(page.getByText('SMS enviado')).toBeVisible();
    await page.getByLabel('Código SMS').fill(await lastSmsCode(request, sandbox, mobile));
    await page.getByLabel(forgotPhoneLabels.newPassword).fill('Fresh4567');
    await page.getByRole('button', { name: forgotPhoneLabels.submit }).click();
    await expect(page.getByTestId('header-member')).toBeVisible();
    await page.context().clearCookies();

    // SMS login with the local number.
    await page.goto('/m/login');
    await page.getByRole('tab', { name: 'Celular + SMS' }).click();
    const picker = page.getByLabel('Código de discagem do país');
    await expect(picker).toHaveValue('55');
    // The seed's countries, Egypt and Saudi Arabia among them since the Arabic tenant's market (LANG-06).
    await expect(picker.locator('option')).toHaveCount(7);
    await page.getByLabel('Número de celular').fill(local);
    await page.getByTestId('sms-send').click();
    await expect(page.getByText('SMS enviado')).toBeVisible();
    await page.getByLabel('Código SMS').fill(await lastSmsCode(request, sandbox, mobile));
    await page.getByRole('button', { name: loginLabels.submit }).click();
    await expect(page.getByTestId('header-member')).toBeVisible();
  });
  test('REL-01 SMS-01 a failed read of the dialing codes says so with a way to load them again, never an empty picker', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('consolidated', { MOBILEVERCODELOGIN3: true });
    await sandbox.fault('/wps/system/country', 'http500', { times: 20 });
    await page.goto('/m/login');
    await page.getByRole('tab', { name: 'Celular + SMS' }).click();
    const retry = page.getByTestId('dialing-codes-retry');
    await expect(retry).toHaveText('Carregar códigos', { timeout: 15_000 });
    await expect(retry).toHaveAttribute('title', 'Não foi possível carregar os códigos de país. Carregar de novo.');
    await sandbox.clearFaults();
    await retry.click();
    await expect(retry).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Código de discagem do país' }).locator('option')).not.toHaveCount(
      0,
    );
  });
});
