import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { redeemPromoCode } from '../domain/bonus-grants.ts';
import { bonusView, bonusWallet } from '../domain/bonus-views.ts';
import { memberBalance } from '../domain/ledger.ts';
import { requireRealAccount } from '../domain/members.ts';
import { memberRoute, ok, parseInput } from '../http.ts';
import { requestIdField } from './cashier.ts';

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
  memberRoute(app, ctx, 'bonusWallet', async ({ session, info, now }) => {
    await requireRealAccount(ctx.db, session.memberId);
    return ok(await ctx.db.transaction((tx) => bonusWallet(tx, info.tenant, session.memberId, now)));
  });

  memberRoute(app, ctx, 'bonusRedeem', async ({ request, session, info, now }) => {
    await requireRealAccount(ctx.db, session.memberId);
    const body = parseInput(redeemBody, request.body);
    const bonus = await ctx.db.transaction((tx) => redeemPromoCode(tx, info.tenant, session.memberId, body, now));
    const { bonusMinor } = await memberBalance(ctx.db, session.memberId);
    return ok(bonusView(bonus, bonus.status === 'active' ? bonusMinor : null));
  });

  done();
};
