import { randomBytes } from 'node:crypto';
import { expect, loginAs, sandboxOrigin, type SandboxControl } from '../fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** Member-centre helpers: accounts of any type (accounts are global, so names are unique per test). */

export const MEMBER_PASSWORD = 'Member123';
/** The EN-first tenant the member specs run on. */
export const MEMBER_TENANT = 'aurora';

/** Every flag and promotion the member-centre table reads, for a known starting point. */
export const MEMBER_MENU_FLAGS = [
  'DEPRECM3',
  'WITHREC3',
  'TRANSREC3',
  'TRANSBETREPMEM3',
  'PERSREP',
  'AGETRANSFERUP3',
  'REWCEN3',
  'MANPLAYREB3',
  'PLYRBT',
  'MAILCEN',
  'FEEDBACK3',
] as const;

export async function memberFlags(
  sandbox: SandboxControl,
  on: readonly string[] = [],
  promotionsOn: readonly string[] = [],
): Promise<void> {
  const flags = Object.fromEntries(MEMBER_MENU_FLAGS.map((code) => [code, on.includes(code)]));
  for (const code of on) flags[code] = true;
  await sandbox.flags('whitelabel', flags, {
    REFERRAL: promotionsOn.includes('REFERRAL'),
    MISSION: promotionsOn.includes('MISSION'),
  });
}

export async function createMember(
  sandbox: SandboxControl,
  type: number,
  options: { clubLabel?: string | null; toUpline?: boolean } = {},
): Promise<string> {
  const username = `m${type}_${randomBytes(4).toString('hex')}`;
  await sandbox.createAccount({ username, password: MEMBER_PASSWORD, type, merchant: MEMBER_TENANT, ...options });
  return username;
}

export async function loginAsNew(
  page: Page,
  sandbox: SandboxControl,
  type: number,
  options: { clubLabel?: string | null; toUpline?: boolean } = {},
): Promise<string> {
  const username = await createMember(sandbox, type, options);
  await loginAs(page, username);
  return username;
}

/** The member-centre entry ids in display order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const menu = page.getByTestId('member-menu');
  await expect(menu).toBeVisible();
  return menu
    .locator('[data-entry]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-entry') ?? ''));
}

/** A control call of the members' sandbox areas (notices, downloads, promotions) in the test's scope. */
export async function memberControl(
  request: APIRequestContext,
  sandbox: SandboxControl,
  path: 'notices' | 'downloads' | 'promotions',
  body: unknown,
): Promise<void> {
  const response = await request.post(`${sandboxOrigin}/__sandbox/${path}`, {
    data: body,
    headers: { 'X-Sandbox-Scope': sandbox.scope },
  });
  expect(response.ok(), `control ${path}: ${await response.text()}`).toBe(true);
}

/** A hostile HTML sample: every vector must come out inert. */
export const HOSTILE_HTML =
  '<p>Read this.</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"><a href="javascript:window.__xss = 3">Tap</a><iframe src="https://example.com"></iframe>';

/** What shows of a hostile sample once it is inert: its harmless text, the text of its script link, and the global its vectors would set. */
export interface HostileSample {
  readonly text: string;
  readonly link: string;
  readonly global: string;
}
const HOSTILE_HTML_SAMPLE: HostileSample = { text: 'Read this.', link: 'Tap', global: '__xss' };
/** The sandbox's third help entry (sandbox/seed/help.ts), hostile on purpose (HELP-07). */
export const HOSTILE_HELP_ENTRY: HostileSample = {
  text: 'Keep your password private.',
  link: 'Security tips',
  global: '__helpXss',
};

export async function expectInert(
  page: Page,
  content: Locator,
  sample: HostileSample = HOSTILE_HTML_SAMPLE,
): Promise<void> {
  await expect(content).toContainText(sample.text);
  await expect(content.locator('script')).toHaveCount(0);
  await expect(content.locator('iframe')).toHaveCount(0);
  await expect(content.locator('[onerror]')).toHaveCount(0);
  await expect(content.locator('a[href^="javascript:"]')).toHaveCount(0);
  const link = content.getByText(sample.link);
  if ((await link.count()) > 0) await link.click();
  expect(
    await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], sample.global),
  ).toBeUndefined();
}
