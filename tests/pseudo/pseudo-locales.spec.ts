import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PAGE_TABLE } from '../../src/tenant/page-table';
import type { PseudoLocale } from '../../src/lib/pseudo-locale';
import { expect, test } from '../e2e/fixtures';
import { auditPage } from './page-audit';

/**
 * LANG-16: every page of the page table in both pseudo-locales, as a guest,
 * a player and an agent (issue 37). Long, so not part of `npm test`: `npm run
 * pseudo` builds the tenants with the gallery on (the only builds that honour
 * a pseudo-locale) into dist-pseudo/ and runs this. Each visit is audited
 * (tests/pseudo/page-audit.ts) and photographed into artifacts/pseudo/, which
 * `npm run shots` (after this in .ci/run) adds to the contact sheets' index.
 */

const SHOTS = path.resolve('artifacts', 'pseudo');
const ROLES = {
  guest: null,
  player: { username: 'player1', password: 'Player123' },
  agent: { username: 'agent1', password: 'Agent123' },
} as const;
type Role = keyof typeof ROLES;

/** The query a page needs to show more than its "nothing chosen" state. */
const QUERIES: Partial<Record<string, string>> = {
  gameList: '?gameType=RNG',
  help: '?i=0',
};

/** Every page with a path, but the theme gallery: it shows each real language side by side on purpose. */
const PAGES = Object.entries(PAGE_TABLE).flatMap(([id, entry]) =>
  'path' in entry && typeof entry.path === 'string' && id !== 'gallery'
    ? [{ id, path: `${entry.path}${QUERIES[id] ?? ''}` }]
    : [],
);

async function logIn(page: Page, role: Role): Promise<void> {
  const account = ROLES[role];
  if (!account) return;
  await page.goto('/m/login');
  // By field name: every label is in the pseudo-locale.
  const form = page.locator('form[data-testid="login-form-username"]');
  await form.locator('input[name="account"]').fill(account.username);
  await form.locator('input[name="secret"]').fill(account.password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('header-member')).toBeVisible();
}

/** Loading settled: nothing busy and no loading sign for a moment (a failed read shows its error, which is audited too). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect
    .poll(() => page.locator('[aria-busy="true"], [data-testid$="loading"], [role="progressbar"]').count(), {
      timeout: 10_000,
    })
    .toBe(0)
    .catch(() => undefined);
  await page.waitForTimeout(400);
}

for (const locale of ['accented', 'rtl'] as const satisfies readonly PseudoLocale[]) {
  for (const role of Object.keys(ROLES) as Role[]) {
    test(`LANG-15 LANG-16 every page in the ${locale} pseudo-locale as ${role}: translated, no horizontal scroll, no clipped buttons or tabs, the right direction`, async ({
      page,
    }) => {
      test.setTimeout(20 * 60_000);
      await mkdir(SHOTS, { recursive: true });
      await page.addInitScript((chosen) => localStorage.setItem('lobbyPseudoLocale', chosen), locale);
      // The reduced-motion rule keeps carousels still, so every photo shows the same slide.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await logIn(page, role);
      const problems: string[] = [];
      for (const { id, path: pagePath } of PAGES) {
        await page.goto(pagePath);
        await settle(page);
        if (!new URL(page.url()).pathname.startsWith('/m/')) continue; // a launch left the site for the game
        for (const problem of await page.evaluate(auditPage, locale))
          problems.push(`${pagePath} (${id}, as ${role}): ${problem}`);
        await page.screenshot({ path: path.join(SHOTS, `${locale}-${role}-${id}.png`), scale: 'css' });
      }
      await writeFile(path.join(SHOTS, `problems-${locale}-${role}.txt`), problems.join('\n'));
      expect(problems, `${problems.length} problems`).toEqual([]);
    });
  }
}
