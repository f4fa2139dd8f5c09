import { expect } from '../fixtures';
import { AGENT, PLAYER, type Flow } from './fault-flow-types';

/** Fault-matrix rows of the money and agent pages (issues 13, 14). */

export const MONEY_AND_AGENT_FLOWS: readonly Flow[] = [
  {
    name: 'deposit',
    call: '/wps/relay/DPST_depositBanks',
    kind: 'read',
    account: PLAYER,
    path: '/m/voucherCenter',
    retryButton: true,
    on401: 'login',
    ready: ({ page }) => expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked(),
  },
  {
    name: 'withdraw',
    call: '/wps/relay/MCSFE_getWithdrawSettings',
    kind: 'read',
    account: PLAYER,
    path: '/m/withdraw',
    retryButton: true,
    on401: 'login',
    ready: ({ page }) => expect(page.getByTestId('withdraw-balances')).toBeVisible(),
  },
  {
    name: 'account record',
    call: '/wps/relay/ODS2_MemberTransaction',
    kind: 'read',
    account: PLAYER,
    path: '/m/transaction/record',
    retryButton: true,
    on401: 'login',
    failureShown: (page) => expect(page.getByText('Nenhuma movimentação neste período.')).toHaveCount(0),
    ready: ({ page }) => expect(page.getByTestId('movement-list').getByRole('listitem').first()).toBeVisible(),
  },
  {
    name: 'team members',
    call: '/wps/agent/subordinates',
    kind: 'read',
    account: AGENT,
    path: '/m/member/team',
    retryButton: true,
    on401: 'login',
    ready: ({ page }) => expect(page.getByTestId('team-members').getByRole('listitem').first()).toBeVisible(),
  },
];
