import type { Page } from '@playwright/test';
import { expect, loginAs, sandboxOrigin, test } from './fixtures';
import { setAnnouncements } from './support/games';

/**
 * Issue 16 (REL-05): hostile text cannot break layout. Every text field the
 * sandbox serves gets 4,000-character unbroken strings, right-to-left text
 * and emoji; no page may become wider than the phone's viewport.
 */

const TEXT_FIELDS = [
  'title',
  'content',
  'name',
  'displayName',
  'nickname',
  'gameName',
  'nodeName',
  'vendorName',
  'typeName',
  'lotteryName',
  'leagueName',
  'homeTeamName',
  'awayTeamName',
  'homeTeam',
  'awayTeam',
  'label',
  'remark',
  'reason',
  'description',
  'channelName',
  'holderName',
];

const VECTORS = [
  'W'.repeat(4000),
  'مرحبابكمفيالكازينو'.repeat(120),
  '🎰🎲💰'.repeat(400),
  `${'ש'.repeat(200)}${'x'.repeat(200)}`,
];

const GUEST_PAGES = [
  '/m/home',
  '/m/lottery',
  '/m/gameList?gameType=RNG',
  '/m/gameCenter',
  '/m/moreLottery',
  '/m/help',
  '/m/activity',
  '/m/download',
];
const MEMBER_PAGES = [
  '/m/mine',
  '/m/message',
  '/m/notice',
  '/m/service',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/securityCenter',
  '/m/transaction/record',
  '/m/gameRecord',
  '/m/profitandloss',
  '/m/rewardCenter',
  '/m/leaderBoard',
  '/m/inviteFriends',
  '/m/member/manualRebate',
  '/m/redRain',
];
const AGENT_PAGES = [
  '/m/agent',
  '/m/agent/team/overview',
  '/m/member/team',
  '/m/agent/team/pnl',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/member/agent/agentDivident',
  '/m/member/notice',
];

async function widthOf(page: Page, path: string): Promise<{ path: string; scrollWidth: number; innerWidth: number }> {
  await page.goto(path);
  await expect(page.locator('#root')).not.toBeEmpty();
  // Let the page's reads land (no fixed sleep: wait for the network to go quiet, bounded).
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  return page.evaluate(
    (at) => ({ path: at, scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }),
    path,
  );
}

test.describe('hostile text and layout (issue 16)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('REL-05 unbroken, right-to-left and emoji server text never makes a page wider than the screen', async ({
    page,
    request,
    sandbox,
  }) => {
    await setAnnouncements(request, sandbox, { popups: false, banners: 3, marquee: true, hotMatches: 3 });
    await loginAs(page, 'agent1');
    // A rule names at most 20 fields: two rules per API prefix.
    for (const match of ['/wps', '/lgw']) {
      for (const fields of [TEXT_FIELDS.slice(0, 11), TEXT_FIELDS.slice(11)]) {
        const rule = await request.post(`${sandboxOrigin}/__sandbox/hostile`, {
          data: { match, fields, vectors: VECTORS },
          headers: { 'X-Sandbox-Scope': sandbox.scope },
        });
        expect(rule.ok(), await rule.text()).toBe(true);
      }
    }
    const measured = [];
    for (const path of [...GUEST_PAGES, ...MEMBER_PAGES, ...AGENT_PAGES]) measured.push(await widthOf(page, path));
    expect(measured.filter((entry) => entry.scrollWidth > entry.innerWidth)).toEqual([]);
  });
});
