import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { completeCpf, formatCpf } from '../../src/lib/identity-rules.ts';
import { expect, tenantOrigin, test } from './fixtures';
import { countCalls } from './support/accounts';
import { control } from './support/control';
import { REGISTER_CALL, field, fillCaptcha, freshUsername, registerButton } from './support/register';

/**
 * Registration with identity under the BR profile (issue 33; KYC-01..06):
 * tenant ipe asks for full name, CPF and date of birth through the field
 * configuration; demo ("none") asks for none of them.
 */

const cpfField = (page: Page) => page.getByLabel(/^CPF\*?$/);
const nameField = (page: Page) => page.getByLabel(/^Nome completo\*?$/);
const birthField = (page: Page) => page.getByLabel(/^Data de nascimento\*?$/);

/** A CPF with its right check digits, new on every run (a CPF registers once per merchant). */
const freshCpf = (): string => completeCpf(String(randomInt(100_000_000, 999_999_999)));
/** The same CPF with its last check digit wrong. */
const wrongCheckDigit = (cpf: string): string => `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`;

/** YYYY-MM-DD of the day `years` years before today, moved by `days` (local calendar, as the browser's). */
function birthDateYearsAgo(years: number, days = 0): string {
  const today = new Date();
  const day = new Date(today.getFullYear() - years, today.getMonth(), today.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

test.describe('registration with identity under BR (issue 33)', () => {
  test.use({ baseURL: tenantOrigin('ipe') });

  test('KYC-01 KYC-05 full name, CPF and date of birth are asked; the CPF is masked 000.000.000-00 as typed', async ({
    page,
  }) => {
    await page.goto('/m/register');
    await expect(nameField(page)).toHaveAttribute('aria-required', 'true');
    await expect(cpfField(page)).toHaveAttribute('inputmode', 'numeric');
    await expect(birthField(page)).toHaveAttribute('type', 'date');
    await cpfField(page).pressSequentially('1234');
    await expect(cpfField(page)).toHaveValue('123.4');
    await cpfField(page).pressSequentially('5678909');
    await expect(cpfField(page)).toHaveValue('123.456.789-09');
    // Letters and a twelfth digit do not get in.
    await cpfField(page).pressSequentially('x7');
    await expect(cpfField(page)).toHaveValue('123.456.789-09');
  });

  test('KYC-02 KYC-03 KYC-06 a CPF with wrong check digits and a player under 18 are refused in the app; a good one registers', async ({
    page,
    request,
    sandbox,
  }) => {
    const calls = countCalls(page, REGISTER_CALL);
    const cpf = freshCpf();
    const username = freshUsername('cpf');
    await page.goto('/m/register');
    await field(page, 'username').fill(username);
    await field(page, 'password').fill('Secret123');
    await field(page, 'confirmPassword').fill('Secret123');
    await nameField(page).fill('Ana Souza');
    await cpfField(page).fill(wrongCheckDigit(cpf));
    // One day short of the 18th birthday.
    await birthField(page).fill(birthDateYearsAgo(18, 1));
    await fillCaptcha(page, request, sandbox);
    await registerButton(page).click();
    await expect(page.getByText('Este CPF não é válido: confira os dígitos')).toBeVisible();
    await expect(page.getByText('É preciso ter pelo menos 18 anos para se cadastrar')).toBeVisible();
    expect(calls.count).toBe(0);

    // The 18th birthday is today: old enough.
    await cpfField(page).fill(cpf);
    await expect(cpfField(page)).toHaveValue(formatCpf(cpf));
    await birthField(page).fill(birthDateYearsAgo(18));
    await expect(page.getByText('Este CPF não é válido: confira os dígitos')).toHaveCount(0);
    await expect(page.getByText('É preciso ter pelo menos 18 anos para se cadastrar')).toHaveCount(0);
    await registerButton(page).click();
    await expect(page.getByText('Registrado com sucesso')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(calls.count).toBe(1);

    const stored = await control<{ identity: { cpf: string; fullName: string; birthDate: string } }>(
      sandbox,
      'GET',
      `verifications?username=${encodeURIComponent(username.toLowerCase())}&merchant=ipe`,
    );
    expect(stored.identity).toEqual({ cpf, fullName: 'Ana Souza', birthDate: birthDateYearsAgo(18) });
  });
});

test.describe('registration without identity under "none" (issue 33)', () => {
  test('KYC-01 demo shows no CPF, full name or date of birth field', async ({ page }) => {
    await page.goto('/m/register');
    await expect(field(page, 'username')).toBeVisible();
    await expect(cpfField(page)).toHaveCount(0);
    await expect(nameField(page)).toHaveCount(0);
    await expect(birthField(page)).toHaveCount(0);
  });

  test('KYC-23 the login page offers free play where the profile allows it (demo), not under BR (ipe)', async ({
    page,
  }) => {
    const testPlay = page.getByRole('button', { name: 'Jogar como teste' });
    await page.goto('/m/login');
    await expect(testPlay).toBeVisible();
    await page.goto(`${tenantOrigin('ipe')}/m/login`);
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(testPlay).toHaveCount(0);
  });
});
