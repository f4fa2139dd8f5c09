import type { FastifyPluginCallback } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { memberBalance } from '../domain/ledger.ts';
import { MAIN_WALLET } from '../domain/members.ts';
import { ok } from '../http.ts';
import { route } from '../route.ts';
import { money } from '../money.ts';

/**
 * Wallet area (000 §3; contract §4.4): the main wallet's balance, read from
 * the ledger. Money held for a pending withdrawal is frozen, not available.
 */

export const walletRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  // sumBalance stays the cash a player can use and withdraw; bonus money is apart (issue 34: bonusBalance, proposed).
  route(app, ctx, 'walletBalance', async ({ session, info }) => {
    const { availableMinor, bonusMinor } = await memberBalance(ctx.db, session.memberId);
    return ok({
      currency: info.tenant.currency,
      currencySymbol: info.tenant.currencySymbol,
      sumBalance: money(availableMinor),
      bonusBalance: money(bonusMinor),
      balance: [{ accountTypeId: MAIN_WALLET, availBalance: money(availableMinor) }],
    });
  });

  // Consolidated funds (shape ours, sandbox/README.md): totals plus one entry per wallet account.
  route(app, ctx, 'merchantWallet', async ({ session, info }) => {
    const { availableMinor, heldMinor } = await memberBalance(ctx.db, session.memberId);
    return ok({
      currency: info.tenant.currency,
      currencySymbol: info.tenant.currencySymbol,
      sumBalance: money(availableMinor),
      availBalance: money(availableMinor),
      frozenBalance: money(heldMinor),
      accounts: [{ accountTypeId: MAIN_WALLET, accountType: 'MAIN', availBalance: money(availableMinor) }],
    });
  });

  done();
};
