import { expect, loginAs, tenantOrigin, test } from './fixtures';

/** Game centres, lottery screens and the user agreement (issue 14; ENGAGE-06..10). */

test.describe('game centres and lottery screens', () => {
  test('ENGAGE-06 the game centre lists providers by category and opens a provider in the game list', async ({
    page,
  }) => {
    await page.goto('/m/gameCenter');
    const lobby = page.getByTestId('vendor-lobby');
    await expect(lobby.locator('[data-vendor]')).not.toHaveCount(0);
    await page.getByRole('tab', { name: 'Ao vivo' }).click();
    const first = lobby.locator('[data-vendor]').first();
    const vendor = (await first.getAttribute('data-vendor')) ?? '';
    await first.getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`/m/gameList\\?gameType=LIVE&vassalage=${vendor}$`));
    await page.goto('/m/slotsCenter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Central de slots');
    await expect(page.getByTestId('vendor-lobby').locator('[data-vendor]')).not.toHaveCount(0);
  });

  test('ENGAGE-07 more lottery lists every category; start lottery launches the chosen one; the game lobby opens the lottery lobby', async ({
    page,
  }) => {
    await loginAs(page);
    await page.goto('/m/moreLottery');
    const section = page.locator('section[data-kind]').first();
    await expect(section).toBeVisible();
    await section.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/startLottery\?code=[^&]+&prize_mode=(Lott|Elott)$/);
    await expect(page.getByTestId('start-lottery').locator('strong')).not.toBeEmpty();
    await page.getByRole('radio', { name: 'Jogo de entretenimento' }).check();
    await page.getByRole('button', { name: 'Começar' }).click();
    await expect(page).toHaveURL(/\/sandbox-game\/play/);
    await page.goto('/m/gameLobby');
    await page.getByRole('button', { name: 'Abrir o lobby de loterias' }).click();
    await expect(page).toHaveURL(/\/sandbox-game\/play\?title=Lottery\+lobby/);
  });

  test('ENGAGE-08 REG-13 the user agreement is the tenant own, in the player language, and linked from registration', async ({
    page,
  }) => {
    await page.goto('/m/register');
    await page.getByRole('link', { name: 'contrato do usuário' }).click();
    await expect(page).toHaveURL(/\/m\/useragreement$/);
    await expect(page.getByTestId('agreement-tenant')).toContainText('Termos e condições — Lobby Demo');
    await page.goto(`${tenantOrigin('aurora')}/m/useragreement`);
    await expect(page.getByTestId('agreement-tenant')).toContainText('Aurora Play — User agreement');
  });

  test('ENGAGE-10 a failed team list shows an error with retry, and retry recovers', async ({ page, sandbox }) => {
    await loginAs(page, 'agent1');
    await sandbox.fault('/wps/agent/subordinates', 'http500', { times: 3 });
    await page.goto('/m/member/team');
    await expect(page.locator('[data-state="error"]')).toBeVisible({ timeout: 15_000 });
    await sandbox.clearFaults();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByTestId('team-members').locator('[data-member]')).not.toHaveCount(0);
  });
  test("ENGAGE-10 ENGAGE-07 the game lobby's lotteries and start lottery's chosen game show a failed read with a retry that recovers, never an empty page", async ({
    page,
    sandbox,
  }) => {
    await loginAs(page);
    await sandbox.fault('/lgw/games/mobile', 'http500', { times: 20 });
    await sandbox.fault('/lgw/games/popular', 'http500', { times: 20 });
    await page.goto('/m/gameLobby');
    const failed = page.getByTestId('lottery-kinds-error');
    await expect(failed).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('section[aria-label]')).toHaveCount(0);
    await page.goto('/m/startLottery?code=FAST1&prize_mode=Lott');
    await expect(page.getByTestId('start-lottery-error')).toBeVisible({ timeout: 15_000 });
    await sandbox.clearFaults();
    await page.getByTestId('start-lottery-error').getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByTestId('start-lottery-error')).toHaveCount(0);
    await page.goto('/m/gameLobby');
    await expect(page.locator('section[aria-label]').first().getByRole('button').first()).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
});
