import { expect, test } from './fixtures';
import { countCalls } from './support/accounts';
import {
  ALL_TEXT_FIELDS,
  FIELD_LABELS,
  REGISTER_CALL,
  enableAllFields,
  field,
  freshUsername,
  registerButton,
  registerSettings,
  storedRegistration,
  submitRegistration,
  typedEntries,
  type FieldName,
  type TypedFields,
} from './support/register';

test.describe('registration (000 §2.4, §3, §4, §5, §8)', () => {
  test('REG-01 REG-05 REG-06 REG-07 REG-08 LANG-06 REG-09 REG-10 REG-11 REG-28 CONST-14 every configured field with its asterisk, toggles, links and announcements', async ({
    page,
    sandbox,
  }) => {
    await enableAllFields(sandbox);
    await registerSettings(sandbox, { fields: { nickname: { required: true }, qqNum: { required: false } } });
    await page.goto('/m/register');
    await expect(page.getByRole('heading', { name: 'Cadastro' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Nome de usuário' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Celular' })).toBeVisible();
    // REG-07: every field of 000 §2.4 (username tab; the SMS code with its send link).
    for (const name of ALL_TEXT_FIELDS) await expect(field(page, name), FIELD_LABELS[name]).toBeVisible();
    await expect(page.getByTestId('register-sms-send')).toHaveText('Enviar código');
    // REG-06: required fields carry the asterisk, optional ones do not.
    await expect(field(page, 'nickname')).toHaveAttribute('aria-required', 'true');
    await expect(field(page, 'username')).toHaveAttribute('aria-required', 'true');
    await expect(field(page, 'qqNum')).not.toHaveAttribute('aria-required', 'true');
    await expect(page.locator('label', { hasText: 'Apelido' }).getByText('*')).toBeVisible();
    await expect(page.locator('label', { hasText: /^QQ/ }).getByText('*')).toHaveCount(0);
    // REG-08: dialing codes from the country list.
    const dialing = page.getByLabel('Código de discagem do país');
    await expect(dialing.locator('option')).toHaveText([
      '+55 Brasil',
      '+1 United States',
      '+351 Portugal',
      '+63 Philippines',
      '+84 Việt Nam',
      '+20 مصر',
      '+966 السعودية',
    ]);
    // LANG-06: the picker starts at the tenant's country (demo's market is BR).
    await expect(dialing).toHaveValue('55');
    // REG-09: a show/hide toggle on each password field.
    await expect(page.getByRole('button', { name: 'Mostrar senha' })).toHaveCount(3);
    await field(page, 'paymentPassword').fill('123456');
    await expect(field(page, 'paymentPassword')).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).nth(2).click();
    await expect(field(page, 'paymentPassword')).toHaveAttribute('type', 'text');
    // CONST-14: the e-mail takes at most 255 characters.
    await expect(field(page, 'email')).toHaveAttribute('maxlength', '255');
    // REG-28: the page's own announcements.
    await expect(page.getByTestId('register-announcements').locator('img')).toHaveCount(3);
    // REG-10 / REG-11.
    await expect(page.getByRole('link', { name: 'Atendimento ao cliente' })).toHaveAttribute('href', '/m/service');
    await page.getByRole('link', { name: 'Já é membro? Entre agora' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('REG-05 a field the configuration disables is not shown', async ({ page, sandbox }) => {
    await registerSettings(sandbox, { fields: { email: { enabled: false }, nickname: { enabled: false } } });
    await page.goto('/m/register');
    await expect(field(page, 'username')).toBeVisible();
    await expect(field(page, 'email')).toHaveCount(0);
    await expect(field(page, 'nickname')).toHaveCount(0);
    await expect(field(page, 'zalo')).toHaveCount(0);
  });

  test('CHROME-17 the login strip links to registration on every register route', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('link', { name: 'Registrar', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(page.getByRole('heading', { name: 'Cadastro' })).toBeVisible();
    for (const path of ['/m/register.html', '/register.html']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Cadastro' })).toBeVisible();
    }
  });

  const SINGLE_METHODS: ReadonlyArray<{
    title: string;
    method: 'mobile' | 'username';
    shown: FieldName[];
    absent: FieldName[];
  }> = [
    {
      title: 'REG-02 mobile only: no tabs, the mobile form',
      method: 'mobile',
      shown: ['mobileNum', 'verificationCode'],
      absent: ['username'],
    },
    { title: 'REG-03 username only: no tabs, the username form', method: 'username', shown: ['username'], absent: [] },
  ];
  for (const { title, method, shown, absent } of SINGLE_METHODS) {
    test(title, async ({ page, sandbox }) => {
      await registerSettings(sandbox, { methods: { username: method === 'username', mobile: method === 'mobile' } });
      await page.goto('/m/register');
      await expect(page.getByTestId(`register-form-${method}`)).toBeVisible();
      await expect(page.getByRole('tablist')).toHaveCount(0);
      for (const name of shown) await expect(field(page, name)).toBeVisible();
      for (const name of absent) await expect(field(page, name)).toHaveCount(0);
    });
  }

  test('REG-04 switching tabs carries the typed mobile number', async ({ page }) => {
    await page.goto('/m/register');
    await field(page, 'mobileNum').fill('11987650001');
    await page.getByRole('tab', { name: 'Celular' }).click();
    await expect(page.getByTestId('register-form-mobile')).toBeVisible();
    await expect(field(page, 'mobileNum')).toHaveValue('11987650001');
    await field(page, 'mobileNum').fill('11987650002');
    await page.getByRole('tab', { name: 'Nome de usuário' }).click();
    await expect(field(page, 'mobileNum')).toHaveValue('11987650002');
  });

  test('REG-13 CONST-12 the agreement (minimum age 18) starts on and disables the button when off', async ({
    page,
  }) => {
    await page.goto('/m/register');
    const agreement = page.getByRole('checkbox', { name: /aceito o/ });
    await expect(agreement).toBeChecked();
    await expect(page.getByText(/Tenho pelo menos 18 anos/)).toBeVisible();
    await expect(registerButton(page)).toBeEnabled();
    await agreement.uncheck();
    await expect(registerButton(page)).toBeDisabled();
    await agreement.check();
    await expect(registerButton(page)).toBeEnabled();
  });

  test('REG-14 REG-15 REG-16 REG-17 REG-18 ERR-02 ERR-03 rules, messages, first failing field focused, nothing sent', async ({
    page,
  }) => {
    const calls = countCalls(page, REGISTER_CALL);
    await page.goto('/m/register');
    await registerButton(page).click();
    await expect(page.getByText('Informe: Nome de usuário')).toBeVisible();
    await expect(page.getByText('Informe: Senha', { exact: true })).toBeVisible();
    await expect(page.getByText('Senha incorreta')).toBeVisible();
    await expect(page.getByText('Digite o código de verificação')).toBeVisible();
    await expect(field(page, 'username')).toBeFocused();
    // REG-15: empty optional fields pass.
    await expect(page.getByText(/Apelido:|E-mail:|Código de convite:/)).toHaveCount(0);
    // REG-14: the server's patterns and their messages.
    await field(page, 'username').fill('1abc');
    await field(page, 'nickname').fill('a');
    await field(page, 'email').fill('not-an-email');
    await registerButton(page).click();
    await expect(
      page.getByText('Nome de usuário: comece com uma letra, depois letras ou dígitos (6-16 caracteres)'),
    ).toBeVisible();
    await expect(page.getByText('Apelido: formato incorreto')).toBeVisible();
    await expect(page.getByText('E-mail: informe um e-mail válido')).toBeVisible();
    await expect(field(page, 'username')).toBeFocused();
    await field(page, 'username').fill('goodname1');
    await registerButton(page).click();
    await expect(field(page, 'password')).toBeFocused();
    // REG-16 / ERR-03 and REG-17: a changed password rechecks the confirmation.
    await field(page, 'password').fill('abc123');
    await field(page, 'confirmPassword').fill('abc124');
    await field(page, 'confirmPassword').blur();
    await expect(page.getByText('A confirmação da senha não confere')).toBeVisible();
    await field(page, 'password').fill('abc124');
    await expect(page.getByText('A confirmação da senha não confere')).toHaveCount(0);
    await field(page, 'password').fill('abc125');
    await expect(page.getByText('A confirmação da senha não confere')).toBeVisible();
    expect(calls.count).toBe(0);
  });

  test('REG-20 REG-21 REG-22 REG-23 REG-24 REG-25 REG-27 a username registration sends the 000 §3 payload and logs the member in', async ({
    page,
    request,
    sandbox,
  }) => {
    const username = freshUsername();
    await page.goto('/m/register');
    await submitRegistration(page, request, sandbox, {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      nickname: 'New Player',
    });
    await expect(page.getByText('Registrado com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-member')).toBeVisible();
    const stored = await storedRegistration(sandbox, username);
    expect(stored).toMatchObject({
      username: username.toLowerCase(),
      nickname: 'New Player',
      email: null,
      registerMethod: 'H5',
      registerUrl: 'demo.localhost',
      affiliateCode: '',
      domain: '',
      channel: null,
    });
    // REG-25: the optional values arrived as empty strings.
    expect(stored?.details).toEqual({
      countryDialingCode: '',
      recommenderId: '',
      payeeName: '',
      idNumber: '',
      qqNum: '',
      facebook: '',
      wechat: '',
      line: '',
      whatsapp: '',
      zalo: '',
    });
  });

  test('a refused registration (username exists) keeps everything typed', async ({ page, request, sandbox }) => {
    const typed: TypedFields = {
      username: 'player1',
      mobileNum: '11912340000',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      email: 'someone@example.com',
      nickname: 'Keep Me',
    };
    await page.goto('/m/register');
    await submitRegistration(page, request, sandbox, typed);
    await expect(page.getByText('Nome de usuário já existe')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/register$/);
    for (const [name, value] of typedEntries(typed))
      await expect(field(page, name), FIELD_LABELS[name]).toHaveValue(value);
  });
});
