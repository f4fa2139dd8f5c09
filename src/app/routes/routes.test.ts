import { describe, expect, it } from 'vitest';
import { accessDecision, pageAdmits } from './route-guard';
import { PAGE_LOADERS } from './pages';
import { PAGE_IDS } from '@/tenant/page-ids';
import { ROUTE_TABLE, isKnownRoute, routesFor } from '@/tenant/route-table';

const pageAt = (path: string) => ROUTE_TABLE.find((entry) => entry.path === path)?.page;

describe('route table (000 §2.1, 001 §2)', () => {
  it('ROUTE-01 every home alias renders home', () => {
    for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'])
      expect(pageAt(path), path).toBe('home');
  });

  it('ROUTE-03 every registration alias renders registration', () => {
    for (const path of ['/m/register', '/m/register.html', '/register.html'])
      expect(pageAt(path), path).toBe('register');
  });

  it('ROUTE-02 ROUTE-04..ROUTE-31 every listed route exists', () => {
    const listed = [
      '/m/login',
      '/m/forget',
      '/m/changePsw',
      '/m/notice',
      '/m/set',
      '/m/mine',
      '/m/member/home',
      '/m/agent',
      '/m/download',
      '/m/help',
      '/m/helpDetail',
      '/m/service',
      '/m/activity',
      '/m/activityInfo',
      '/m/moreLottery',
      '/m/startLottery',
      '/m/gameLobby',
      '/m/lottery',
      '/m/gameList',
      '/m/launchGame',
      '/m/gameCenter',
      '/m/slotsCenter',
      '/m/useragreement',
      '/m/trail',
      '/m/maintenance',
      '/m/voucherCenter',
      '/m/withdraw',
      '/m/inviteFriends',
      '/m/securityCenter',
      '/m/message',
      '/m/webEmail',
      '/m/agent/team/overview',
      '/m/transaction/record',
      '/m/member/team',
      '/m/redRain',
      '/m/agent/team/pnl',
      '/m/teamBetting',
      '/m/member/agent/agentRebeat',
      '/m/member/teamRebate',
      '/m/agentRegister',
      '/m/member/agent/agentDivident',
      '/m/member/notice',
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getDevidendContract',
      '/m/member/agent/getHourContract',
      '/m/member/benefits',
      '/m/vouReport',
      '/m/withdrawReport',
      '/m/gameRecord',
      '/m/profitandloss',
      '/m/upLine/transfer',
      '/m/rewardCenter',
      '/m/member/manualRebate',
      '/m/leaderBoard',
      '/m/member/rebateReport',
      '/m/feedback',
    ];
    for (const path of listed) expect(isKnownRoute(path), path).toBe(true);
    expect(pageAt('/m/mine')).toBe(pageAt('/m/member/home'));
    expect(pageAt('/m/message')).toBe(pageAt('/m/webEmail'));
  });

  it('ROUTE-32 a configured route adds a path for an existing page without router changes', () => {
    const routes = routesFor(
      [
        { path: '/m/promo', page: 'activity' },
        { path: '/m/home', page: 'login' },
      ],
      false,
    );
    expect(routes.find((entry) => entry.path === '/m/promo')?.page).toBe('activity');
    // A configured path cannot take over a spec route.
    expect(routes.filter((entry) => entry.path === '/m/home').map((entry) => entry.page)).toEqual(['home']);
    expect(isKnownRoute('/m/__gallery', routesFor([], true))).toBe(true);
    expect(isKnownRoute('/m/__gallery', routesFor([], false))).toBe(false);
  });

  it('ROUTE-32 a configured path to a members-only page keeps the page’s access rule', () => {
    const routes = routesFor(
      [
        { path: '/m/cashier', page: 'voucherCenter' },
        { path: '/m/promo', page: 'activity' },
        { path: '/m/team', page: 'memberTeam' },
      ],
      false,
    );
    const accessOf = (path: string) => routes.find((entry) => entry.path === path)?.access;
    expect(accessOf('/m/cashier')).toBe('realMember');
    expect(accessOf('/m/promo')).toBe('public');
    expect(accessOf('/m/team')).toBe('agentTool');
  });

  it('CHROME-19 every page id has a lazily loaded module', () => {
    for (const pageId of PAGE_IDS) expect(typeof PAGE_LOADERS[pageId], pageId).toBe('function');
  });

  it('AGENT-01 CHPW-01 SET-03 access rules send visitors where the spec says', () => {
    expect(accessDecision('agent', null)).toBe('home');
    for (const type of [0, 40]) expect(accessDecision('agent', { type })).toBe('home');
    for (const type of [1, 2, 41, 42]) expect(accessDecision('agent', { type })).toBe('allow');
    expect(accessDecision('memberOrHome', null)).toBe('home');
    expect(accessDecision('member', null)).toBe('login');
    expect(accessDecision('memberDialog', null)).toBe('dialog');
    expect(accessDecision('public', null)).toBe('allow');
  });

  it('AGENT-22 AGENT-24 ROLE-03 agent tools send guests to log in, ordinary members home and the free account home with free_reject', () => {
    expect(accessDecision('agentTool', null)).toBe('login');
    for (const type of [0, 40]) expect(accessDecision('agentTool', { type })).toBe('home');
    expect(accessDecision('agentTool', { type: 4 })).toBe('freeReject');
    expect(accessDecision('agent', { type: 4 })).toBe('freeReject');
    for (const type of [1, 2, 41, 42]) expect(accessDecision('agentTool', { type })).toBe('allow');
  });

  it('MONEY-23 SPEED-31 a page starts its first reads only for a visitor it shows itself to', () => {
    for (const page of ['voucherCenter', 'withdraw'] as const) {
      expect(pageAdmits(page, { type: 0 }), page).toBe(true);
      expect(pageAdmits(page, { type: 4 }), page).toBe(false);
      expect(pageAdmits(page, null), page).toBe(false);
    }
    expect(pageAdmits('home', null)).toBe(true);
    expect(pageAdmits('gameList', { type: 4 })).toBe(true);
  });
});
