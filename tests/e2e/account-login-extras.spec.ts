import { expect, test } from './fixtures';
import { countCalls, failLoginsUntilCaptcha, loginLabels, setCustomerService } from './support/accounts';

test.describe('login page extras (000 §2.2, §2.3, §4)', () => {
  test('LOGIN-18 a language change revalidates the filled fields after the debounce; empty ones are not flagged', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await page.getByLabel(loginLabels.username).fill('<bad>');
    await expect(page.getByText('Usuário: 4-16 letras, dígitos ou _')).toHaveCount(0);
    await page.getByTestId('language-switch').selectOption('EN');
    await expect(page.getByText('Username: 4-16 letters, digits or _')).toBeVisible();
    await expect(page.getByLabel(loginLabels.username)).toHaveValue('<bad>');
    // The empty password is not flagged.
    await expect(page.getByText('Please enter your password')).toHaveCount(0);
    await expect(page.getByText('Digite sua senha')).toHaveCount(0);
  });

  test('CAPTCHA-03 while a captcha loads the picture shows it is busy and a further tap starts no second request', async ({
    page,
    sandbox,
  }) => {
    await sandbox.createAccount({ username: 'cap_busy', password: 'Secret123', type: 0 });
    await page.goto('/m/login');
    await failLoginsUntilCaptcha(page, 'cap_busy');
    await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
    const captchaCalls = countCalls(page, '/wps/captcha');
    // Long enough that the two further taps land while it loads, even on a busy machine.
    await sandbox.fault('/wps/captcha', 'latency', { delayMs: 5000, times: 1 });
    const answer = page.waitForResponse((response) => response.url().includes('/wps/captcha'));
    await page.getByTestId('captcha-image').click();
    await expect(page.getByTestId('captcha-image')).toHaveAttribute('aria-busy', 'true');
    await page.getByTestId('captcha-image').click();
    await page.getByTestId('captcha-image').click();
    await answer;
    await expect(page.getByTestId('captcha-image')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
    expect(captchaCalls.count).toBe(1);
  });

  test('CHROME-18 the login navigation strip offers register and the configured customer-service link', async ({
    page,
    request,
    sandbox,
  }) => {
    await setCustomerService(request, sandbox, [{ csType: 'LIVECHAT', path: 'https://chat.example.com/room?id=7' }]);
    await page.goto('/m/login');
    const strip = page.getByTestId('login-nav-strip');
    await expect(strip.getByRole('link', { name: 'Registrar' })).toHaveAttribute('href', '/m/register');
    const service = strip.getByRole('link', { name: 'Atendimento' });
    await expect(service).toHaveAttribute('href', 'https://chat.example.com/room?id=7');
    await expect(service).toHaveAttribute('target', '_blank');
    await expect(service).toHaveAttribute('rel', /noopener/);
  });

  test("CHROME-18 a customer-service entry that is not http(s) is not linked; the tenant's configured link is used instead", async ({
    page,
    request,
    sandbox,
  }) => {
    await setCustomerService(request, sandbox, [{ csType: 'LIVECHAT', path: 'javascript:alert(1)' }]);
    await page.goto('/m/login');
    const service = page.getByTestId('login-nav-strip').getByRole('link', { name: 'Atendimento' });
    // demo.json's first service link.
    await expect(service).toHaveAttribute('href', 'https://example.com/lobby-demo/chat');
  });
});
