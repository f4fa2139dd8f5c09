import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { redeemPromoCode } from '../domain/bonus-grants.ts';
import { bonusView, bonusWallet } from '../domain/bonus-views.ts';
import { memberBalance } from '../domain/ledger.ts';
import { ok } from '../http.ts';
import { requestIdField } from '../request.ts';
import { route } from '../route.ts';

/**
 * The bonus wallet (issue 34): the member's bonuses (active with balance
 * and wagering, pending, history) and a promo code redeemed on the
 * promotions page. Bets move the wagering (domain/bonus-bets.ts); deposits
 * with an offer or code grant through the cashier.
 */

const redeemBody = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(32)),
  requestId: requestIdField,
});

export const bonusRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  route(app, ctx, 'bonusWallet', async ({ session, info, now }) =>
    ok(await ctx.db.transaction((tx) => bonusWallet(tx, info.tenant, session.memberId, now))),
  );

  route(app, ctx, 'bonusRedeem', { body: redeemBody }, async ({ body, session, info, now }) => {
    const bonus = await ctx.db.transaction((tx) => redeemPromoCode(tx, info.tenant, session.memberId, body, now));
    const { bonusMinor } = await memberBalance(ctx.db, session.memberId);
    return ok(bonusView(bonus, bonus.status === 'active' ? bonusMinor : null));
  });

  done();
};
