import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

/**
 * Shared fixtures: every test gets its own sandbox scope (flags, status,
 * faults and clock set through the control API touch no other test), and
 * fails when the page throws an uncaught error.
 */

export const sandboxOrigin = `http://127.0.0.1:${E2E_PORT}`;
export const tenantOrigin = (merchant: string): string => `http://${merchant}.localhost:${E2E_PORT}`;
export const KNOWN_TENANTS = ['demo', 'aurora', 'jaguar', 'sahara', 'ipe'] as const;

/** The sandbox's own list of faults (sandbox/control-state.ts), so the two cannot drift. */
export type { FaultKind } from '../../sandbox/control-state.ts';
import type { FaultKind } from '../../sandbox/control-state.ts';

export class SandboxControl {
  constructor(
    private readonly request: APIRequestContext,
    readonly scope: string,
  ) {}

  /** A call of the sandbox's control API in this scope; fails the test when refused, else answers the body. */
  async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const url = `${sandboxOrigin}/__sandbox/${path}`;
    const headers = { 'X-Sandbox-Scope': this.scope };
    const response =
      method === 'GET'
        ? await this.request.get(url, { headers })
        : await this.request.post(url, { data: body, headers });
    expect(response.ok(), `control ${path}: ${await response.text()}`).toBe(true);
    return response.json() as Promise<unknown>;
  }

  private post(path: string, body: unknown): Promise<unknown> {
    return this.call('POST', path, body);
  }

  status(status: { maintenance?: boolean; regionRestriction?: boolean }) {
    return this.post('status', status);
  }

  flags(
    layer: 'whitelabel' | 'consolidated',
    flags: Record<string, boolean | null>,
    promotions: Record<string, boolean | null> = {},
    merchant?: string,
  ) {
    return this.post('flags', { layer, flags, promotions, ...(merchant ? { merchant } : {}) });
  }

  settings(settings: Record<string, unknown>) {
    return this.post('settings', settings);
  }

  fault(match: string, kind: FaultKind, options: { times?: number; delayMs?: number } = {}) {
    return this.post('faults', { match, kind, ...options });
  }

  async clearFaults() {
    const response = await this.request.delete(`${sandboxOrigin}/__sandbox/faults`, {
      headers: { 'X-Sandbox-Scope': this.scope },
    });
    expect(response.ok()).toBe(true);
  }

  /** Moves the scope's clock (sessions, captchas, orders and limits follow it). */
  clock(offsetMs: number) {
    return this.post('clock', { offsetMs: Math.round(offsetMs) });
  }

  createAccount(account: {
    username: string;
    password: string;
    type: number;
    merchant?: string;
    clubLabel?: string | null;
    toUpline?: boolean;
    balance?: number;
    parentId?: number;
  }) {
    return this.post('accounts', account);
  }
}

interface Fixtures {
  sandbox: SandboxControl;
  pageErrors: string[];
  /** A test that provokes a violation on purpose (the CSP report test) says so; every other fails on one. */
  cspViolationsExpected: boolean;
}

export const test = base.extend<Fixtures>({
  sandbox: [
    async ({ request, context }, use) => {
      const scope = randomUUID();
      await context.addCookies(
        [...KNOWN_TENANTS.map(tenantOrigin), sandboxOrigin].map((url) => ({ name: 'lobby_scope', value: scope, url })),
      );
      await use(new SandboxControl(request, scope));
    },
    { auto: true },
  ],
  cspViolationsExpected: [false, { option: true }],
  pageErrors: [
    async ({ page, cspViolationsExpected }, use, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Content-Security-Policy violations are failures too (issues 7, 16): reported from every document the test opens.
      const violations: string[] = [];
      await page.exposeFunction('__lobbyCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        const report = (window as unknown as { __lobbyCspViolation?: (text: string) => void }).__lobbyCspViolation;
        document.addEventListener('securitypolicyviolation', (event) =>
          report?.(`${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`),
        );
      });
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
      // Counted by the hardening reporter (issue 7 report); a test that provokes one on purpose is not counted against the site.
      testInfo.annotations.push({
        type: cspViolationsExpected ? 'csp-violations-provoked' : 'csp-violations',
        description: String(violations.length),
      });
      if (!cspViolationsExpected) expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a session for `username` at the page's tenant without the login page (the sandbox's control call issues
 * it as a login would) and stores it where the app keeps it (SESSION-05), leaving the page on a bare document of
 * the tenant: the next page the test opens starts logged in. The login page has its own tests (account-login*).
 */
export async function openSession(page: Page, username = 'player1'): Promise<void> {
  // Any document of the tenant's origin gives access to its sessionStorage; the manifest is the smallest.
  await page.goto('/m/manifest.webmanifest');
  const merchant = new URL(page.url()).hostname.split('.')[0] ?? 'demo';
  const scope = (await page.context().cookies(sandboxOrigin)).find((cookie) => cookie.name === 'lobby_scope')?.value;
  const response = await page.request.post(`${sandboxOrigin}/__sandbox/sessions`, {
    data: { username, merchant },
    headers: scope ? { 'X-Sandbox-Scope': scope } : {},
  });
  expect(response.ok(), `session for ${username}: ${await response.text()}`).toBe(true);
  const { value } = (await response.json()) as {
    value: { token: string; id: number; userName: string; customerType: number; firstTimeLogin: boolean };
  };
  const info = {
    token: value.token,
    merchantCode: merchant,
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: value.firstTimeLogin,
    id: value.id,
  };
  await page.evaluate((stored) => sessionStorage.setItem('MC_SESSION_INFO', stored), JSON.stringify(info));
}

/** Logs in as the sandbox's seeded player unless another member is named, and lands on home showing the member. */
export async function loginAs(page: Page, username = 'player1'): Promise<void> {
  await openSession(page, username);
  await page.goto('/m/home');
  await expect(page.getByTestId('header-member')).toBeVisible();
}
