import { expect, test } from './fixtures';
import { countCalls, createMember } from './support/accounts';
import { identityControl, lastProviderLogin, providerCode } from './support/register';

const facebook = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Facebook', exact: true });
const google = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Google', exact: true });

test.describe('social and phone-provider login (000 §2.3, §3)', () => {
  test('LOGIN-09 LOGIN-10 each social button follows its flag', async ({ page, sandbox }) => {
    await sandbox.flags('consolidated', { FACEBOOKLOGIN3: true, GOOGLELOGIN3: false });
    await page.goto('/m/login');
    await expect(facebook(page)).toBeVisible();
    await expect(google(page)).toHaveCount(0);
    await sandbox.flags('consolidated', { FACEBOOKLOGIN3: false, GOOGLELOGIN3: true });
    await page.goto('/m/login');
    await expect(google(page)).toBeVisible();
    await expect(facebook(page)).toHaveCount(0);
    await sandbox.flags('consolidated', { FACEBOOKLOGIN3: false, GOOGLELOGIN3: false });
    await page.goto('/m/login');
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Facebook|Google)$/ })).toHaveCount(0);
  });

  test('the identity provider is not loaded where no social or provider feature is on', async ({ page, sandbox }) => {
    await sandbox.flags('consolidated', { FACEBOOKLOGIN3: false, GOOGLELOGIN3: false, MOBILEVERCODELOGIN3: false });
    const loads = countCalls(page, '/__identity/');
    await page.goto('/m/login');
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await page.goto('/m/register');
    await expect(page.getByRole('button', { name: 'Cadastrar', exact: true })).toBeVisible();
    await page.goto('/m/login');
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    expect(loads.count).toBe(0);
  });

  test('LOGIN-11 the social buttons show on the username tab only', async ({ page, sandbox }) => {
    await sandbox.flags('consolidated', { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true, MOBILEVERCODELOGIN3: true });
    await page.goto('/m/login');
    await expect(facebook(page)).toBeVisible();
    await expect(google(page)).toBeVisible();
    await page.getByRole('tab', { name: 'Celular + SMS' }).click();
    await expect(page.getByTestId('login-form-sms')).toBeVisible();
    await expect(facebook(page)).toHaveCount(0);
    await expect(google(page)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Usuário', exact: true }).click();
    await expect(facebook(page)).toBeVisible();
  });

  test('LOGIN-12 no social button while the provider has not initialised, nor when it failed', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('consolidated', { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true });
    await identityControl(sandbox, { init: 'hold' });
    const config = page.waitForRequest((call) => call.url().includes('/__identity/config'));
    await page.goto('/m/login');
    await config;
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Facebook|Google)$/ })).toHaveCount(0);
    // Released: the provider initialises and the buttons appear.
    await identityControl(sandbox, { init: 'ready' });
    await expect(facebook(page)).toBeVisible();
    await expect(google(page)).toBeVisible();

    await identityControl(sandbox, { init: 'fail' });
    const failed = page.waitForResponse((response) => response.url().includes('/__identity/config'));
    await page.reload();
    expect((await failed).status()).toBe(503);
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Facebook|Google)$/ })).toHaveCount(0);
  });

  test('LOGIN-09 a Google sign-in logs the linked member in', async ({ page, sandbox }) => {
    await sandbox.flags('consolidated', { GOOGLELOGIN3: true });
    await identityControl(sandbox, { socialAccount: 'player1' });
    await page.goto('/m/login');
    await google(page).click();
    await expect(page.getByTestId('header-member')).toBeVisible();
    expect(await lastProviderLogin(sandbox)).toMatchObject({ type: 'sandboxIdentity', channel: 'google' });
  });

  test('REG-12 the registration page offers the configured sign-in icons once the provider is ready', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('consolidated', { FACEBOOKLOGIN3: true, GOOGLELOGIN3: false });
    await page.goto('/m/register');
    await expect(facebook(page)).toBeVisible();
    await expect(google(page)).toHaveCount(0);
    await identityControl(sandbox, { init: 'fail' });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Cadastro' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cadastrar', exact: true })).toBeVisible();
    await expect(facebook(page)).toHaveCount(0);
  });

  test('LOGIN-15 SMS-07 a phone-provider login sends the provider type, channel sms, id token, mobile and dialing code', async ({
    page,
    request,
    sandbox,
  }) => {
    const mobile = `117${String(Date.now()).slice(-8)}`;
    await createMember(request, sandbox, {
      username: `pp${String(Date.now()).slice(-8)}`,
      password: 'Secret123',
      type: 0,
      mobile,
    });
    await sandbox.flags('consolidated', { MOBILEVERCODELOGIN3: true });
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Acesso por telefone verificado' }).click();
    await page.getByLabel('Código do país').fill('55');
    await page.getByLabel('Número de celular').fill(mobile);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    // SMS-07: the provider sends the code; one minute of countdown.
    await expect(page.getByRole('button', { name: /^(60|59|58) s$/ })).toBeDisabled();
    await page.getByLabel('Código do telefone').fill(await providerCode(sandbox, mobile));
    await page.getByRole('button', { name: 'Verificar e acessar' }).click();
    await expect(page.getByTestId('header-member')).toBeVisible();
    const sent = await lastProviderLogin(sandbox);
    expect(sent).toMatchObject({
      type: 'sandboxIdentity',
      channel: 'sms',
      mobileNum: mobile,
      countryDialingCode: '55',
    });
    expect(typeof sent?.idToken).toBe('string');
  });

  test('ERR-13 a failed provider SMS on login hides the loading message and shows nothing', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flags('consolidated', { MOBILEVERCODELOGIN3: true });
    await identityControl(sandbox, { phoneSend: 'fail' });
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Acesso por telefone verificado' }).click();
    await page.getByLabel('Código do país').fill('55');
    await page.getByLabel('Número de celular').fill('11987000333');
    const send = page.waitForResponse((response) => response.url().includes('/__identity/phone/send'));
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await send;
    await expect(page.getByText('Enviando SMS…')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enviar código' })).toBeEnabled();
    await expect(page.getByText(/Sistema ocupado|Erro/)).toHaveCount(0);
  });
});
