import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs, sandboxOrigin, type SandboxControl } from '../fixtures';

/** Helpers of the account e2e specs (issue 4). */

export const loginLabels = {
  username: /^(Username|Nome de usuário)/,
  password: /^(Password|Senha)$/,
  submit: /^(Log in|Entrar)$/,
};

/** The code of the last captcha the sandbox handed out in this test's scope. */
export async function lastCaptchaCode(request: APIRequestContext, sandbox: SandboxControl): Promise<string> {
  const response = await request.get(`${sandboxOrigin}/__sandbox/captcha`, {
    headers: { 'X-Sandbox-Scope': sandbox.scope },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { value: { code: string } | null };
  expect(body.value).not.toBeNull();
  return body.value?.code ?? '';
}

/** Counts the login calls the page makes (to assert that bad input sends nothing). */
export function countCalls(page: Page, pathPart: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes(pathPart)) counter.count += 1;
  });
  return counter;
}

export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(loginLabels.username).fill(username);
  await page.getByLabel(loginLabels.password).fill(password);
  await page.getByRole('button', { name: loginLabels.submit }).click();
}

/** Logs in through the login page as a player would, landing logged in: for tests of what a login itself does (REL-10). */
export async function loginThroughPage(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/m/login');
  await fillLogin(page, username, password);
  await expect(page.getByTestId('header-member')).toBeVisible();
}

export interface SandboxAccount {
  username: string;
  password: string;
  type: number;
  nickname?: string;
  balance?: number;
  mobile?: string;
}

/** Creates (or replaces) a member through the control API, with the fields the fixture's helper does not take. */
export async function createMember(
  request: APIRequestContext,
  sandbox: SandboxControl,
  account: SandboxAccount,
): Promise<void> {
  const response = await request.post(`${sandboxOrigin}/__sandbox/accounts`, {
    data: account,
    headers: { 'X-Sandbox-Scope': sandbox.scope },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A new real member (password Secret123), logged in, on the change-password page. */
export async function openChangePassword(
  page: Page,
  request: APIRequestContext,
  sandbox: SandboxControl,
  username: string,
): Promise<void> {
  await createMember(request, sandbox, { username, password: 'Secret123', type: 0 });
  await loginAs(page, username);
  await page.goto('/m/changePsw');
}

/** The newest SMS code the sandbox sent to a mobile (control API). */
export async function lastSmsCode(
  request: APIRequestContext,
  sandbox: SandboxControl,
  mobile: string,
): Promise<string> {
  const response = await request.get(`${sandboxOrigin}/__sandbox/sms?mobile=${encodeURIComponent(mobile)}`, {
    headers: { 'X-Sandbox-Scope': sandbox.scope },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { value: { code: string } | null };
  expect(body.value).not.toBeNull();
  return body.value?.code ?? '';
}

/** A mobile number no other test of this run uses (the sandbox's members are shared by all scopes). */
export function uniqueMobile(prefix = '55119'): string {
  return `${prefix}${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
}

/** Labels of the forgot-password phone form (PT, the demo tenant's default language). */
export const forgotPhoneLabels = {
  mobile: 'Número de celular',
  code: 'Código SMS',
  newPassword: /^Nova senha/,
  submit: 'Definir nova senha',
};

/** Sets the system status's customer-service entries for this test's scope (control API). */
export async function setCustomerService(
  request: APIRequestContext,
  sandbox: SandboxControl,
  entries: { csType: string; path: string }[],
): Promise<void> {
  const response = await request.post(`${sandboxOrigin}/__sandbox/status`, {
    data: { customerService: entries },
    headers: { 'X-Sandbox-Scope': sandbox.scope },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Fails three logins of a user so the sandbox demands the captcha (LOGIN-17). */
export async function failLoginsUntilCaptcha(page: Page, username: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const answer = page.waitForResponse((response) => response.url().includes('/wps/session/login'));
    await fillLogin(page, username, 'Wrong1234');
    await answer;
  }
  await expect(page.getByLabel(/^(Código de verificação|Verification code)/)).toBeVisible();
}
