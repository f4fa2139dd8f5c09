import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';

/**
 * REL-11 hostile shapes: the platform answers with success but the payload
 * has the wrong shape (a list that is not a list, items of the wrong types,
 * nulls, no names). The page says it could not read the answer and offers a
 * retry, never its "nothing here" text, and the retry recovers once the
 * platform answers properly. Money that cannot be read is never shown as 0.
 */

interface HostileCase {
  readonly path: string;
  /** The call whose answer is replaced (a path of the endpoint table). */
  readonly call: string;
  /** The value of the `success: true` envelope. */
  readonly value: unknown;
  /** The page's own no-data text, which must not stand in for the unreadable answer. */
  readonly emptyText: RegExp;
}

const CASES: readonly HostileCase[] = [
  {
    path: '/m/gameList?gameType=RNG',
    call: '/wps/relay/GCSGAME_gameList',
    value: { games: [{ nodeId: 7, gameName: 42 }, null, 'x'], pageNum: 1, totalPages: 1 },
    emptyText: /Sem dados|Não há mais jogos/,
  },
  {
    path: '/m/webEmail',
    call: '/wps/relay/CSP_getInbox',
    value: 'no inbox today',
    emptyText: /Nenhuma mensagem ainda/,
  },
  {
    path: '/m/notice',
    call: '/wps/relay/MCSFE_getListAnnouncements',
    value: { player: [{ id: 1, title: 5, content: {} }, { title: null }] },
    emptyText: /Ainda não há anúncios/,
  },
  { path: '/m/help', call: '/wps/system/helpCenter', value: { title: 'not a list' }, emptyText: /Sem dados/ },
  {
    path: '/m/activity',
    call: '/wps/relay/PROMOFE_getAvailablePromotions',
    value: [{ id: null, title: 12 }],
    emptyText: /Nenhuma promoção/,
  },
  {
    path: '/m/transaction/record',
    call: '/wps/relay/ODS2_MemberTransaction',
    value: {
      content: [{ id: 1, type: 'deposit', amount: 'lots', balanceAfter: null, createTime: 1 }],
      pageNum: 1,
      totalPages: 1,
      total: 1,
    },
    emptyText: /Nenhuma movimentação/,
  },
];

const failed = (page: Page) => page.locator('[data-state="error"]').first();
const envelope = (value: unknown) => JSON.stringify({ success: true, value });

test.describe('hostile shapes (REL-11)', () => {
  test('REL-11 REL-01 a list answer of the wrong shape shows an error with a retry, never the no-data text, and the retry recovers', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await loginAs(page);
    for (const hostile of CASES) {
      const pattern = `**${hostile.call}*`;
      await page.route(pattern, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: envelope(hostile.value) }),
      );
      await page.goto(hostile.path);
      // Reads retry an unreadable answer twice with backoff before they show the failure.
      await expect(failed(page), `${hostile.path} says its answer could not be read`).toBeVisible({ timeout: 20_000 });
      await expect(
        page.getByText(hostile.emptyText),
        `${hostile.path} does not pass a broken answer off as empty`,
      ).toHaveCount(0);
      await page.unroute(pattern);
      await failed(page).getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(failed(page), `${hostile.path} recovers on retry`).toHaveCount(0, { timeout: 15_000 });
    }
  });

  test('REL-11 one item that cannot be read is dropped and the others show', async ({ page }) => {
    await loginAs(page);
    const good = { id: 91, title: 'A readable message', content: '<p>Hello</p>', read: false };
    await page.route('**/wps/relay/CSP_getInbox*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: envelope([good, { id: 92, title: 7 }, null, 'junk']),
      }),
    );
    await page.goto('/m/webEmail');
    await expect(page.getByText('A readable message')).toBeVisible();
    await expect(failed(page)).toHaveCount(0);
  });

  test('REL-11 HDR-07 a balance that cannot be read stays hidden, never shown as 0,00', async ({ page }) => {
    let answered = 0;
    await page.route('**/wps/wallets/balance*', (route) => {
      answered += 1;
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: envelope({ currencySymbol: 'R$', sumBalance: 'plenty' }),
      });
    });
    await loginAs(page);
    await expect.poll(() => answered).toBeGreaterThan(0);
    // Sampled across the read's retries (0.5 s, then 1 s backoff, with jitter): the amount is never made up.
    const seen = new Set<string>();
    for (let sample = 0; sample < 10; sample += 1) {
      seen.add((await page.getByTestId('header-balance').textContent()) ?? '');
      await page.waitForTimeout(500);
    }
    expect([...seen]).toEqual(['***']);
  });

  test('REL-11 REL-07 image addresses from data load only over https or from the site: never another scheme, never plain http', async ({
    page,
  }) => {
    const bad = ['javascript:alert(1)', 'http://evil.example/picture.png', 'data:text/html,<script>alert(1)</script>'];
    await page.route('**/wps/relay/MCSFE_getListAnnouncements*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: envelope({
          banners: [
            ...bad.map((url, index) => ({ url, title: `Bad banner ${index}` })),
            { url: '/m/cdn/banner-1.svg', title: 'Good banner' },
          ],
          player: [{ title: 'Marquee line' }],
          hot: [
            {
              homeTeam: 'Home side',
              awayTeam: 'Away side',
              homeTeamImageUrl: bad[0],
              awayTeamImageUrl: bad[1],
              league: 'League',
              matchTime: Date.now() + 3_600_000,
              nodeId: 'm1',
            },
          ],
          popup: [],
        }),
      }),
    );
    const lotteries = bad.map((mobileIconUrl, index) => ({
      gameId: index + 1,
      gameCode: `BAD${index}`,
      gameName: `Bad icon ${index}`,
      mobileIconUrl,
      isSale: true,
    }));
    await page.route('**/lgw/games/mobile*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: envelope([{ gameGroupId: 1, displayName: 'Group', games: lotteries }]),
      }),
    );
    const offending = () =>
      page.evaluate(() =>
        [...document.images]
          .map((image) => image.getAttribute('src') ?? '')
          .filter(
            (src) => src !== '' && !src.startsWith('https://') && !(src.startsWith('/') && !src.startsWith('//')),
          ),
      );

    await page.goto('/m/home');
    await expect(page.getByText('Home side')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Good banner' }).first()).toBeVisible();
    // A banner with no picture it may load is dropped, not shown as an empty frame.
    await expect(page.getByRole('button', { name: /Bad banner/ })).toHaveCount(0);
    expect(await offending()).toEqual([]);

    await page.goto('/m/moreLottery');
    await expect(page.getByText('Bad icon 0').first()).toBeVisible();
    expect(await offending()).toEqual([]);
  });

  test('REL-11 MONEY-18 a record with a time no calendar holds shows a dash for it, and the page keeps working', async ({
    page,
  }) => {
    await loginAs(page);
    const rows = [
      { id: 1, type: 'deposit', amount: 12.5, held: false, balanceAfter: 112.5, createTime: 1e21 },
      { id: 2, type: 'bonus', amount: 3, held: false, balanceAfter: 115.5, createTime: -1e21 },
    ];
    await page.route('**/wps/relay/ODS2_MemberTransaction*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: envelope({ content: rows, pageNum: 1, totalPages: 1, total: 2 }),
      }),
    );
    await page.goto('/m/transaction/record');
    const list = page.getByTestId('movement-list');
    await expect(list).toContainText('12,50');
    await expect(list).toContainText('—');
    await expect(failed(page)).toHaveCount(0);
  });

  test('REL-11 AGENTX-01 team figures whose money cannot be read are a failed read, never a team of R$ 0,00', async ({
    page,
  }) => {
    await loginAs(page, 'agent1');
    const pattern = '**/wps/agent/team/overview*';
    await page.route(pattern, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: envelope({
          registrations: 3,
          firstDeposits: 1,
          activePlayers: 2,
          deposits: 'lots',
          withdrawals: null,
          bets: {},
          wins: [],
          netLoss: 'x',
        }),
      }),
    );
    await page.goto('/m/agent/team/overview');
    await expect(failed(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('team-kpis')).toHaveCount(0);
    await page.unroute(pattern);
    await failed(page).getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByTestId('team-kpis')).toBeVisible();
  });
});
