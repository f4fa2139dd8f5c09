import type { Page } from '@playwright/test';
import { expect, loginAs, sandboxOrigin, test } from './fixtures';
import { loginAsMoneyPlayer, money } from './support/money';
import { storedRegistration, submitRegistration } from './support/register';

/** Engagement pages (issue 14; ENGAGE-*, AGENTX-12) on the demo tenant (PT). */

async function signOutLocally(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.clear());
}

test.describe('engagement', () => {
  test('REL-01 ENGAGE-01 a QR code whose library could not be fetched says so with a retry, and the retry draws it', async ({
    page,
    sandbox,
  }) => {
    await loginAsMoneyPlayer(page, sandbox, 0);
    let refused = 0;
    await page.route(
      (url) => refused === 0 && /\/m\/assets\/qr-library-[^/]+\.js$/.test(url.pathname),
      async (route) => {
        refused += 1;
        await route.abort('failed');
      },
    );
    await page.goto('/m/inviteFriends');
    await expect(page.getByTestId('invite-link')).toBeVisible();
    const failure = page.getByTestId('invite-qr-error');
    await expect(failure).toBeVisible();
    expect(refused).toBe(1);
    await failure.getByRole('button').click();
    await expect(page.getByTestId('invite-qr')).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('ENGAGE-01 ENGAGE-02 the invite link carries the code to registration, and the friend appears in the inviter list', async ({
    page,
    request,
    sandbox,
    context,
  }) => {
    const inviter = await loginAsMoneyPlayer(page, sandbox, 0);
    await page.goto('/m/inviteFriends');
    const code = (await page.getByTestId('referral-code').textContent()) ?? '';
    expect(code).toMatch(/^R[0-9A-Z]+$/);
    const link = new URL((await page.getByTestId('invite-link').textContent()) ?? '');
    expect(`${link.pathname}${link.search}`).toBe(`/m/register?affiliateCode=${code}`);
    await expect(page.getByTestId('invite-qr')).toBeVisible();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByRole('button', { name: 'Link copiado' })).toBeVisible();

    await signOutLocally(page);
    await page.goto(`${link.pathname}${link.search}`);
    const username = `fr${Date.now().toString(36)}`.slice(0, 14);
    await submitRegistration(page, request, sandbox, {
      username,
      password: 'Friend123',
      confirmPassword: 'Friend123',
      nickname: 'Friend',
    });
    await expect(page.getByTestId('header-member')).toBeVisible();
    expect(await storedRegistration(sandbox, username)).toMatchObject({ affiliateCode: code });

    await signOutLocally(page);
    await loginAs(page, inviter);
    await page.goto('/m/inviteFriends');
    await expect(page.getByTestId('invitations').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('invitations')).toContainText('Aguardando o primeiro depósito');
  });

  test('ENGAGE-03 ENGAGE-04 manual rebate is claimed once and appears in my rebate', async ({
    page,
    request,
    sandbox,
  }) => {
    const username = await loginAsMoneyPlayer(page, sandbox, 500);
    await page.goto('/m/member/manualRebate');
    await expect(page.getByText('Nada para resgatar ainda: jogue para ganhar rebate.')).toBeVisible();
    const rates = await request.post(`${sandboxOrigin}/__sandbox/rebate-rates`, {
      data: { username, rates: { RNG: 1 } },
      headers: { 'X-Sandbox-Scope': sandbox.scope },
    });
    expect(rates.ok()).toBe(true);
    await money(sandbox).play(username, 20, 10);
    await page.reload();
    await expect(page.getByTestId('claimable').locator('[data-game-type="RNG"]')).toContainText('R$\u00a02,00');
    await page.getByRole('button', { name: 'Resgatar R$\u00a02,00' }).click();
    await expect(page.getByText('Rebate de R$\u00a02,00 adicionado ao seu saldo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resgatar', exact: true })).toBeDisabled();
    await page.getByRole('link', { name: 'Meu rebate' }).click();
    await expect(page.getByTestId('rebate-claims').getByRole('listitem')).toHaveCount(1);
  });

  test('ENGAGE-05 a complete mission is claimed once and the leaderboard ranks the player', async ({
    page,
    sandbox,
  }) => {
    const username = await loginAsMoneyPlayer(page, sandbox, 500);
    await money(sandbox).play(username, 5, 20);
    await page.goto('/m/leaderBoard');
    const login = page.getByTestId('missions').locator('[data-mission="daily-login"]');
    await expect(login).toHaveAttribute('data-status', 'complete');
    await login.getByRole('button', { name: 'Resgatar' }).click();
    await expect(page.getByText('Recompensa de R$\u00a01,00 adicionada ao seu saldo')).toBeVisible();
    await expect(login.getByRole('button', { name: 'Resgatado' })).toBeDisabled();
    await expect(page.getByTestId('missions').locator('[data-mission="weekly-deposit"] button')).toBeDisabled();
    await expect(page.getByTestId('my-rank')).toHaveText(/Você: #\d+/);
    await expect(page.getByTestId('leaderboard').locator('[data-you="yes"]')).toBeVisible();
  });

  test('AGENTX-12 red rain counts down on the server clock, and during a rain pays one envelope once', async ({
    page,
    request,
    sandbox,
  }) => {
    await loginAsMoneyPlayer(page, sandbox, 0);
    // The last 05:00 UTC that has passed: the clock only goes back, so the session just made stays young.
    const todayFiveAm = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 5 * 3_600_000;
    const fiveAm = todayFiveAm > Date.now() ? todayFiveAm - 86_400_000 : todayFiveAm;
    await sandbox.clock(fiveAm - Date.now());
    await page.goto('/m/redRain');
    await expect(page.getByTestId('rain-timer')).toHaveText(/^[67]:\d\d:\d\d$/);
    const started = await request.post(`${sandboxOrigin}/__sandbox/red-rain`, {
      data: { minutes: 5, prize: 5 },
      headers: { 'X-Sandbox-Scope': sandbox.scope },
    });
    expect(started.ok()).toBe(true);
    // Envelopes fall (a CSS animation) unless the player asks for reduced motion: then they stand still, and can be tapped.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await page.getByRole('button', { name: 'Envelope vermelho' }).first().click();
    await expect(page.getByTestId('rain-prize')).toHaveText('Você ganhou R$\u00a05,00!');
    await page.reload();
    await expect(page.getByTestId('rain-prize')).toHaveText('Você já pegou R$\u00a05,00 nesta chuva.');
    await expect(page.getByRole('button', { name: 'Envelope vermelho' })).toHaveCount(0);
  });
});
