import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { PLAYER, loginButton, passwordField, usernameField, type Flow } from './fault-flow-types';

/** Fault-matrix rows of the account flows: log in, SMS login code, register, forgot password, change password. */

const SMS_MOBILE = '5511900000099';

async function fillPasswordChange(page: Page): Promise<void> {
  await page.getByLabel(/^Senha antiga/).fill('Player123');
  await page.getByLabel(/^Nova senha/).fill('Better456');
  await page.getByLabel(/^Confirme a nova senha/).fill('Better456');
}

export const ACCOUNT_FLOWS: readonly Flow[] = [
  {
    name: 'login',
    call: '/wps/session/login',
    kind: 'action',
    path: '/m/login',
    on401: 'message',
    prepare: async ({ page }) => {
      await usernameField(page).fill(PLAYER.username);
      await passwordField(page).fill(PLAYER.password);
    },
    act: ({ page }) => loginButton(page).click(),
    typedKept: async ({ page }) => {
      await expect(usernameField(page)).toHaveValue(PLAYER.username);
      await expect(passwordField(page)).toHaveValue(PLAYER.password);
    },
    ready: ({ page }) => expect(page.getByTestId('header-member')).toBeVisible(),
  },
  {
    // Issue 16: a failed change says so (the shared message), keeps what was typed, and a second Save works.
    name: 'change password',
    call: '/wps/member/password',
    kind: 'action',
    account: 'fresh',
    path: '/m/changePsw',
    on401: 'login',
    prepare: ({ page }) => fillPasswordChange(page),
    act: async ({ page }) => {
      // After a 401 and the login that follows, the page opens anew and empty.
      if ((await page.getByLabel(/^Senha antiga/).inputValue()) === '') await fillPasswordChange(page);
      await page.getByRole('button', { name: 'Salvar' }).click();
    },
    typedKept: async ({ page }) => {
      await expect(page.getByLabel(/^Senha antiga/)).toHaveValue('Player123');
      await expect(page.getByLabel(/^Nova senha/)).toHaveValue('Better456');
    },
    ready: ({ page }) => expect(page.getByText('Alteração salva')).toBeVisible(),
  },
  {
    // ERR-12 as issue 16 reads it: a failed send shows the shared message, starts no countdown, keeps the number.
    name: 'SMS login code',
    call: '/wps/verification/sms/noLogin',
    kind: 'action',
    path: '/m/login',
    on401: 'message',
    // A guest's page: there is no session for a 401 to end (as forgot password).
    skip: ['unauthorized'],
    beforeLoad: async ({ sandbox }) => {
      await sandbox.flags('consolidated', { MOBILEVERCODELOGIN3: true });
    },
    prepare: async ({ page }) => {
      await page.getByRole('tab', { name: 'Celular + SMS' }).click();
      await page.getByLabel('Número de celular').fill(SMS_MOBILE);
    },
    act: ({ page }) => page.getByTestId('sms-send').click(),
    typedKept: ({ page }) => expect(page.getByLabel('Número de celular')).toHaveValue(SMS_MOBILE),
    ready: ({ page }) => expect(page.getByTestId('sms-send')).toHaveText(/^\d+ s$/),
  },
  {
    name: 'register',
    call: '/wps/system/setting/register',
    kind: 'read',
    path: '/m/register',
    from: '/m/home',
    retryButton: true,
    on401: 'message',
    // The form is built from the register settings read; its submit is a write that never retries (retry-policy test).
    ready: async ({ page }) => {
      await expect(page).toHaveURL(/\/m\/register$/);
      await expect(page.getByLabel(/^(Username|Nome de usuário)/)).toBeVisible();
    },
  },
  {
    name: 'forgot password',
    call: '/wps/member/password/email',
    kind: 'action',
    path: '/m/forget',
    on401: 'message',
    skip: ['unauthorized'],
    prepare: async ({ page }) => {
      await page.getByRole('tab', { name: 'Por e-mail' }).click();
      await page.getByLabel('Nome de usuário').fill('player1');
      await page.getByLabel('E-mail').fill('player1@example.com');
    },
    act: ({ page }) => page.getByRole('button', { name: 'Recuperar senha' }).click(),
    typedKept: async ({ page }) => {
      await expect(page.getByLabel('Nome de usuário')).toHaveValue('player1');
      await expect(page.getByLabel('E-mail')).toHaveValue('player1@example.com');
    },
    ready: ({ page }) => expect(page.getByText('Um e-mail de redefinição de senha foi enviado')).toBeVisible(),
  },
];
