import type { Page } from '@playwright/test';
import { expect, sandboxOrigin, test } from './fixtures';

/**
 * Issue 16: links to hosts outside the tenant's trusted list wait behind a
 * "you are leaving <brand>" notice; trusted hosts open at once; the served
 * page carries the hardened headers, frames only from trusted hosts, and
 * sends CSP violations to the sandbox's report endpoint.
 */

const UNTRUSTED_CHAT = 'https://chat.untrusted.example/live';
const notice = (page: Page) => page.getByTestId('leaving-notice');

test.describe('leaving the site (issue 16)', () => {
  test.beforeEach(async ({ context }) => {
    // Nothing leaves the machine: the other sites answer from here.
    await context.route(/^https:\/\/(chat\.untrusted\.example|t\.me)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }),
    );
  });

  test('REL-08 a link the platform sent to an untrusted host asks first: Stay keeps the player here, Continue opens it in a new window', async ({
    page,
    context,
    sandbox,
  }) => {
    await sandbox.status({ customerService: [{ csType: 'LIVECHAT', path: UNTRUSTED_CHAT }] } as never);
    await page.goto('/m/login');
    const serviceLink = page.getByTestId('login-nav-strip').getByRole('link', { name: 'Atendimento' });
    await expect(serviceLink).toHaveAttribute('href', UNTRUSTED_CHAT);
    let opened = 0;
    context.on('page', () => (opened += 1));
    await serviceLink.click();
    await expect(notice(page)).toBeVisible();
    await expect(notice(page).getByRole('heading')).toHaveText('Você está saindo de Lobby Demo');
    await expect(page.getByTestId('leaving-host')).toHaveText('chat.untrusted.example');
    await notice(page).getByRole('button', { name: 'Ficar' }).click();
    await expect(notice(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(opened).toBe(0);

    await serviceLink.click();
    const popup = context.waitForEvent('page');
    await notice(page).getByRole('button', { name: 'Continuar' }).click();
    const other = await popup;
    await other.waitForURL(UNTRUSTED_CHAT);
    await expect(notice(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('REL-08 a button that opens a window (live chat) goes through the same notice', async ({ page, sandbox }) => {
    await sandbox.status({ customerService: [{ csType: 'LIVECHAT', path: UNTRUSTED_CHAT }] } as never);
    await page.goto('/m/service');
    await page.getByRole('button', { name: 'Chat ao vivo' }).click();
    await expect(page.getByTestId('leaving-host')).toHaveText('chat.untrusted.example');
  });

  test('REL-08 a link to a host the tenant trusts opens at once, with no notice', async ({ page, context }) => {
    await page.goto('/m/service');
    const popup = context.waitForEvent('page');
    await page.locator('[data-service-link="TELEGRAM"]').click();
    await (await popup).waitForURL(/^https:\/\/t\.me\//);
    await expect(notice(page)).toHaveCount(0);
  });
});

test.describe('served headers and CSP reports (issue 16)', () => {
  test('REL-07 REL-08 REL-09 the page comes with the hardened headers, frames only from trusted hosts and names the report endpoint', async ({
    page,
  }) => {
    // Chromium warns in the console about a header it cannot read (an unknown Permissions-Policy feature) on every load.
    const headerWarnings: string[] = [];
    page.on('console', (message) => {
      if (/policy|header/i.test(message.text())) headerWarnings.push(`${message.type()}: ${message.text()}`);
    });
    const response = await page.goto('/m/home');
    await expect(page.getByTestId('header-guest')).toBeVisible();
    expect(headerWarnings).toEqual([]);
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-src 'self' https://example.com https://t.me");
    expect(csp).not.toMatch(/frame-src[^;]* https:(;|\s|$)/);
    expect(csp).toMatch(/img-src 'self' data: https:(;|$)/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('report-uri /__csp-report');
    expect(headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
    });
    // The camera and the position for the site itself only (issue 33: the selfie, the location check), never frames.
    expect(headers['permissions-policy']).toContain('camera=(self)');
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    expect(headers['permissions-policy']).toContain('microphone=()');
  });
});

test.describe('CSP violation reports (issue 16)', () => {
  test.use({ cspViolationsExpected: true });

  test('REL-09 a blocked plain-http image is reported to the sandbox endpoint', async ({ page, request }) => {
    await page.goto('/m/help');
    await expect(page.locator('#root')).not.toBeEmpty();
    const marker = `insecure-${Date.now()}.example`;
    await page.evaluate((host) => {
      const image = document.createElement('img');
      image.src = `http://${host}/pixel.png`;
      document.body.append(image);
    }, marker);
    await expect
      .poll(async () => {
        const listed = (await (await request.get(`${sandboxOrigin}/__sandbox/csp-reports`)).json()) as {
          value: { reports: Array<{ blockedUri: string; directive: string }> };
        };
        return listed.value.reports.find((report) => report.blockedUri.includes(marker))?.directive ?? null;
      })
      .toBe('img-src');
  });
});
