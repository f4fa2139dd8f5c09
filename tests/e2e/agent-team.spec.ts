import { expect, loginAs, test } from './fixtures';

/** The agent's team pages (issue 14; AGENTX-*) as the seeded agent1 on the demo tenant (PT). */

test.describe('agent team', () => {
  test('AGENTX-01 the overview shows the team KPIs for the chosen period', async ({ page }) => {
    await loginAs(page, 'agent1');
    await page.goto('/m/agent/team/overview');
    const kpis = page.getByTestId('team-kpis');
    await expect(kpis.locator('[data-kpi]')).toHaveCount(8);
    await page.getByRole('tab', { name: '30 dias' }).click();
    await expect(kpis.locator('[data-kpi="activePlayers"] dd')).not.toHaveText('0');
    await expect(kpis.locator('[data-kpi="bets"] dd')).toContainText('R$');
  });

  test('AGENTX-02 AGENTX-03 members are filtered by level, status and name, and a downline opens with a way back', async ({
    page,
  }) => {
    await loginAs(page, 'agent1');
    await page.goto('/m/member/team');
    const list = page.getByTestId('team-members');
    await page.getByRole('tab', { name: 'Nível 3' }).click();
    await expect(list.locator('[data-member]')).toHaveCount(3);
    await page.getByRole('tab', { name: 'Todos os níveis' }).click();
    await page.getByRole('tab', { name: 'Bloqueado' }).click();
    await expect(list.locator('[data-member]')).toHaveCount(1);
    await expect(list.locator('[data-member="sub2p4"]')).toContainText('Bloqueado');
    await page.getByRole('tab', { name: 'Todos', exact: true }).click();
    await page.getByLabel('Buscar por usuário').fill('subagent');
    await expect(list.locator('[data-member]')).toHaveCount(2);
    await page.getByRole('button', { name: 'Ver subordinados de subagent1' }).click();
    await page.getByLabel('Buscar por usuário').fill('');
    await expect(list.locator('[data-member]')).toHaveCount(8);
    await expect(page.getByTestId('team-trail')).toContainText('subagent1');
    await page.getByRole('button', { name: 'Minha equipe' }).click();
    await expect(page.getByTestId('team-trail')).not.toContainText('subagent1');
  });

  test('AGENTX-04 AGENTX-05 team P&L and betting break the period down by downline and game type', async ({ page }) => {
    await loginAs(page, 'agent1');
    await page.goto('/m/agent/team/pnl');
    await expect(page.getByTestId('by-downline').locator('[data-downline="subagent1"]')).toContainText('Apostas');
    await expect(page.getByTestId('by-game-type').locator('[data-game-type]')).not.toHaveCount(0);
    await page.goto('/m/teamBetting');
    await expect(page.getByTestId('by-game-type').locator('[data-game-type="RNG"]')).toContainText(/rodadas/);
  });

  test('AGENTX-06 AGENTX-07 the agent sees its own rates; a downline rate above them is refused with the maximum', async ({
    page,
  }) => {
    await loginAs(page, 'agent1');
    await page.goto('/m/member/agent/agentRebeat');
    await expect(page.getByTestId('own-rates').locator('[data-rate="RNG"]')).toContainText('1,2%');
    await page.goto('/m/member/teamRebate');
    await page.getByRole('radio', { name: 'team2' }).check();
    const form = page.getByTestId('team-rates');
    await form.locator('[data-rate-input="RNG"]').fill('1.9');
    await expect(form.getByText('Acima da sua taxa')).toBeVisible();
    await form.getByRole('button', { name: 'Salvar taxas' }).click();
    await expect(form.getByRole('alert')).toHaveText('Não salvo: o máximo permitido é RNG 1,2%.');
    await form.locator('[data-rate-input="RNG"]').fill('1.1');
    await form.getByRole('button', { name: 'Salvar taxas' }).click();
    await expect(page.getByText('Taxas salvas')).toBeVisible();
  });

  test('AGENTX-08 POLISH-16 open account says a taken name once, then creates a downline who can log in at once', async ({
    page,
  }) => {
    await loginAs(page, 'agent1');
    await page.goto('/m/agentRegister');
    const name = `d${Date.now().toString(36)}`.slice(0, 12);
    const form = page.getByTestId('open-account');
    await form.getByLabel('Usuário').fill('player1');
    await form.getByLabel('Senha', { exact: true }).fill('Down1234');
    await form.getByRole('button', { name: 'Abrir conta' }).click();
    await expect(form.getByText('Este usuário já existe')).toBeVisible();
    await expect(form.getByText(/já existe/)).toHaveCount(1);
    await form.getByLabel('Usuário').fill(name);
    await form.getByLabel('Senha', { exact: true }).fill('Down1234');
    await form.locator('[data-rate-input="RNG"]').fill('0.5');
    await form.getByRole('button', { name: 'Abrir conta' }).click();
    await expect(page.getByTestId('account-opened')).toContainText(`A conta ${name} está aberta`);
    await loginAs(page, name);
  });

  test('AGENTX-09 the dividend page shows terms, this month, settled months and totals in words', async ({ page }) => {
    await loginAs(page, 'agent1');
    await page.goto('/m/member/agent/agentDivident');
    const terms = page.getByTestId('dividend-terms');
    await expect(terms.locator('[data-field="period"]')).toHaveText('Apuração: Mensal');
    await expect(terms).toContainText('jogadores ativos: 35%');
    await expect(page.getByTestId('dividend-current')).toContainText('Dividendo estimado');
    await expect(page.getByTestId('dividend-periods').locator('[data-status]')).toHaveCount(2);
    await expect(page.locator('[data-page="agentDividend"]')).not.toContainText('lastPayout');
  });
});
