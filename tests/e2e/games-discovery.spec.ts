import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';
import { gameTiles } from './support/games';

/**
 * Finding games (issue 34): the header search, real tiles with their info
 * sheet, demo play and the jackpot ticker, as a player meets them on a phone
 * against the sandbox (PT demo tenant). Setup and faults go through the
 * control API; each walk covers several requirements.
 */

const envelope = (value: unknown) => JSON.stringify({ success: true, value });

const openSearch = async (page: Page) => {
  await page.getByRole('button', { name: 'Buscar em todos os jogos' }).click();
  const field = page.getByRole('combobox', { name: 'Jogo ou provedor' });
  // The panel's code loads on the first tap (it is not in the first route's chunks).
  await expect(field).toBeFocused({ timeout: 20_000 });
  return field;
};

test.describe('finding games (issue 34)', () => {
  test('FIND-01 FIND-02 FIND-03 FIND-04 FIND-05 the header search finds a game by a part of its name without accents, by keyboard, and launches it', async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(90_000);
    await loginAs(page);
    await page.goto('/m/home');
    let field = await openSearch(page);
    await expect(page.getByText('Digite ao menos duas letras de um jogo ou de um provedor.')).toBeVisible();

    // Typed as a player types, without the accent: the results come as the typing pauses, grouped by type.
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('GCSGAME_searchGames'))
        searches.push(new URL(request.url()).searchParams.get('keyword') ?? '');
    });
    await field.pressSequentially('pescaria dour', { delay: 30 });
    const fishing = page.getByRole('group', { name: /^Pesca \(\d+\)$/ });
    await expect(fishing.getByRole('option', { name: /Pescária Dourada/ })).toBeVisible();
    await expect(page.getByTestId('search-announcement')).toHaveText(/^\d+ jogos? encontrados?$/);
    expect(searches.at(-1)).toBe('pescaria dour');
    expect(searches.length).toBeLessThan('pescaria dour'.length - 1);

    // Keyboard: the arrow puts the field's active option on the first result; Enter launches it.
    await field.press('ArrowDown');
    const results = page.getByRole('listbox', { name: 'Resultados da busca' });
    const first = results.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'none');
    await expect(first).toContainText('Pescária Dourada');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/sandbox-game\/play/);
    await expect(page.getByRole('heading', { name: 'Pescária Dourada' })).toBeVisible();

    // The search is kept on the phone: the next search starts from it.
    await page.goto('/m/home');
    field = await openSearch(page);
    const recent = page.getByRole('group', { name: 'Buscas recentes' });
    await recent.getByRole('option', { name: 'pescaria dour' }).click();
    await expect(field).toHaveValue('pescaria dour');
    await expect(page.getByRole('option', { name: /Pescária Dourada/ })).toBeVisible();

    // A vendor's name finds the vendor and its games across every type.
    await field.fill('jili');
    await expect(
      page.getByRole('group', { name: 'Provedores' }).getByRole('option', { name: /Jili Lite/ }),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: /^Slots \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /Ver todos os \d+ jogos em Slots/ })).toBeVisible();

    // An honest empty result: it says nothing matched and suggests what the player may have meant.
    await field.fill('pescarai');
    await expect(page.getByText('Nenhum jogo ou provedor corresponde a “pescarai”.')).toBeVisible();
    await expect(page.getByTestId('search-announcement')).toHaveText('Nada encontrado');
    await expect(page.getByRole('group', { name: 'Jogos populares' }).getByRole('option').first()).toBeVisible();
    await page.getByRole('group', { name: 'Você quis dizer' }).getByRole('option', { name: 'pescaria' }).click();
    await expect(field).toHaveValue('pescaria');
    await expect(page.getByRole('option', { name: /Pescária do Rei/ })).toBeVisible();

    // A failed search says so with a retry (reads retry on their own first), and the retry finds the game.
    await sandbox.fault('/wps/relay/GCSGAME_searchGames', 'http500');
    await field.fill('tigre');
    await expect(page.getByTestId('search-error')).toContainText('Não foi possível fazer a busca.', {
      timeout: 20_000,
    });
    await sandbox.clearFaults();
    await page.getByTestId('search-error').getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('option', { name: /Tigre/ }).first()).toBeVisible();

    // An answer of the wrong shape is a failed read, never a crash or an empty result.
    await page.route('**/GCSGAME_searchGames*', (route) =>
      route.fulfill({ contentType: 'application/json', body: envelope({ groups: 'none', vendors: 7 }) }),
    );
    await field.fill('koi pond');
    await expect(page.getByTestId('search-error')).toBeVisible({ timeout: 20_000 });
    await page.unroute('**/GCSGAME_searchGames*');

    // Escape closes the sheet and gives focus back to the header's button.
    await field.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Buscar jogos' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Buscar em todos os jogos' })).toBeFocused();
  });

  test('FIND-06 FIND-07 FIND-08 FIND-10 FIND-11 FIND-12 a guest reads a game’s info sheet and plays its demo under the demo badge', async ({
    page,
    sandbox,
  }) => {
    test.setTimeout(90_000);
    const realLaunches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/game/launchGame')) realLaunches.push(request.url());
    });
    await page.goto('/m/gameList?gameType=FISH');
    const tile = gameTiles(page).first();
    await expect(tile.getByRole('button').first()).toHaveText('Pescária Dourada');
    // Each game has its own picture, sized before it arrives; the vendor and the ribbon are on the tile.
    const icon = tile.locator('img');
    await expect(icon).toHaveAttribute('src', /\/m\/cdn\/games\/BGS-FISH-001\.png$/);
    await expect(icon).toHaveAttribute('width', '100');
    await expect(tile).toContainText('BG Soft');
    await expect(tile).toContainText('Novo');
    const secondIcon = await gameTiles(page).nth(1).locator('img').getAttribute('src');
    expect(secondIcon).not.toBe(await icon.getAttribute('src'));

    await tile.getByRole('button', { name: 'Sobre Pescária Dourada' }).click();
    const sheet = page.getByRole('dialog', { name: 'Pescária Dourada' });
    await expect(sheet).toContainText('BG Soft');
    await expect(sheet).toContainText('Pesca');
    await expect(sheet).toContainText(/Retorno ao jogador\s*9\d,\d{2}\s?%/);
    await expect(sheet).toContainText(/Volatilidade\s*(Baixa|Média|Alta)/);
    await expect(sheet.getByRole('button', { name: 'Entrar para jogar com dinheiro real' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Jogar por diversão' }).click();

    await expect(page).toHaveURL(/\/m\/demoPlay\?nodeId=BGS-FISH-001/);
    const demo = page.getByTestId('demo-play');
    await expect(demo.getByText('Demo', { exact: true })).toBeVisible();
    await expect(demo).toContainText('Dinheiro de brincadeira: sem apostas nem prêmios reais.');
    await expect(demo.getByRole('link', { name: 'Entrar para jogar valendo' })).toBeVisible();
    const game = page.frameLocator('iframe[title="Pescária Dourada (demo)"]');
    await expect(game.getByRole('heading', { name: 'Pescária Dourada' })).toBeVisible();
    await expect(game.getByText('DEMO')).toBeVisible();
    expect(realLaunches).toEqual([]);

    // A live table has no demo: its sheet offers none, and its demo address says so instead of failing.
    await page.goto('/m/gameList?gameType=LIVE&vassalage=EVO');
    const table = gameTiles(page).first();
    const tableName = (await table.getByRole('button').first().innerText()).trim();
    await table.getByRole('button', { name: `Sobre ${tableName}` }).click();
    await expect(page.getByRole('dialog', { name: tableName })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jogar por diversão' })).toHaveCount(0);
    await page.goto('/m/demoPlay?nodeId=EVO-LIVE-001&vendor=EVO');
    await expect(page.getByText('Este jogo não tem modo demonstração.')).toBeVisible();

    // A failed demo launch says so with a retry, which opens the demo.
    await sandbox.fault('/wps/relay/GCS_gameTrialLaunch', 'http500');
    await page.goto('/m/demoPlay?nodeId=JLI-FISH-001&vendor=JLI&name=Pesc%C3%A1ria%20do%20Rei');
    await expect(page.getByText('Não foi possível abrir a demonstração.')).toBeVisible({ timeout: 20_000 });
    await sandbox.clearFaults();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(
      page.frameLocator('iframe[title="Pescária do Rei (demo)"]').getByRole('heading', { name: 'Pescária do Rei' }),
    ).toBeVisible();
  });

  test('FIND-13 FIND-14 FIND-15 MONEY-51 the jackpot ticker shows on home and moves; jackpot tiles show theirs; a failed read offers a retry', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/m/home');
    const strip = page.getByTestId('jackpot-strip');
    // The strip's code loads once the browser is idle after the first paint, then it reads the pools.
    await expect(strip.getByRole('heading', { name: 'Jackpots' })).toBeVisible({ timeout: 20_000 });
    // The ticker moves while it is on screen (it waits off screen).
    await strip.scrollIntoViewIfNeeded();
    const pools = strip.getByRole('listitem');
    await expect(pools).toHaveCount(4);
    const top = pools.first().locator('[data-jackpot]');
    await expect(top).toHaveText(/^R\$\s?[\d.]+,\d{2}$/);
    await expect(pools.first().getByRole('link')).toHaveAccessibleName(/: ver os jogos$/);
    // Between reads the amount grows on the phone (the sandbox's pools grow every second).
    const before = await top.innerText();
    await expect.poll(() => top.innerText(), { timeout: 15_000 }).not.toBe(before);
    const amount = (text: string) => Number(text.replace(/[^\d]/g, ''));
    expect(amount(await top.innerText())).toBeGreaterThan(amount(before));
    // MONEY-51: the wire's major units read as such — a pool is R$ 20.000,00 to R$ 2.500.000,00 (in cents here).
    expect(amount(before)).toBeGreaterThanOrEqual(20_000_00);
    expect(amount(before)).toBeLessThanOrEqual(2_500_000_00);

    // A jackpot slot's tile shows its pool.
    await page.goto('/m/gameList?gameType=RNG&vassalage=PGS');
    const jackpotTile = gameTiles(page)
      .filter({ has: page.locator('[data-jackpot="JP-PGS"]') })
      .first();
    await expect(jackpotTile.locator('[data-jackpot]')).toHaveText(/^R\$\s?[\d.]+,\d{2}$/);

    // A failed read says so in the strip's place, with a retry that brings the pools back. The platform fails
    // until the retry is pressed, so no read of its own (a tile coming on screen) can bring them back first.
    let failing = true;
    await page.route('**/GCSGAME_jackpots*', (route) =>
      failing ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    );
    // The game list says once that the jackpots of its jackpot games could not be read.
    await page.goto('/m/gameList?gameType=RNG&vassalage=PGS');
    await expect(page.getByTestId('jackpot-read-error')).toContainText('Não foi possível carregar os jackpots.', {
      timeout: 20_000,
    });
    await expect(gameTiles(page).first()).toBeVisible();
    await page.goto('/m/home');
    const failed = page.getByTestId('jackpot-strip-error');
    await expect(failed).toContainText('Não foi possível carregar os jackpots.', { timeout: 20_000 });
    failing = false;
    await failed.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByTestId('jackpot-strip').getByRole('listitem')).toHaveCount(4);
    await page.unroute('**/GCSGAME_jackpots*');

    // Pools of the wrong shape, or whose money cannot be read, never crash home nor show a made-up amount.
    await page.route('**/GCSGAME_jackpots*', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: envelope({ pools: [{ jackpotId: 'JP-X', name: 'Broken', amount: 'lots' }, null, 7] }),
      }),
    );
    await page.goto('/m/home');
    await expect(page.getByTestId('jackpot-strip-error')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Broken')).toHaveCount(0);
  });
});
