import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { contactsOf, sendContactCode, verifyContact } from '../domain/contacts.ts';
import { profileOf } from '../domain/jurisdiction-gates.ts';
import { loginHistory } from '../domain/logins.ts';
import { RG_RULES } from '../domain/money-config.ts';
import {
  changePaymentPassword,
  hasPaymentPassword,
  paymentPasswordRequestApplied,
} from '../domain/payment-passwords.ts';
import { OWN_NAME_PAYOUT_TYPES, requireOwnPayoutAccount } from '../domain/pix-directory.ts';
import {
  addPayoutAccount,
  payoutAccounts,
  payoutInput,
  payoutTypesFor,
  payoutView,
  removePayoutAccount,
  setDefaultPayoutAccount,
} from '../domain/payout-accounts.ts';
import {
  exclude,
  gamblingState,
  LIMIT_NAMES,
  sessionSummary,
  setLimits,
  type GamblingState,
  type LimitName,
} from '../domain/responsible-gaming.ts';
import { ok } from '../http.ts';
import { BusinessRefusal } from '../messages.ts';
import { requestIdField } from '../request.ts';
import { route } from '../route.ts';
import { money } from '../money.ts';
import { ENDPOINTS } from '../../src/platform/endpoints.ts';

/**
 * The security centre (issue 13): payment password, payout accounts,
 * phone and e-mail binding, recent logins, and responsible-gambling limits,
 * cool-off and self-exclusion. Trial accounts are refused (the endpoint
 * table's realMember rule), except for the recent logins.
 */

const paymentPasswordBody = z.object({
  oldPassword: z.optional(z.string().check(z.maxLength(64))),
  newPassword: z.string().check(z.regex(/^\d{6}$/, 'six digits')),
  requestId: z.optional(requestIdField),
});
const paymentPasswordRequestQuery = z.object({ requestId: requestIdField });
const idBody = z.object({ id: z.number().check(z.int(), z.gt(0)) });
const contactSendBody = z.union([
  z.object({
    channel: z.literal('phone'),
    target: z.string().check(z.regex(/^\d{6,15}$/)),
    countryDialingCode: z.string().check(z.regex(/^\d{1,4}$/)),
  }),
  z.object({
    channel: z.literal('email'),
    target: z.string().check(z.trim(), z.maxLength(255), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
  }),
]);
const contactVerifyBody = z.object({ channel: z.enum(['phone', 'email']), code: z.string().check(z.regex(/^\d{6}$/)) });
// Money limits arrive in minor units (the route wrapper reads the row's money fields), minute limits in minutes.
const limitValue = z.nullable(z.number().check(z.gte(0), z.lte(1e12)));
const limitsBody = z.partialRecord(z.enum(LIMIT_NAMES), limitValue);
const exclusionBody = z.object({
  kind: z.enum(['coolOff', 'selfExclusion']),
  days: z.number().check(z.int(), z.gte(1), z.lte(3650)),
  /** The end the confirmation showed (epoch ms); used when it matches the duration on this clock. */
  until: z.optional(z.number().check(z.int(), z.gte(0))),
});

/** The money limits are the save call's money fields (endpoint table); the others are minutes. */
const MONEY_LIMITS: ReadonlySet<string> = new Set(ENDPOINTS.gamblingLimitsSave.money);
const isMoneyLimit = (name: LimitName): boolean => MONEY_LIMITS.has(name);

function gamblingView(state: GamblingState, helpLinks: readonly { label: string; url: string }[]) {
  const show = (values: Partial<Record<LimitName, number | null>>) =>
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        value === null || !isMoneyLimit(name as LimitName) ? value : money(value),
      ]),
    );
  return {
    limits: show(state.limits),
    pending: state.pending ? show(state.pending) : null,
    pendingFrom: state.pendingFrom,
    exclusion: state.exclusion,
    rules: {
      increaseDelayHours: RG_RULES.increaseDelayMs / 3_600_000,
      coolOffDays: [1, RG_RULES.coolOffMaxMs / 86_400_000],
      selfExclusionMinDays: RG_RULES.selfExclusionMinMs / 86_400_000,
      realityCheckMinutes: RG_RULES.realityCheckMinutes,
    },
    helpLinks,
  };
}

export const securityRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  route(app, ctx, 'hasWithdrawalPassword', async ({ session }) => {
    return ok(await hasPaymentPassword(ctx.db, session.memberId));
  });

  route(app, ctx, 'securityConfig', async ({ session }) => {
    const accounts = await payoutAccounts(ctx.db, session.memberId);
    return ok({
      paymentPassword: await hasPaymentPassword(ctx.db, session.memberId),
      payoutAccounts: accounts.length,
      ...(await contactsOf(ctx.db, session.memberId)),
    });
  });

  // Set (no password yet) or change (the current one first); six digits, as cashiers use. Idempotent by requestId.
  route(app, ctx, 'paymentPassword', { body: paymentPasswordBody }, async ({ body, session, now }) => {
    await changePaymentPassword(ctx.db, session.memberId, body, now);
    return ok({ paymentPassword: true });
  });

  // Issue 38: did the change with this requestId go through? (read after a lost answer)
  route(app, ctx, 'paymentPasswordRequest', { query: paymentPasswordRequestQuery }, async ({ query, session }) => {
    return ok({
      requestId: query.requestId,
      applied: await paymentPasswordRequestApplied(ctx.db, session.memberId, query.requestId),
    });
  });

  route(app, ctx, 'bankCards', async ({ session, info }) => {
    // Issue 33: where payouts must be the player's own, only the kinds that can be shown to be theirs.
    const ownName = profileOf(info.tenant).ownNamePayments;
    return ok({
      types: payoutTypesFor(info.tenant.currency).filter((type) => !ownName || OWN_NAME_PAYOUT_TYPES.includes(type)),
      content: (await payoutAccounts(ctx.db, session.memberId)).map(payoutView),
    });
  });

  route(app, ctx, 'bankCardSave', async ({ body, session, info }) => {
    const parsed = payoutInput.safeParse(body);
    if (!parsed.success)
      throw new BusinessRefusal('payout.account.invalid', {
        fields: parsed.error.issues.map((issue) => issue.path.map(String).join('.')),
      });
    if (profileOf(info.tenant).ownNamePayments) await requireOwnPayoutAccount(ctx.db, session.memberId, parsed.data);
    const row = await ctx.db.transaction((tx) =>
      addPayoutAccount(tx, session.memberId, info.tenant.currency, parsed.data),
    );
    return ok(payoutView(row));
  });

  route(app, ctx, 'bankCardRemove', { body: idBody }, async ({ body: { id }, session }) => {
    await ctx.db.transaction((tx) => removePayoutAccount(tx, session.memberId, id));
    return ok({ id });
  });

  route(app, ctx, 'bankCardDefault', { body: idBody }, async ({ body: { id }, session }) => {
    await ctx.db.transaction((tx) => setDefaultPayoutAccount(tx, session.memberId, id));
    return ok({ id });
  });

  route(app, ctx, 'contactCodeSend', { body: contactSendBody }, async ({ body, session, now }) => {
    const target =
      body.channel === 'phone'
        ? `${body.countryDialingCode}${body.target.replace(/^0+/, '')}`
        : body.target.toLowerCase();
    return ok(await sendContactCode(ctx.db, session.memberId, body.channel, target, now));
  });

  route(app, ctx, 'contactVerify', { body: contactVerifyBody }, async ({ body, session, now }) => {
    await ctx.db.transaction((tx) => verifyContact(tx, session.memberId, body.channel, body.code, now));
    return ok(await contactsOf(ctx.db, session.memberId));
  });

  route(app, ctx, 'loginHistory', async ({ session }) => ok({ content: await loginHistory(ctx.db, session.memberId) }));

  route(app, ctx, 'gamblingLimits', async ({ session, info, now }) => {
    return ok(
      gamblingView(
        await gamblingState(ctx.db, session.memberId, now),
        info.tenant.tenant.responsibleGambling.helpLinks,
      ),
    );
  });

  route(app, ctx, 'gamblingLimitsSave', { body: limitsBody }, async ({ body, session, info, now }) => {
    const changes = Object.fromEntries(
      Object.entries(body).map(([name, value]) => [name, value === null ? null : Math.round(value)]),
    );
    return ok(
      gamblingView(
        await setLimits(ctx.db, session.memberId, changes, now),
        info.tenant.tenant.responsibleGambling.helpLinks,
      ),
    );
  });

  route(app, ctx, 'gamblingExclusion', { body: exclusionBody }, async ({ body, session, info, now }) => {
    const state = await exclude(ctx.db, session.memberId, body.kind, body.days * 86_400_000, now, body.until ?? null);
    return ok(gamblingView(state, info.tenant.tenant.responsibleGambling.helpLinks));
  });

  // The player's interval, else the tenant's jurisdiction default (0: off).
  route(app, ctx, 'realityCheck', async ({ session, info, now }) => {
    const summary = await sessionSummary(ctx.db, session.memberId, session.startedAt, now);
    const fallback = info.tenant.tenant.responsibleGambling.realityCheckMinutes;
    return ok({ ...summary, realityCheckMinutes: summary.realityCheckMinutes ?? (fallback > 0 ? fallback : null) });
  });

  done();
};
