import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The font families Chromium drew the page's texts with (DevTools' "rendered fonts"), sorted. */
async function fontFamiliesDrawn(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body *' });
  const families = new Set<string>();
  for (const nodeId of nodeIds) {
    // A node the page removed since the query (a banner's slide, a closed pop-up) draws nothing: skipped.
    const drawn = await cdp.send('CSS.getPlatformFontsForNode', { nodeId }).catch((error: unknown) => {
      if (error instanceof Error && error.message.includes('Could not find node')) return { fonts: [] };
      throw error;
    });
    for (const font of drawn.fonts) families.add(font.familyName);
  }
  await cdp.detach();
  return [...families].sort();
}

test.describe('startup (000 §4)', () => {
  test('BOOT-05 ROUTE-01 the demo home renders on a phone viewport', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('header')).toHaveAttribute('data-variant', 'home');
    await expect(page.getByRole('img', { name: 'Lobby Demo' }).first()).toBeVisible();
    await expect(page.getByTestId('bottom-menu').getByRole('link')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: 'Jogos' })).toBeVisible();
    expect(page.viewportSize()?.width).toBeLessThan(500);
  });

  test('SPEED-27 the key pages draw every text in the theme font, with no fallback font to look up', async ({
    page,
  }) => {
    // Noto Sans: the first family of themes/base.tokens.json, installed beside Chromium (scripts/ensure-chromium.sh).
    const pages: ReadonlyArray<readonly [string, string]> = [
      ['/m/home', '[data-testid="bottom-menu"]'],
      ['/m/register', 'form[data-testid^="register-form-"]'],
      ['/m/gameList?gameType=RNG', '[aria-pressed]'],
      ['/m/lottery', '[data-testid^="lottery-"] [aria-pressed]'],
    ];
    for (const [path, ready] of pages) {
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      expect(await fontFamiliesDrawn(page), path).toEqual(['Noto Sans']);
    }
  });

  test('BOOT-02 ROUTE-21 maintenance on shows the maintenance page instead of the app', async ({ page, sandbox }) => {
    await sandbox.status({ maintenance: true, regionRestriction: false });
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Manutenção do sistema' })).toBeVisible();
    await expect(page.getByTestId('bottom-menu')).toHaveCount(0);
  });

  test('BOOT-03 BOOT-09 region restriction shows the IP/location-restricted view', async ({ page, sandbox }) => {
    await sandbox.status({ maintenance: false, regionRestriction: true });
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    await expect(page.getByText('O acesso a partir do seu endereço IP ou localização é restrito.')).toBeVisible();
  });

  test('BOOT-04 maintenance and region restriction together show maintenance', async ({ page, sandbox }) => {
    await sandbox.status({ maintenance: true, regionRestriction: true });
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Manutenção do sistema' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toHaveCount(0);
  });

  test('a failing status call shows an error view with retry, not a blank page', async ({ page, sandbox }) => {
    await sandbox.fault('/wps/system/status', 'http500', { times: 3 });
    await page.goto('/m/home');
    // Issue 16: a 500 says the server failed for now, so trying again may help.
    await expect(page.getByRole('alert')).toContainText('O servidor teve um problema. Tente novamente em instantes.');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.getByTestId('bottom-menu')).toBeVisible();
  });

  test('FLAG-04 a broken whitelabel answer leaves the tenant defaults and the app works', async ({ page, sandbox }) => {
    await sandbox.fault('/wps/system/whitelabel', 'malformed');
    await sandbox.fault('/wps/system/settings/consolidated', 'http500');
    await page.goto('/m/home');
    await expect(page.getByTestId('header-guest').getByRole('link', { name: 'Registrar' })).toBeVisible();
  });

  test('FLAG-05 HDR-02 a flag changed on the server applies on the next load without a rebuild', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('header-guest').getByRole('link', { name: 'Registrar' })).toBeVisible();
    await sandbox.flags('whitelabel', { DIRECTREG3: false });
    await page.reload();
    await expect(page.getByTestId('header-guest').getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByTestId('header-guest').getByRole('link', { name: 'Registrar' })).toHaveCount(0);
    await sandbox.flags('consolidated', { DIRECTREG3: true });
    await page.reload();
    await expect(page.getByTestId('header-guest').getByRole('link', { name: 'Registrar' })).toBeVisible();
  });
});

/** The connection drops as the first request for a matching asset goes out: that request fails, and the browser stays offline. */
async function dropConnectionAt(page: Page, context: BrowserContext, asset: RegExp): Promise<{ dropped(): boolean }> {
  let armed = true;
  await page.route(
    (url) => armed && asset.test(url.pathname),
    async (route) => {
      armed = false;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    },
  );
  return { dropped: () => !armed };
}

test.describe('a start without the app code (issue 7)', () => {
  test('ERR-24 offline before the app code arrives: the skeleton gives way to "no internet" with a retry, and the app starts once back online', async ({
    page,
    context,
  }) => {
    await dropConnectionAt(page, context, /\/m\/assets\/main-[^/]+\.js$/);
    await page.goto('/m/home');
    const failure = page.getByRole('alert');
    await expect(failure).toContainText('Sem conexão com a internet');
    await expect(failure.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(page.locator('.lby-shell-tile')).toHaveCount(0);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    await expect(page.getByTestId('header')).toHaveAttribute('data-variant', 'home');
    await expect(page.getByRole('heading', { name: 'Jogos' })).toBeVisible();
  });

  test('ERR-24 BOOT-01 the connection drops while the texts are on their way: the shell says "no internet", and back online the app starts in the same document', async ({
    page,
    context,
  }) => {
    const drop = await dropConnectionAt(page, context, /\/m\/assets\/pt-[^/]+\.js$/);
    await page.goto('/m/home');
    const failure = page.getByRole('alert');
    await expect(failure).toContainText('Sem conexão com a internet');
    await expect(failure.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    expect(drop.dropped()).toBe(true);
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    await expect(page.getByTestId('header')).toHaveAttribute('data-variant', 'home');
    await expect(page.getByRole('heading', { name: 'Jogos' })).toBeVisible();
    await expect(page.getByTestId('bottom-menu')).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("ERR-24 the texts' own chunk drops (a dependency the document remembers as failed): back online the page reloads once and the app starts", async ({
    page,
    context,
  }) => {
    const drop = await dropConnectionAt(page, context, /\/m\/assets\/locale-pt-[^/]+\.js$/);
    await page.goto('/m/home');
    await expect(page.getByRole('alert')).toContainText('Sem conexão com a internet');
    expect(drop.dropped()).toBe(true);

    await page.evaluate(() => ((window as { firstDocument?: boolean }).firstDocument = true));

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    await expect(page.getByTestId('header')).toHaveAttribute('data-variant', 'home');
    expect(
      await page.evaluate(() => (window as { firstDocument?: boolean }).firstDocument ?? false),
      'a new document',
    ).toBe(false);
    await expect(page.getByRole('heading', { name: 'Jogos' })).toBeVisible();
  });

  test('ERR-23 an app chunk the server cannot send: "could not reach the service", and the retry starts the app', async ({
    page,
  }) => {
    let armed = true;
    await page.route(
      (url) => armed && /\/m\/assets\/main-[^/]+\.js$/.test(url.pathname),
      async (route) => {
        armed = false;
        await route.fulfill({ status: 503, body: 'unavailable' });
      },
    );
    await page.goto('/m/login');
    const failure = page.getByRole('alert');
    await expect(failure).toContainText('Não foi possível acessar o serviço');
    await failure.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });
});
