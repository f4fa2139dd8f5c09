import { describe, expect, it } from 'vitest';
import { paths, type RoutedPageId } from './paths';
import { isKnownRoute, pathsOfPage, ROUTE_TABLE, routesFor } from './route-table';

const routedPages = [...new Set(ROUTE_TABLE.map((entry) => entry.page))];

describe('typed links (issue 19)', () => {
  it('ROUTE-01..ROUTE-31 every page of the route table has exactly one canonical path, and its builder links to it', () => {
    for (const page of routedPages) {
      const canonical = ROUTE_TABLE.filter((entry) => entry.page === page && !entry.alias);
      expect(canonical, page).toHaveLength(1);
      expect(paths[page as RoutedPageId](), page).toBe(canonical[0]?.path);
    }
    expect(Object.keys(paths).sort()).toEqual([...routedPages].sort());
  });

  it('ROUTE-01 ROUTE-03 ROUTE-08 ROUTE-11 links go to the canonical path; the aliases are still served', () => {
    expect([paths.home(), paths.register(), paths.mine(), paths.help(), paths.messages()]).toEqual([
      '/m/home',
      '/m/register',
      '/m/mine',
      '/m/help',
      '/m/webEmail',
    ]);
    expect(pathsOfPage('home')).toEqual(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']);
    for (const path of ['/m/member/home', '/m/helpDetail', '/m/message', '/register.html'])
      expect(isKnownRoute(path), path).toBe(true);
  });

  it('ROUTE-32 a path a tenant adds is an alias: links keep going to the canonical path', () => {
    const added = routesFor([{ path: '/m/promo', page: 'activity' }], false).find((entry) => entry.path === '/m/promo');
    expect(added?.alias).toBe(true);
    expect(paths.activity()).toBe('/m/activity');
  });

  it('ROUTE-02 ROUTE-14 ROUTE-17 queries are encoded with URLSearchParams, in order, absent values left out', () => {
    expect(paths.gameList({ gameType: 'RNG' })).toBe('/m/gameList?gameType=RNG');
    expect(paths.gameList({ gameType: 'RNG', vassalage: 'PG', hot: true })).toBe(
      '/m/gameList?gameType=RNG&vassalage=PG&hot=1',
    );
    expect(paths.login({ redirect: '/m/gameList?gameType=RNG&vassalage=PG' })).toBe(
      '/m/login?redirect=%2Fm%2FgameList%3FgameType%3DRNG%26vassalage%3DPG',
    );
    expect(paths.login({})).toBe('/m/login');
    expect(paths.startLottery({ code: 'CQ SSC', prizeMode: 'ZY' })).toBe('/m/startLottery?code=CQ+SSC&prize_mode=ZY');
    expect(paths.launchGame({ code: 'CQSSC', pageBack: 'lottery' })).toBe('/m/launchGame?code=CQSSC&pageBack=lottery');
    expect(paths.activityInfo({ id: 'a&b' })).toBe('/m/activityInfo?id=a%26b');
    expect(paths.securityCenter({ tab: 'payout' })).toBe('/m/securityCenter?tab=payout');
    expect(paths.transactionRecord({ types: 'A' })).toBe('/m/transaction/record?types=A');
    expect(paths.changePassword({ first: true })).toBe('/m/changePsw?first=1');
    expect(paths.changePassword({ first: false })).toBe('/m/changePsw');
    expect(paths.help({ openIndex: 2 })).toBe('/m/help?i=2');
  });
});
