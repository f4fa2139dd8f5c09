import { describe, expect, it } from 'vitest';
import { BOTTOM_MENU_HIDDEN_PATHS, HEADERLESS_PATHS, HOME_LIKE_PATHS } from '../chrome-rules';
import { PAGE_IDS } from '../page-ids';
import { pathsOfPage, ROUTE_TABLE, routesFor } from '../route-table';
import { PAGE_ENTRIES, PAGE_TABLE_SECTIONS } from '.';

describe('the page table (issue 19)', () => {
  it('CHROME-19 holds one entry per page id, each with a page module, and no page in two sections', () => {
    expect(PAGE_ENTRIES.map(([page]) => page).sort()).toEqual([...PAGE_IDS].sort());
    expect(PAGE_TABLE_SECTIONS.reduce((count, section) => count + Object.keys(section).length, 0)).toBe(
      PAGE_IDS.length,
    );
    for (const [page, entry] of PAGE_ENTRIES) expect(entry.module, page).toMatch(/^(features|app)\/[a-z-/]+-page$/);
  });

  it('ROUTE-01..ROUTE-31 every page but the startup states has a canonical path; every path is in one entry only', () => {
    const unrouted = PAGE_ENTRIES.filter(([, entry]) => entry.path === undefined).map(([page]) => page);
    expect(unrouted).toEqual(['regionBlocked', 'serviceError']);
    const all = PAGE_ENTRIES.flatMap(([, entry]) => [
      ...(entry.path === undefined ? [] : [entry.path]),
      ...(entry.aliases ?? []),
    ]);
    expect(new Set(all).size).toBe(all.length);
    expect(
      routesFor([], true)
        .map((route) => route.path)
        .sort(),
    ).toEqual([...all].sort());
  });

  it('ROUTE-01 ROUTE-11 the router order is the table order, page by page, aliases where their entry puts them', () => {
    expect(ROUTE_TABLE.slice(0, 9).map((route) => route.path)).toEqual([
      '/',
      '/m',
      '/m/',
      '/m/index',
      '/m/index.html',
      '/m/home',
      '/m/login',
      '/m/register',
      '/m/register.html',
    ]);
    expect(pathsOfPage('messages')).toEqual(['/m/message', '/m/webEmail']);
    expect(pathsOfPage('help')).toEqual(['/m/help', '/m/helpDetail']);
    expect(ROUTE_TABLE.find((route) => route.path === '/m/message')).toEqual({
      path: '/m/message',
      page: 'messages',
      access: 'memberDialog',
      alias: true,
    });
    expect(ROUTE_TABLE.find((route) => route.page === 'feedback')).toEqual({
      path: '/m/feedback',
      page: 'feedback',
      access: 'member',
    });
    // Issue 34's pages come after the member-centre targets.
    expect(ROUTE_TABLE.at(-1)).toEqual({ path: '/m/demoPlay', page: 'demoPlay', access: 'public' });
    expect(routesFor([], true).at(-1)).toEqual({ path: '/m/__gallery', page: 'gallery', access: 'public' });
  });

  it('CHROME-02 CHROME-03 CHROME-10 the chrome path lists derived from the table are the lists of the spec', () => {
    expect(HOME_LIKE_PATHS).toEqual(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/help']);
    expect(HEADERLESS_PATHS).toEqual([
      '/m/login',
      '/m/register',
      '/m/register.html',
      '/register.html',
      '/m/mine',
      '/m/member/home',
      '/m/agent',
      '/m/download',
    ]);
    expect([...BOTTOM_MENU_HIDDEN_PATHS].sort()).toEqual(
      [
        ...[
          '/m/login',
          '/m/register',
          '/m/register.html',
          '/register.html',
          '/m/trail',
          '/m/launchGame',
          '/m/changePsw',
          '/m/notice',
        ],
        ...[
          '/m/activity',
          '/m/forget',
          '/m/service',
          '/m/moreLottery',
          '/m/useragreement',
          '/m/maintenance',
          '/m/agent',
          '/m/download',
        ],
      ].sort(),
    );
  });
});
