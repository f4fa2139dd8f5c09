import { expect } from '../fixtures';
import { ACCOUNT_FLOWS } from './fault-flows-accounts';
import { BONUS_FLOWS } from './fault-flows-bonus';
import { MONEY_AND_AGENT_FLOWS } from './fault-flows-money';
import { AGENT, PLAYER, type Flow } from './fault-flow-types';
import { expectLoadedGames, gameTiles, scrollUntilLoaded } from './games';

/** The flows of the fault matrix (tests/e2e/hardening-fault-matrix.spec.ts): one row each; adding one is a few lines. */

export const FLOWS: readonly Flow[] = [
  {
    name: 'boot',
    call: '/wps/system/status',
    kind: 'read',
    path: '/m/home',
    boot: true,
    retryButton: true,
    on401: 'message',
    ready: async ({ page }) => {
      await expect(page.getByTestId('header')).toBeVisible();
      await expect(page.getByTestId('bottom-menu')).toBeVisible();
    },
  },
  ...ACCOUNT_FLOWS,
  {
    name: 'home',
    call: '/wps/relay/MCSFE_getListAnnouncements',
    kind: 'read',
    path: '/m/home',
    // Not from /m/help: its banner area reads the same announcements, so home would open from the cache.
    from: '/m/lottery',
    on401: 'login',
    // REL-01: an outage is never passed off as "no announcements".
    failureShown: async (page) => {
      await expect(page.getByTestId('home-marquee-error')).toBeVisible();
      await expect(page.getByText('Nenhum anúncio')).toHaveCount(0);
    },
    ready: ({ page }) => expect(page.getByTestId('home-marquee')).toContainText('System maintenance'),
  },
  {
    name: 'game list with paging',
    call: '/wps/relay/GCSGAME_gameList',
    kind: 'read',
    path: '/m/gameList?gameType=RNG',
    retryButton: true,
    on401: 'login',
    ready: async ({ page }) => {
      await expectLoadedGames(page, 26);
      await scrollUntilLoaded(page, 52);
    },
  },
  {
    name: 'favourites',
    call: '/wps/relay/MCSFE_addFavoriteGameV2',
    kind: 'action',
    account: 'fresh',
    path: '/m/gameList?gameType=LIVE',
    on401: 'login',
    prepare: ({ page }) => expect(gameTiles(page).first()).toBeVisible(),
    act: ({ page }) =>
      gameTiles(page)
        .first()
        .getByRole('button', { name: /aos favoritos/ })
        .click(),
    typedKept: ({ page }) =>
      expect(
        gameTiles(page)
          .first()
          .getByRole('button', { name: /aos favoritos/ }),
      ).toHaveAttribute('aria-pressed', 'false'),
    ready: async ({ page }) => {
      await expect(
        gameTiles(page)
          .first()
          .getByRole('button', { name: /Remover/ }),
      ).toHaveAttribute('aria-pressed', 'true');
    },
  },
  {
    name: 'lottery list',
    call: '/lgw/vn/games/game_menu',
    kind: 'read',
    path: '/m/lottery',
    retryButton: true,
    on401: 'login',
    ready: ({ page }) => expect(page.getByRole('tab', { name: 'Fast lottery' })).toBeVisible(),
  },
  {
    name: 'launch',
    call: '/wps/game/launchGame',
    kind: 'action',
    account: PLAYER,
    path: '/m/gameList?gameType=FISH',
    on401: 'login',
    leavesApp: true,
    prepare: ({ page }) => expect(gameTiles(page).first()).toBeVisible(),
    act: ({ page }) => gameTiles(page).first().getByRole('button').first().click(),
    ready: ({ page }) => expect(page).toHaveURL(/\/sandbox-game\/play/),
  },
  {
    name: 'member centre',
    call: '/wps/member/info',
    kind: 'read',
    account: PLAYER,
    path: '/m/mine',
    // Member info is cached from the login on; the centre reads it afresh on a new load without that cache.
    boot: true,
    beforeLoad: ({ page }) => page.evaluate(() => sessionStorage.removeItem('memberInfo')),
    on401: 'login',
    recoveredMarker: (page) => page.getByTestId('member-account'),
    ready: ({ page }) => expect(page.getByTestId('member-account')).toHaveText('player1'),
  },
  {
    name: 'agent home',
    call: '/wps/agent/team/kpi',
    kind: 'read',
    account: AGENT,
    path: '/m/agent',
    on401: 'login',
    ready: ({ page }) =>
      expect(page.getByTestId('agent-counters').locator('[data-counter="teamLoginMemberCount"]')).toHaveText('12'),
  },
  {
    name: 'help',
    call: '/wps/system/helpCenter',
    kind: 'read',
    path: '/m/help',
    from: '/m/home',
    retryButton: true,
    on401: 'login',
    ready: ({ page }) => expect(page.getByRole('button', { name: 'Como faço um depósito?' })).toBeVisible(),
  },
  {
    // Issue 16: the page reads the links again on open; a failure shows its reason beside the links it already had.
    name: 'customer service',
    call: '/wps/relay/WPSCORE_getCustomerServiceScript',
    kind: 'read',
    path: '/m/service',
    from: '/m/help',
    retryButton: true,
    on401: 'login',
    // The help page's service widget (lazy, after idle) reads the same call: its read must be done before the fault is armed.
    settled: async ({ page }) => {
      await expect(page.getByTestId('service-widget').locator('[data-service-link="TELEGRAM"]')).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
    recoveredMarker: (page) => page.locator('[data-service-link="TELEGRAM"]'),
    ready: async ({ page }) => {
      await expect(page.locator('[data-service-link="TELEGRAM"]')).toBeVisible();
      await expect(page.getByTestId('service-links-error')).toHaveCount(0);
    },
  },
  ...MONEY_AND_AGENT_FLOWS,
  ...BONUS_FLOWS,
];
