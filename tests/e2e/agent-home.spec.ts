import { expect, loginAs, tenantOrigin, test } from './fixtures';
import { loginAsNew, MEMBER_TENANT } from './support/members';

const AGENT_TILE_FLAGS = ['AGETEAMOVW3', 'AGETRANSREC3', 'AGEDOWNMAN3', 'REDRAIN3', 'AGETEAMPNL3', 'AGETEAMBET3', 'AGEREBATE3', 'AGETEAMREB3', 'AGESECCEN3', 'MAILCEN', 'AGEDIVIDEND3'];
const allTileFlags = (on: readonly string[]) => Object.fromEntries(AGENT_TILE_FLAGS.map((code) => [code, on.includes(code)]));

test.describe('agent home', () => {
  test.use({ baseURL: tenantOrigin(MEMBER_TENANT) });

  test('AGENT-01 a guest, a player (type 0) and a type-40 user are sent to /m/home', async ({ page, sandbox }) => {
    await page.goto('/m/agent');
    await expect(page).toHaveURL(/\/m\/home$/);
    await loginAs(page, 'player1', 'Player123');
    await page.goto('/m/agent');
    await expect(page).toHaveURL(/\/m\/home$/);
    await loginAsNew(page, sandbox, 40);
    await page.goto('/m/agent');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('AGENT-01 AGENT-02 AGENT-03 AGENT-04 AGENT-05 AGENT-06 AGENT-16 AGENT-18 AGENT-19 AGENT-20 AGENT-21 agent1 sees greeting, balance, today counters, only the tiles whose flags are on, and the footer', async ({ page, sandbox }) => {
    await sandbox.flags('whitelabel', allTileFlags(['AGETEAMOVW3', 'REDRAIN3']));
    await loginAs(page, 'agent1', 'Agent123');
    await page.goto('/m/agent');
    await expect(page.getByTestId('agent-greeting')).toHaveText(/^Good (morning|afternoon|late afternoon|evening), agent1$/);
    await expect(page.getByTestId('agent-balance')).toHaveText(/Total balance: .+\d\.\d{2}$/);
    await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deposit' })).toBeVisible();
    const counters = page.getByTestId('agent-counters');
    await expect(counters.locator('[data-counter="teamLoginMemberCount"]')).toHaveText('12');
    await expect(counters.locator('[data-counter="teamBetMemberCount"]')).toHaveText('7');
    await expect(counters.locator('[data-counter="teamRegisterMemberCount"]')).toHaveText('3');
    await expect(counters.locator('[data-counter="teamOnlineCount"]')).toHaveText('5');
    const tiles = page.getByTestId('agent-tiles').locator('[data-tile]');
    await expect(tiles).toHaveText(['Team overview', 'Red rain', 'Online service']);
    const footer = page.getByTestId('agent-footer');
    await expect(footer.getByRole('link')).toHaveText(['Home', 'Open account', 'Agent announcements']);

    await sandbox.flags('whitelabel', allTileFlags(['AGESECCEN3', 'MAILCEN', 'AGEDIVIDEND3']));
    await page.reload();
    await expect(tiles).toHaveText(['Security centre', 'Online service', 'Mail']);
    await expect(footer.getByRole('link')).toHaveText(['Home', 'Open account', 'Dividend', 'Agent announcements']);
    await footer.getByRole('link', { name: 'Agent announcements' }).click();
    await expect(page).toHaveURL(/\/m\/member\/notice\?types=A$/);
  });

  test('CONTRACT-01 CONTRACT-03 CONTRACT-04 CONTRACT-06 CONTRACT-07 pending contracts prompt one after another; cancel stays, go opens the contract page', async ({ page }) => {
    await loginAs(page, 'contract1', 'Agent123');
    const prompt = page.getByTestId('contract-prompt');
    await expect(prompt).toContainText('Daily salary contract');
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(prompt).toContainText('Dividend contract');
    await prompt.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
    await expect(prompt).toHaveCount(0);
  });

  test('CONTRACT-02 an exempt type-41 agent sees no prompt', async ({ page, sandbox }) => {
    await loginAsNew(page, sandbox, 41);
    await page.goto('/m/agent');
    await expect(page.getByTestId('agent-tiles')).toBeVisible();
    await expect(page.getByTestId('contract-prompt')).toHaveCount(0);
  });
});
