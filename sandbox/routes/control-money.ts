import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { ENDPOINTS } from '../../src/platform/endpoints.ts';
import { requestInfo, type AreaOptions } from '../context.ts';
import { SCOPE_COOKIE } from '../control-state.ts';
import { playRounds } from '../domain/bets.ts';
import { lastContactCode } from '../domain/contacts.ts';
import { signCallback, type ProviderCallback } from '../domain/deposit-callbacks.ts';
import { memberOfOrder, settleDepositOrder } from '../domain/deposits.ts';
import { ledgerAudit, memberBalance } from '../domain/ledger.ts';
import { identityOf } from '../domain/member-identities.ts';
import { findMember, type MemberRow } from '../domain/members.ts';
import { setPaymentPassword } from '../domain/payment-passwords.ts';
import { moneyRequestsOf, settleWithdrawal, withdrawalMerchant } from '../domain/withdrawals.ts';
import { ok, SandboxHttpError } from '../http.ts';
import { CONTROL_PREFIX } from '../control-api.ts';
import { parseInput } from '../request.ts';
import type { SandboxTenant } from '../tenants.ts';
import { money, wireMinor } from '../money.ts';

/**
 * Control calls for money (test mode only; shapes in sandbox/README.md):
 * the payment provider's verdict on a deposit (sent through the signed
 * callback, as a real provider would, naming the payer's tax id), the operator's decision on a
 * withdrawal, simulated play, the last binding code, balances, the
 * ledger audit, and a member's open event streams (counted, or dropped to
 * test the client's reconnection, NOTIFY-07).
 */

const userField = z.string().check(z.minLength(1), z.maxLength(64));
const merchantField = z.optional(z.string().check(z.maxLength(32)));
const depositSettle = z.object({
  orderId: z.string().check(z.maxLength(40)),
  status: z.enum(['paid', 'failed', 'expired']),
  signature: z.optional(z.string()),
  // Issue 33: who paid. Absent: the member's own CPF when they have one (so flows credit as before); null: no payer named.
  payerTaxId: z.optional(z.nullable(z.string().check(z.maxLength(32)))),
});
const withdrawSettle = z.object({
  id: z.string().check(z.maxLength(40)),
  status: z.enum(['approved', 'rejected']),
  reason: z.optional(z.string().check(z.maxLength(200))),
});
const playBody = z.object({
  username: userField,
  merchant: merchantField,
  rounds: z.number().check(z.int(), z.gte(1), z.lte(500)),
  // In major units as the wire writes them; the default is 1.00 (already read: minor units).
  stake: z._default(wireMinor(0.01, 100_000), 100),
  vendor: z._default(z.string().check(z.maxLength(32)), 'BGS'),
  gameType: z._default(z.string().check(z.maxLength(16)), 'RNG'),
  gameName: z._default(z.string().check(z.maxLength(64)), 'Fortune Reels'),
  seed: z._default(z.number().check(z.int()), 7),
  rtp: z._default(z.number().check(z.gte(0), z.lte(2)), 0.96),
});
const userQuery = z.object({
  username: userField,
  merchant: merchantField,
  channel: z.optional(z.enum(['phone', 'email'])),
});
const passwordBody = z.object({
  username: userField,
  merchant: merchantField,
  password: z.string().check(z.regex(/^\d{6}$/)),
});

export const controlMoneyRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  if (!ctx.testMode) {
    done();
    return;
  }
  const tenantOf = (request: FastifyRequest, merchant: string | undefined): SandboxTenant => {
    const tenant = merchant ? ctx.tenants.byMerchant(merchant) : requestInfo(request).tenant;
    if (!tenant) throw new SandboxHttpError(400, 'request_param_err', `unknown merchant ${merchant ?? ''}`);
    return tenant;
  };
  const memberOf = async (
    request: FastifyRequest,
    username: string,
    merchant: string | undefined,
  ): Promise<{ member: MemberRow; tenant: SandboxTenant }> => {
    const tenant = tenantOf(request, merchant);
    const member = await findMember(ctx.db, tenant.merchantCode, username);
    if (!member) throw new SandboxHttpError(404, 'request_not_found', `no member ${username}`);
    return { member, tenant };
  };
  const now = (request: FastifyRequest) => ctx.control.now(requestInfo(request).scope);

  // The provider's verdict goes through the signed callback (a wrong `signature` can be sent to test the refusal).
  app.post(`${CONTROL_PREFIX}/deposits/settle`, async (request) => {
    const body = parseInput(depositSettle, request.body);
    const order = await memberOfOrder(ctx.db, body.orderId);
    const tenant = order && ctx.tenants.byMerchant(order.merchant);
    if (!order || !tenant) throw new SandboxHttpError(404, 'request_not_found', `no order ${body.orderId}`);
    if (body.status === 'expired') {
      const settled = await ctx.db.transaction((tx) =>
        settleDepositOrder(tx, tenant, body.orderId, 'expired', now(request)),
      );
      return ok({ orderId: settled.id, status: settled.status });
    }
    const payerTaxId = body.payerTaxId === undefined ? (await identityOf(ctx.db, order.memberId)).cpf : body.payerTaxId;
    const callback: ProviderCallback = {
      orderId: body.orderId,
      status: body.status === 'paid' ? 'PAID' : 'FAILED',
      amountMinor: order.amountMinor,
      providerRef: `PRV-${body.orderId}`,
      timestamp: now(request),
      ...(payerTaxId === null ? {} : { payerTaxId }),
    };
    const response = await app.inject({
      method: 'POST',
      url: ENDPOINTS.depositCallback.path,
      headers: {
        host: `${tenant.merchantCode}.localhost`,
        merchant: tenant.merchantCode,
        'x-provider-signature': body.signature ?? signCallback(tenant.merchantCode, callback),
      },
      cookies: { [SCOPE_COOKIE]: requestInfo(request).scope },
      payload: {
        orderId: callback.orderId,
        status: callback.status,
        amount: callback.amountMinor,
        providerRef: callback.providerRef,
        timestamp: callback.timestamp,
        payerTaxId: callback.payerTaxId,
      },
    });
    return response.json<unknown>();
  });

  app.post(`${CONTROL_PREFIX}/withdrawals/settle`, async (request) => {
    const body = parseInput(withdrawSettle, request.body);
    const merchant = await withdrawalMerchant(ctx.db, body.id);
    const tenant = merchant && ctx.tenants.byMerchant(merchant);
    if (!tenant) throw new SandboxHttpError(404, 'request_not_found', `no withdrawal ${body.id}`);
    const settled = await ctx.db.transaction((tx) =>
      settleWithdrawal(tx, tenant, body.id, body.status, body.reason ?? null, now(request)),
    );
    return ok({ id: settled.id, status: settled.status });
  });

  // Orders and withdrawals of a member, newest first (tests count them: a double submit must make one).
  app.get(`${CONTROL_PREFIX}/money`, async (request) => {
    const query = parseInput(userQuery, request.query);
    const { member } = await memberOf(request, query.username, query.merchant);
    const balance = await memberBalance(ctx.db, member.id);
    return ok({
      ...(await moneyRequestsOf(ctx.db, member.id)),
      available: money(balance.availableMinor),
      held: money(balance.heldMinor),
    });
  });

  app.post(`${CONTROL_PREFIX}/play`, async (request) => {
    const body = parseInput(playBody, request.body);
    const { member, tenant } = await memberOf(request, body.username, body.merchant);
    const at = now(request);
    const result = await ctx.db.transaction((tx) =>
      playRounds(
        tx,
        tenant,
        member.id,
        {
          rounds: body.rounds,
          stakeMinor: body.stake,
          vendor: body.vendor,
          gameType: body.gameType,
          gameName: body.gameName,
          seed: body.seed,
          rtp: body.rtp,
        },
        (round) => at + round,
      ),
    );
    return ok(result);
  });

  app.get(`${CONTROL_PREFIX}/contact-code`, async (request) => {
    const query = parseInput(userQuery, request.query);
    const { member } = await memberOf(request, query.username, query.merchant);
    return ok({ code: await lastContactCode(ctx.db, member.id, query.channel ?? 'phone') });
  });

  app.post(`${CONTROL_PREFIX}/payment-password`, async (request) => {
    const body = parseInput(passwordBody, request.body);
    const { member } = await memberOf(request, body.username, body.merchant);
    await setPaymentPassword(ctx.db, member.id, body.password);
    return ok(null);
  });

  // Only the caller's scope: a test that drops its player's streams leaves other tests' tabs connected.
  app.get(`${CONTROL_PREFIX}/streams`, async (request) => {
    const query = parseInput(userQuery, request.query);
    const { member } = await memberOf(request, query.username, query.merchant);
    return ok({ open: ctx.events.streams.matching({ memberId: member.id, scope: requestInfo(request).scope }).length });
  });

  app.post(`${CONTROL_PREFIX}/streams/drop`, async (request) => {
    const body = parseInput(userQuery, request.body);
    const { member } = await memberOf(request, body.username, body.merchant);
    return ok({ dropped: ctx.events.streams.drop({ memberId: member.id, scope: requestInfo(request).scope }) });
  });

  app.get(`${CONTROL_PREFIX}/ledger/audit`, async () => ok(await ledgerAudit(ctx.db)));

  done();
};
