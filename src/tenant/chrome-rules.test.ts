import { describe, expect, it } from 'vitest';
import {
  BOTTOM_MENU_ITEMS,
  backAction,
  headerTitleKey,
  hidesHeader,
  isHomeLike,
  isStickyHeader,
  showsBottomMenu,
  swipeDisablesAnimation,
  usesTallMenu,
} from './chrome-rules';

describe('chrome rules of 000 §2.2', () => {
  it('CHROME-03 hides the bottom menu on exactly the listed pages', () => {
    const hidden = [
      '/m/login',
      '/m/register',
      '/m/register.html',
      '/register.html',
      '/m/trail',
      '/m/launchGame',
      '/m/changePsw',
      '/m/notice',
      '/m/activity',
      '/m/forget',
      '/m/service',
      '/m/moreLottery',
      '/m/useragreement',
      '/m/maintenance',
      '/m/agent',
      '/m/download',
    ];
    for (const path of hidden) expect(showsBottomMenu(path), path).toBe(false);
  });

  it('CHROME-04 shows the bottom menu everywhere else', () => {
    for (const path of [
      '/m/home',
      '/',
      '/m/mine',
      '/m/set',
      '/m/help',
      '/m/gameList',
      '/m/lottery',
      '/m/activityInfo',
      '/m/webEmail',
    ]) {
      expect(showsBottomMenu(path), path).toBe(true);
    }
  });

  it('CHROME-05 CHROME-06 the bottom menu has five items in order with their targets', () => {
    expect(BOTTOM_MENU_ITEMS.map((item) => [item.id, item.to])).toEqual([
      ['home', '/m/home'],
      ['activity', '/m/activity'],
      ['deposit', '/m/voucherCenter'],
      ['service', '/m/service'],
      ['mine', '/m/mine'],
    ]);
    expect(BOTTOM_MENU_ITEMS.filter((item) => item.central).map((item) => item.id)).toEqual(['deposit']);
  });

  it('CHROME-07 uses the taller menu on iPhones at least 812 px high', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X)';
    expect(usesTallMenu(iphone, 812)).toBe(true);
    expect(usesTallMenu(iphone, 811)).toBe(false);
    expect(usesTallMenu('Mozilla/5.0 (Linux; Android 13; Pixel 7)', 915)).toBe(false);
  });

  it('CHROME-09 a back swipe over 100 px disables the fade; 100 px or less keeps it', () => {
    expect(swipeDisablesAnimation(101)).toBe(true);
    expect(swipeDisablesAnimation(100)).toBe(false);
    expect(swipeDisablesAnimation(20)).toBe(false);
  });

  it('CHROME-10 shows the logo on home-like paths, /m included, and a back arrow elsewhere', () => {
    for (const path of ['/m/home', '/', '/m/', '/m', '/m/index', '/m/index.html', '/m/help'])
      expect(isHomeLike(path), path).toBe(true);
    for (const path of ['/m/notice', '/m/set', '/m/gameList', '/m/helpDetail', '/m/lottery'])
      expect(isHomeLike(path), path).toBe(false);
  });

  it('CHROME-02 login, register, mine, agent and download hide the standard header', () => {
    for (const path of [
      '/m/login',
      '/m/register',
      '/register.html',
      '/m/mine',
      '/m/member/home',
      '/m/agent',
      '/m/download',
    ]) {
      expect(hidesHeader(path), path).toBe(true);
    }
    expect(hidesHeader('/m/home')).toBe(false);
    expect(hidesHeader('/m/notice')).toBe(false);
  });

  it('CHROME-11 back goes to /m/home from login, register, trial, notice and forget', () => {
    for (const path of ['/m/login', '/m/register', '/m/trail', '/m/notice', '/m/forget']) {
      expect(backAction(path, 5), path).toEqual({ kind: 'navigate', to: '/m/home' });
    }
  });

  it('CHROME-12 back goes one step back in history elsewhere', () => {
    expect(backAction('/m/gameList', 3)).toEqual({ kind: 'history' });
  });

  it('CHROME-13 with one history entry or fewer, back replaces the location with /m/home', () => {
    expect(backAction('/m/gameList', 1)).toEqual({ kind: 'replace', to: '/m/home' });
    expect(backAction('/m/set', 0)).toEqual({ kind: 'replace', to: '/m/home' });
  });

  it('CHROME-14 CHROME-15 titles by path are exactly the spec list', () => {
    const cases: Array<[string, string, string | null]> = [
      ['/m/activity', '', 'titles.activity'],
      ['/m/forget', '', 'titles.forget'],
      ['/m/trail', '', 'titles.trial'],
      ['/m/changePsw', '?first=1', 'titles.firstPassword'],
      ['/m/notice', '', 'titles.notice'],
      ['/m/gameCenter', '', 'titles.gameCenter'],
      ['/m/gameList', '?gameType=RNG', 'titles.rng'],
      ['/m/slotsCenter', '', 'titles.rng'],
      ['/m/message', '', 'titles.messages'],
      ['/m/webEmail', '', 'titles.messages'],
      ['/m/set', '', 'titles.settings'],
      ['/m/gameList', '?gameType=FISH', null],
      ['/m/changePsw', '', null],
      ['/m/lottery', '', null],
    ];
    for (const [path, search, key] of cases) expect(headerTitleKey(path, search), `${path}${search}`).toBe(key);
  });

  it('CHROME-16 switches to the sticky header past 100 px and back above it', () => {
    expect(isStickyHeader(101)).toBe(true);
    expect(isStickyHeader(100)).toBe(false);
    expect(isStickyHeader(0)).toBe(false);
  });
});
