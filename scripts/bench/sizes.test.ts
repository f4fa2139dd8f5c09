import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../cli/lib/vite-manifest';
import { keyPageSources } from './sizes';

describe('the key pages of the first-route figures (issue 35)', () => {
  const every: Manifest = Object.fromEntries(
    [
      'features/home/home-page',
      'features/account/login-page',
      'features/register/register-page',
      'features/games/game-list-page',
      'features/lottery/lottery-page',
      'features/member/member-centre-page',
      'features/cashier/deposit-page',
      'features/cashier/withdraw-page',
      'features/agent/agent-home-page',
    ].map((module) => [`src/${module}.tsx`, { file: `assets/${module.split('/')[1]}-x.js` }]),
  );

  it('are found by their module in the page table', () => {
    expect(keyPageSources(every).map(({ page }) => page)).toEqual([
      'home',
      'login',
      'register',
      'gameList',
      'lottery',
      'mine',
      'voucherCenter',
      'withdraw',
      'agent',
    ]);
  });

  it('name a page module the build does not have', () => {
    const rest = Object.fromEntries(Object.entries(every).filter(([key]) => !key.includes('member-centre')));
    expect(() => keyPageSources(rest)).toThrow(/member-centre-page\.tsx/);
  });
});
