import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { turnoverProgress } from '../domain/bets.ts';
import { callbackFresh, callbackSignatureValid, type ProviderCallback } from '../domain/deposit-callbacks.ts';
import { orderView } from '../domain/deposit-views.ts';
import { createDepositOrder, orderByRequest, settleDepositOrder } from '../domain/deposits.ts';
import { offerForDeposit } from '../domain/bonus-grants.ts';
import { BONUS_OFFERS, termsView } from '../domain/bonus-offers.ts';
import { depositChannelsFor } from '../domain/money-config.ts';
import { requirePaymentPassword } from '../domain/payment-passwords.ts';
import { gamblingState } from '../domain/responsible-gaming.ts';
import { transferByRequest, transferToUpline, uplineOf } from '../domain/transfers.ts';
import { requestWithdrawal, withdrawalByRequest, withdrawalView, withdrawSettings } from '../domain/withdrawals.ts';
import { ok, SandboxHttpError } from '../http.ts';
import { BusinessRefusal } from '../messages.ts';
import { requestIdField } from '../request.ts';
import { route } from '../route.ts';
import { minorAmount, money } from '../money.ts';

/**
 * The cashier (issue 13): deposit settings, channels and bonuses, deposit
 * orders and the provider's signed callback, withdrawal settings, requests
 * and their state, bonus turnover, superior transfer. Every write carries a
 * `requestId` (the idempotency key); every call is for real members (the
 * endpoint table says so and the route wrapper refuses trial accounts).
 */

/** A money amount: the wire's major units, read into minor units by the route wrapper (the row's `money`). */
const amountField = minorAmount(1e12);

const depositBody = z.object({
  channel: z.string().check(z.maxLength(32)),
  amount: amountField,
  bonusId: z.optional(z.nullable(z.string().check(z.maxLength(32)))),
  // Issue 34: a promo code brings its own offer (it wins over bonusId).
  promoCode: z.optional(z.nullable(z.string().check(z.maxLength(32)))),
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
  // Issue 34: the player agreed to give up the active bonus (refused with what it would forfeit otherwise).
  forfeitBonus: z._default(z.boolean(), false),
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
const transferQuery = z.object({ requestId: requestIdField });
const callbackBody = z.object({
  orderId: z.string().check(z.maxLength(40)),
  status: z.enum(['PAID', 'FAILED']),
  amount: z.number().check(z.int(), z.gte(0)),
  providerRef: z.string().check(z.maxLength(64)),
  timestamp: z.number().check(z.int()),
  // Issue 33 (proposed field): the payer's tax id, signed with the rest; judged where payments must be the player's own.
  payerTaxId: z.optional(z.string().check(z.maxLength(32))),
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
          minAmount: money(channel.minMinor),
          maxAmount: money(channel.maxMinor),
          quickAmounts: channel.quickMinor.map((amount) => money(amount)),
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
          maxBonus: money(offer.maxBonusMinor),
          minDeposit: money(offer.minDepositMinor),
          // Issue 34: the wagering terms (turnoverMultiplier kept for clients that read it).
          turnoverMultiplier: offer.multiplier,
          ...termsView(offer),
          maxStake: money(offer.maxStakeMinor),
        })),
      }),
    ),
  );

  route(app, ctx, 'depositCreate', { body: depositBody }, async ({ body, session, info, now }) => {
    const order = await ctx.db.transaction(async (tx) =>
      createDepositOrder(
        tx,
        info.tenant,
        session.memberId,
        {
          channel: body.channel,
          amountMinor: body.amount,
          offer: await offerForDeposit(tx, session.memberId, {
            offerId: body.bonusId ?? null,
            promoCode: body.promoCode?.trim() || null,
          }),
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
      ...(body.payerTaxId === undefined ? {} : { payerTaxId: body.payerTaxId }),
    };
    const signature = request.headers['x-provider-signature'];
    if (typeof signature !== 'string' || !callbackSignatureValid(info.tenant.merchantCode, callback, signature))
      throw new BusinessRefusal('callback.signature.invalid');
    // A signed callback replayed long after (or dated far ahead) is refused before it touches the order (MONEY-30).
    if (!callbackFresh(callback, now)) throw new BusinessRefusal('callback.stale');
    const order = await ctx.db.transaction((tx) =>
      settleDepositOrder(tx, info.tenant, body.orderId, body.status === 'PAID' ? 'paid' : 'failed', now, {
        paidMinor: callback.amountMinor,
        providerRef: callback.providerRef,
        ...(callback.payerTaxId === undefined ? {} : { payerTaxId: callback.payerTaxId }),
      }),
    );
    // A held order is answered as accepted too (issue 33, PAY-02): the provider must not retry, the refund is the operator's.
    return ok({ orderId: order.id, status: order.status });
  });

  route(app, ctx, 'withdrawSettings', async ({ session, info, now }) => {
    return ok(await withdrawSettings(ctx.db, info.tenant, session.memberId, now));
  });

  route(app, ctx, 'turnoverProgress', async ({ session }) => {
    const progress = await turnoverProgress(ctx.db, session.memberId);
    return ok({ required: money(progress.requiredMinor), done: money(progress.doneMinor), met: progress.met });
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
        {
          requestId: body.requestId,
          payoutAccountId: body.payoutAccountId,
          amountMinor: body.amount,
          forfeitBonus: body.forfeitBonus,
        },
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

  // Issue 38 (defect 5): did the transfer with this requestId go through? (read after a lost answer)
  route(app, ctx, 'uplineTransferOrder', { query: transferQuery }, async ({ query, session, info }) => {
    const transfer = await transferByRequest(ctx.db, info.tenant, session.memberId, query.requestId);
    if (!transfer) throw new BusinessRefusal('order.not.found');
    return ok(transfer);
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
          { amountMinor: body.amount, requestId: body.requestId },
          now,
        ),
      ),
    );
  });

  done();
};
