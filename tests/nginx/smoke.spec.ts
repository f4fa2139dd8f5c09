import { expect, test } from '@playwright/test';

/**
 * OPS-07: the demo tenant as a player meets it behind nginx — the files
 * from nginx with the generated headers and cache rules, the platform's
 * calls through nginx's proxy to the sandbox and its PostgreSQL.
 */

test.describe('through nginx and PostgreSQL', () => {
  test('OPS-07 home comes from nginx with the security headers, revalidated HTML and immutable hashed assets', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const assetCaching: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/m/assets/'))
        assetCaching.push(response.headers()['cache-control'] ?? '');
    });
    const document = await page.goto('/m/home');
    expect(document?.status()).toBe(200);
    const headers = document?.headers() ?? {};
    // REL-41: nginx, without its version.
    expect(headers['server']).toBe('nginx');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('no-cache');
    await expect(page.getByTestId('bottom-menu').getByRole('link').first()).toHaveText('Início');
    expect(assetCaching.length).toBeGreaterThan(0);
    expect(new Set(assetCaching)).toEqual(new Set(['public, max-age=31536000, immutable']));
    expect(errors).toEqual([]);
  });

  test('OPS-07 a player logs in and opens the game list: the platform answers through the proxy, from PostgreSQL', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await page.getByLabel(/^(Username|Nome de usuário)/).fill('player1');
    await page.getByLabel(/^(Password|Senha)$/).fill('Player123');
    const login = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().includes('/wps/') && response.status() === 200,
    );
    await page.getByRole('button', { name: /^(Log in|Entrar)$/ }).click();
    const answer = (await login).headers();
    expect(answer['cache-control']).toBe('no-store');
    // REL-40: the platform's answers keep the security headers through the proxy.
    expect(answer['strict-transport-security']).toContain('max-age=');
    expect(answer['x-content-type-options']).toBe('nosniff');
    await expect(page.getByTestId('header-member')).toBeVisible();

    // The first game the platform lists (names are generated per game, FIND-06) shows as a tile.
    const gameList = page.waitForResponse(
      (response) => response.url().includes('/wps/relay/GCSGAME_gameList') && response.status() === 200,
    );
    await page.goto('/m/gameList?gameType=RNG');
    const listed = (await (await gameList).json()) as { value?: { games?: Array<{ gameName?: string }> } };
    const firstName = listed.value?.games?.[0]?.gameName ?? '';
    expect(firstName, 'the platform lists games through the proxy').not.toBe('');
    await expect(
      page.getByRole('list', { name: 'Jogos' }).getByRole('button', { name: firstName, exact: true }),
    ).toBeVisible();
  });

  test('OPS-07 the manifest, the service worker and a deep link: right types, a revalidated worker, the app for an app path', async ({
    page,
  }) => {
    const manifest = await page.goto('/m/manifest.webmanifest');
    expect(manifest?.headers()['content-type']).toContain('application/manifest+json');
    const worker = await page.goto('/m/sw.js');
    expect(worker?.status()).toBe(200);
    expect(worker?.headers()['content-type']).toMatch(/javascript/);
    expect(worker?.headers()['cache-control']).toBe('no-cache');
    const deepLink = await page.goto('/m/transaction/record');
    expect(deepLink?.status()).toBe(200);
    expect(deepLink?.headers()['content-type']).toContain('text/html');
  });
});
