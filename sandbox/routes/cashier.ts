import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { turnoverProgress } from '../domain/bets.ts';
import {
  callbackSignatureValid,
  createDepositOrder,
  orderByRequest,
  orderView,
  settleDepositOrder,
  type ProviderCallback,
} from '../domain/deposits.ts';
import { BONUS_OFFERS, depositChannelsFor } from '../domain/money-config.ts';
import { requirePaymentPassword } from '../domain/payment-passwords.ts';
import { gamblingState } from '../domain/responsible-gaming.ts';
import { transferToUpline, uplineOf } from '../domain/transfers.ts';
import { requestWithdrawal, withdrawalByRequest, withdrawalView, withdrawSettings } from '../domain/withdrawals.ts';
import { ok, SandboxHttpError } from '../http.ts';
import { BusinessRefusal } from '../messages.ts';
import { requestIdField } from '../request.ts';
import { route } from '../route.ts';

/**
 * The cashier (issue 13): deposit settings, channels and bonuses, deposit
 * orders and the provider's signed callback, withdrawal settings, requests
 * and their state, bonus turnover, superior transfer. Every write carries a
 * `requestId` (the idempotency key); every call is for real members (the
 * endpoint table says so and the route wrapper refuses trial accounts).
 */

/** A money amount in major units with at most two decimals. */
const amountField = z.number().check(
  z.gt(0),
  z.lte(1e10),
  z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'at most two decimals'),
);
const toMinorUnits = (amount: number): number => Math.round(amount * 100);

const depositBody = z.object({
  channel: z.string().check(z.maxLength(32)),
  amount: amountField,
  bonusId: z.optional(z.nullable(z.string().check(z.maxLength(32)))),
  requestId: requestIdField,
});
const orderQuery = z.object({
  orderId: z.optional(z.string().check(z.maxLength(40))),
  requestId: z.optional(requestIdField),
});
const withdrawBody = z.object({
  requestId: requestIdField,
  payoutAccountId: z.number().check(z.int(), z.gt(0)),
  amount: amountField,
  paymentPassword: z.string().check(z.minLength(1), z.maxLength(64)),
});
const withdrawQuery = z.object({
  id: z.optional(z.string().check(z.maxLength(40))),
  requestId: z.optional(requestIdField),
});
const transferBody = z.object({
  requestId: requestIdField,
  amount: amountField,
  paymentPassword: z.string().check(z.minLength(1), z.maxLength(64)),
});
const callbackBody = z.object({
  orderId: z.string().check(z.maxLength(40)),
  status: z.enum(['PAID', 'FAILED']),
  amount: z.number().check(z.int(), z.gte(0)),
  providerRef: z.string().check(z.maxLength(64)),
  timestamp: z.number().check(z.int()),
});

export const cashierRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  route(app, ctx, 'depositSettings', async ({ session, info, now }) => {
    const { exclusion } = await gamblingState(ctx.db, session.memberId, now);
    return ok({
      allowDeposit: exclusion ? 'N' : 'Y',
      currency: info.tenant.currency,
      currencySymbol: info.tenant.currencySymbol,
      exclusion,
    });
  });

  route(app, ctx, 'depositBanks', ({ info }) =>
    Promise.resolve(
      ok({
        channels: depositChannelsFor(info.tenant.currency).map((channel) => ({
          code: channel.code,
          kind: channel.kind,
          name: channel.name,
          minAmount: channel.minMinor / 100,
          maxAmount: channel.maxMinor / 100,
          quickAmounts: channel.quickMinor.map((amount) => amount / 100),
          expiresMinutes: channel.expiresMinutes,
          processing: channel.processing,
        })),
      }),
    ),
  );

  route(app, ctx, 'depositPromotions', () =>
    Promise.resolve(
      ok({
        content: BONUS_OFFERS.map((offer) => ({
          id: offer.id,
          name: offer.name,
          percent: offer.percent,
          maxBonus: offer.maxBonusMinor / 100,
          minDeposit: offer.minDepositMinor / 100,
          turnoverMultiplier: offer.turnoverMultiplier,
        })),
      }),
    ),
  );

  route(app, ctx, 'depositCreate', { body: depositBody }, async ({ body, session, info, now }) => {
    const order = await ctx.db.transaction((tx) =>
      createDepositOrder(
        tx,
        info.tenant,
        session.memberId,
        {
          channel: body.channel,
          amountMinor: toMinorUnits(body.amount),
          bonusId: body.bonusId ?? null,
          requestId: body.requestId,
        },
        now,
      ),
    );
    return ok(orderView(order, info.tenant));
  });

  route(app, ctx, 'depositOrder', { query: orderQuery }, async ({ query, session, info, now }) => {
    if (!query.orderId && !query.requestId)
      throw new SandboxHttpError(400, 'request_param_err', 'orderId or requestId');
    const order = await orderByRequest(ctx.db, session.memberId, query, now);
    if (!order) throw new BusinessRefusal('order.not.found');
    return ok(orderView(order, info.tenant));
  });

  // The payment provider's verdict, signed with the merchant's secret (X-Provider-Signature: HMAC-SHA256 hex).
  route(app, ctx, 'depositCallback', { body: callbackBody }, async ({ request, body, info, now }) => {
    const callback: ProviderCallback = {
      orderId: body.orderId,
      status: body.status,
      amountMinor: body.amount,
      providerRef: body.providerRef,
      timestamp: body.timestamp,
    };
    const signature = request.headers['x-provider-signature'];
    if (typeof signature !== 'string' || !callbackSignatureValid(info.tenant.merchantCode, callback, signature))
      throw new BusinessRefusal('callback.signature.invalid');
    const order = await ctx.db.transaction((tx) =>
      settleDepositOrder(tx, info.tenant, body.orderId, body.status === 'PAID' ? 'paid' : 'failed', now),
    );
    return ok({ orderId: order.id, status: order.status });
  });

  route(app, ctx, 'withdrawSettings', async ({ session, info, now }) => {
    return ok(await withdrawSettings(ctx.db, info.tenant, session.memberId, now));
  });

  route(app, ctx, 'turnoverProgress', async ({ session }) => {
    const progress = await turnoverProgress(ctx.db, session.memberId);
    return ok({ required: progress.requiredMinor / 100, done: progress.doneMinor / 100, met: progress.met });
  });

  route(app, ctx, 'withdraw', { body: withdrawBody }, async ({ body, session, info, now }) => {
    const existing = await withdrawalByRequest(ctx.db, session.memberId, { requestId: body.requestId });
    if (existing) return ok(withdrawalView(existing));
    await requirePaymentPassword(ctx.db, session.memberId, body.paymentPassword, now);
    const row = await ctx.db.transaction((tx) =>
      requestWithdrawal(
        tx,
        info.tenant,
        session.memberId,
        { requestId: body.requestId, payoutAccountId: body.payoutAccountId, amountMinor: toMinorUnits(body.amount) },
        now,
      ),
    );
    return ok(withdrawalView(row));
  });

  route(app, ctx, 'withdrawOrder', { query: withdrawQuery }, async ({ query, session }) => {
    if (!query.id && !query.requestId) throw new SandboxHttpError(400, 'request_param_err', 'id or requestId');
    const row = await withdrawalByRequest(ctx.db, session.memberId, query);
    if (!row) throw new BusinessRefusal('order.not.found');
    return ok(withdrawalView(row));
  });

  route(app, ctx, 'uplineTransferInfo', async ({ session }) => {
    return ok(await uplineOf(ctx.db, session.memberId));
  });

  route(app, ctx, 'uplineTransfer', { body: transferBody }, async ({ body, session, info, now }) => {
    if (!(await uplineOf(ctx.db, session.memberId)).allowed) throw new BusinessRefusal('transfer.not.allowed');
    await requirePaymentPassword(ctx.db, session.memberId, body.paymentPassword, now);
    return ok(
      await ctx.db.transaction((tx) =>
        transferToUpline(
          tx,
          info.tenant,
          session.memberId,
          { amountMinor: toMinorUnits(body.amount), requestId: body.requestId },
          now,
        ),
      ),
    );
  });

  done();
};
