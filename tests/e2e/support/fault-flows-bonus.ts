import { expect } from '../fixtures';
import { PLAYER, type Flow, type FlowContext } from './fault-flow-types';

/**
 * Fault-matrix rows of issue 34's new read and submit: My bonuses and
 * "Redeem a code" (issue 34: "faults on every new read and submit show a
 * message with a retry and keep input"). The search, jackpot and upload
 * faults have walks of their own (games-discovery, regulated-verification).
 */

const REDEEM_CODE = 'FREE10';
const codeField = (flow: FlowContext) => flow.page.getByTestId('redeem-code-form').getByLabel('Código promocional');

export const BONUS_FLOWS: readonly Flow[] = [
  {
    name: 'my bonuses',
    call: '/wps/relay/BONUS_getWallet',
    kind: 'read',
    account: PLAYER,
    path: '/m/myBonuses',
    retryButton: true,
    on401: 'login',
    // REL-01: a failed read is never passed off as "no bonus".
    failureShown: (page) => expect(page.getByText('Nenhum bônus ativo.')).toHaveCount(0),
    ready: ({ page }) => expect(page.getByRole('heading', { name: 'Bônus ativo' })).toBeVisible(),
  },
  {
    name: 'redeem a code',
    call: '/wps/relay/BONUS_redeemCode',
    kind: 'action',
    account: 'fresh',
    path: '/m/myBonuses',
    on401: 'login',
    prepare: async (flow) => {
      await expect(flow.page.getByRole('heading', { name: 'Bônus ativo' })).toBeVisible();
      await codeField(flow).fill(REDEEM_CODE);
    },
    act: async (flow) => {
      // After a 401 and the login back, the form is new: the code is typed again, as the player would.
      if ((await codeField(flow).inputValue()) === '') await codeField(flow).fill(REDEEM_CODE);
      await flow.page.getByTestId('redeem-code-form').getByRole('button', { name: 'Resgatar' }).click();
    },
    typedKept: (flow) => expect(codeField(flow)).toHaveValue(REDEEM_CODE),
    recoveredMarker: (page) => page.getByTestId('redeem-code-form').getByRole('status'),
    ready: ({ page }) =>
      expect(page.getByTestId('redeem-code-form').getByRole('status')).toHaveText(
        `Promo code ${REDEEM_CODE} foi adicionado aos seus bônus.`,
      ),
  },
];
