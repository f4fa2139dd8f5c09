import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SandboxControl } from '../fixtures';
import { lastCaptchaCode } from './accounts';
import { control } from './control';

/** Helpers of the registration and provider-login specs (issue 4). */

export const ALL_TEXT_FIELDS = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type FieldName = (typeof ALL_TEXT_FIELDS)[number];

/** PT labels (the default language). */
export const FIELD_LABELS: Record<FieldName, string> = {
  username: 'Nome de usuário',
  mobileNum: 'Número de celular',
  verificationCode: 'Código SMS',
  password: 'Senha',
  confirmPassword: 'Confirmar senha',
  paymentPassword: 'Senha de pagamento',
  idNumber: 'Número do documento',
  qqNum: 'QQ',
  facebook: 'Facebook',
  wechat: 'WeChat',
  line: 'Line',
  whatsapp: 'WhatsApp',
  zalo: 'Zalo',
  email: 'E-mail',
  nickname: 'Apelido',
  payeeName: 'Nome do beneficiário',
  recommenderId: 'ID do indicador',
  affiliateCode: 'Código de convite',
  captcha: 'Código de verificação',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The input of a field; a required field's label ends with its asterisk (REG-06). */
export const field = (page: Page, name: FieldName) =>
  page.getByLabel(new RegExp(`^${escape(FIELD_LABELS[name])}\\*?$`));

export interface FieldPatch {
  enabled?: boolean;
  required?: boolean;
  acceptedPattern?: string;
  minLength?: number;
  maxLength?: number;
  patternId?: number;
}

export function registerSettings(
  sandbox: SandboxControl,
  settings: {
    methods?: { username?: boolean; mobile?: boolean };
    phoneVerification?: 'platform' | 'provider';
    fields?: Partial<Record<FieldName, FieldPatch>>;
  },
) {
  return control(sandbox, 'POST', 'register-settings', settings);
}

export function enableAllFields(sandbox: SandboxControl) {
  return registerSettings(sandbox, {
    fields: Object.fromEntries(ALL_TEXT_FIELDS.map((name) => [name, { enabled: true }])),
  });
}

export function identityControl(
  sandbox: SandboxControl,
  body: { init?: 'ready' | 'fail' | 'hold'; phoneSend?: 'ok' | 'fail'; socialAccount?: string },
) {
  return control(sandbox, 'POST', 'identity', body);
}

export async function providerCode(sandbox: SandboxControl, mobile: string): Promise<string> {
  const value = await control<{ code: string } | null>(
    sandbox,
    'GET',
    `identity/code?mobile=${encodeURIComponent(mobile)}`,
  );
  expect(value).not.toBeNull();
  return value?.code ?? '';
}

export function lastProviderLogin(sandbox: SandboxControl): Promise<Record<string, unknown> | null> {
  return control(sandbox, 'GET', 'identity/last-login');
}

export interface StoredRegistration {
  username: string;
  nickname: string | null;
  mobile: string | null;
  email: string | null;
  registerMethod: string;
  registerUrl: string;
  affiliateCode: string;
  domain: string;
  channel: string | null;
  details: Record<string, string>;
}

export function storedRegistration(sandbox: SandboxControl, username: string): Promise<StoredRegistration | null> {
  return control(sandbox, 'GET', `registrations?username=${encodeURIComponent(username)}`);
}

/** A fresh, pattern-valid username (letter first, 6-16 letters/digits). */
export const freshUsername = (prefix = 'reg'): string =>
  `${prefix}${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;

/** Fills the captcha with the code the sandbox handed out last in this scope. */
export async function fillCaptcha(page: Page, request: APIRequestContext, sandbox: SandboxControl): Promise<void> {
  await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
  await field(page, 'captcha').fill(await lastCaptchaCode(request, sandbox));
}

export const registerButton = (page: Page) => page.getByRole('button', { name: 'Cadastrar', exact: true });

/** The registration call (its count proves that refused input sends nothing). */
export const REGISTER_CALL = '/wps/member/register';

/** What a test types into the form, field by field in this order. */
export type TypedFields = Partial<Record<FieldName, string>>;
export const typedEntries = (typed: TypedFields) => Object.entries(typed) as [FieldName, string][];

/** Types the fields in order, fills the captcha and taps Register. */
export async function submitRegistration(
  page: Page,
  request: APIRequestContext,
  sandbox: SandboxControl,
  typed: TypedFields,
): Promise<void> {
  for (const [name, value] of typedEntries(typed)) await field(page, name).fill(value);
  await fillCaptcha(page, request, sandbox);
  await registerButton(page).click();
}
