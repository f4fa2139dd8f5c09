import { expect, test } from './fixtures';
import { countCalls } from './support/accounts';
import {
  ALL_TEXT_FIELDS,
  REGISTER_CALL,
  enableAllFields,
  field,
  freshUsername,
  registerButton,
  registerSettings,
  submitRegistration,
} from './support/register';

/** The registration page while its settings load or fail, and with hostile input (split from account-register.spec.ts). */
test.describe('registration: loading, failure and hostile input (000 §2.4, §5, §8)', () => {
  test("SPEED-21 while the settings load the form keeps its first view's shape (fields loading, the agreement, the button)", async ({
    page,
    sandbox,
  }) => {
    await sandbox.fault('/wps/system/setting/register', 'latency', { delayMs: 3000, times: 1 });
    await page.goto('/m/register');
    const pending = page.getByRole('status', { name: 'Carregando…' });
    await expect(pending).toHaveAttribute('aria-busy', 'true');
    await expect(pending.getByText('Tenho pelo menos 18 anos e aceito o contrato do usuário')).toBeVisible();
    await expect(pending.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();
    // Then the form the platform names, in its place.
    await expect(field(page, 'username')).toBeVisible();
    await expect(pending).toHaveCount(0);
    await expect(registerButton(page)).toBeEnabled();
  });

  test('a failed settings call shows an error with retry, never a blank page', async ({ page, sandbox }) => {
    await sandbox.fault('/wps/system/setting/register', 'unknownError', { times: 1 });
    await page.goto('/m/register');
    await expect(page.getByRole('heading', { name: 'Cadastro' })).toBeVisible();
    await expect(page.getByText('Não foi possível carregar o formulário de cadastro.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Já é membro? Entre agora' })).toBeVisible();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(field(page, 'username')).toBeVisible();
  });

  test('hostile input: <script> in every text field stays text and never runs', async ({ page, sandbox }) => {
    await enableAllFields(sandbox);
    const hostile = '<script>window.__xss=1</script>';
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const calls = countCalls(page, REGISTER_CALL);
    await page.goto('/m/register');
    for (const name of ALL_TEXT_FIELDS)
      await field(page, name).fill(
        hostile.slice(
          0,
          name === 'mobileNum' ? 20 : name === 'verificationCode' ? 10 : name === 'captcha' ? 6 : undefined,
        ),
      );
    await registerButton(page).click();
    await expect(
      page.getByText('Nome de usuário: comece com uma letra, depois letras ou dígitos (6-16 caracteres)'),
    ).toBeVisible();
    await expect(field(page, 'nickname')).toHaveValue(hostile);
    await expect(field(page, 'email')).toHaveValue(hostile);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(calls.count).toBe(0);
  });

  test('hostile input: a nickname with markup registers and shows as text in the header', async ({
    page,
    request,
    sandbox,
  }) => {
    await registerSettings(sandbox, {
      fields: { nickname: { acceptedPattern: '^.{1,60}$', minLength: 1, maxLength: 60, patternId: 0 } },
    });
    const nickname = '<img src=x onerror="window.__xss=1">';
    const username = freshUsername('xss');
    await page.goto('/m/register');
    await submitRegistration(page, request, sandbox, {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      nickname,
    });
    await expect(page.getByTestId('header-member')).toContainText(nickname);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});
