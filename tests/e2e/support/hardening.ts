import { readFileSync } from 'node:fs';
import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { expect, test, type SandboxControl } from '../fixtures';

/**
 * Helpers of the hardening suites (issue 7): catalogue messages, in-app
 * navigation without a reload, a document marker proving no reload
 * happened, console watching and the annotations the hardening reporter
 * counts.
 */

interface Catalogue {
  readonly errors: Record<string, string>;
  readonly state: Record<string, string>;
  readonly boot: Record<string, string>;
}

const catalogue = (language: 'pt' | 'en'): Catalogue =>
  JSON.parse(
    readFileSync(new URL(`../../../src/i18n/locales/${language}/common.json`, import.meta.url), 'utf8'),
  ) as Catalogue;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every failure text of the catalogue (error rows, the failed-content state, the failed start), both languages. */
export const CATALOGUE_FAILURE_TEXTS: readonly string[] = (['pt', 'en'] as const).flatMap((language) => {
  const texts = catalogue(language);
  return [...Object.values(texts.errors), texts.state.error ?? '', texts.boot.statusFailed ?? ''].filter(
    (text) => text !== '',
  );
});

const failurePattern = new RegExp(CATALOGUE_FAILURE_TEXTS.map(escape).join('|'));

/** A fail/offline toast or an error state whose text is a catalogue message. */
export async function expectCatalogueFailure(page: Page, text?: string | RegExp): Promise<void> {
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: text ?? failurePattern })
      .first(),
  ).toBeVisible();
}

/** Not blank and not frozen: the app root shows text and the page still answers. */
export async function expectUsable(page: Page): Promise<void> {
  // The app has replaced the stamped skeleton (which is not yet listening for in-app navigation).
  await expect(page.locator('#root main.lby-shell-main[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect.poll(() => page.evaluate(() => document.body.innerText.trim().length)).toBeGreaterThan(0);
}

/** In-app navigation (the router's own history), never a document load. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Marks the current document; `expectSameDocument` later proves no reload happened in between. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.defineProperty(window, '__hardeningDocument', { value: true, configurable: true }));
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { __hardeningDocument?: boolean }).__hardeningDocument === true),
    'no reload',
  ).toBe(true);
}

/**
 * Console errors the app itself logs. The browser's own lines for a failed
 * request ("Failed to load resource", net::ERR_…) are the faults we inject.
 */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/Failed to load resource|net::ERR_|ERR_INTERNET_DISCONNECTED/.test(text)) return;
    errors.push(text);
  });
  return errors;
}

/**
 * Browser offline exactly when the given call is made: the call is refused as
 * by a dropped network, then the context stays offline until `online()`.
 * Going offline at the request (not before) lets the page's own code load first.
 */
export async function offlineAtCall(
  page: Page,
  context: BrowserContext,
  pathPrefix: string,
  { callExpected = true }: { callExpected?: boolean } = {},
): Promise<{ online(): Promise<void> }> {
  let armed = true;
  await page.route(
    (url) => armed && url.pathname.startsWith(pathPrefix),
    async (route) => {
      armed = false;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    },
  );
  return {
    online: async () => {
      if (callExpected) await expect.poll(() => armed, { message: `the ${pathPrefix} call was made` }).toBe(false);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.setOffline(false);
    },
  };
}

/** Records a result row for the hardening reporter. */
export function annotate(type: 'fault-cell' | 'xss-tried' | 'xss-executed', description: string): void {
  test.info().annotations.push({ type, description });
}

export type SandboxFault = Parameters<SandboxControl['fault']>[1];
