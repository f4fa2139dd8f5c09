import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import { requestInfo, type AreaOptions } from '../context.ts';
import { findMember } from '../domain/members.ts';
import { claimMission, leaderboard, missionsOf } from '../domain/missions.ts';
import { claimable, claimRebate, ratesOf, rebateClaims, REBATE_GAME_TYPES, setRates } from '../domain/rebates.ts';
import { grab, grabbed, rainState, type Rain } from '../domain/red-rain.ts';
import { invitationsOf, REFERRAL_REWARD_MINOR, referralCodeOf } from '../domain/referrals.ts';
import { CONTROL_PREFIX } from '../control-api.ts';
import { ok } from '../http.ts';
import { BusinessRefusal } from '../messages.ts';
import { parseInput, periodOf, periodQuery, requestIdField } from '../request.ts';
import { route } from '../route.ts';
import { money, wireMinor } from '../money.ts';

/**
 * Engagement (issue 14): invite friends (referral code, invitations,
 * rewards), manual rebate and my rebate, missions and their leaderboard,
 * and red envelope rain. Real accounts only (the endpoint table's realMember
 * rule refuses trial accounts).
 */

const claimBody = z.object({ gameType: z.optional(z.nullable(z.enum(REBATE_GAME_TYPES))), requestId: requestIdField });
const missionBody = z.object({ missionId: z.string().check(z.maxLength(32)) });

export const engagementRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  /** Per scope: a rain started by the control API, and a prize fixed for the next grab. */
  const extraRain = new Map<string, Rain>();
  const fixedPrize = new Map<string, number>();

  route(app, ctx, 'referralDetails', async ({ request, session, info }) => {
    const code = await referralCodeOf(ctx.db, info.tenant.merchantCode, session.memberId);
    const invitations = await invitationsOf(ctx.db, session.memberId);
    const host = request.headers.host ?? `${info.tenant.merchantCode}.localhost`;
    return ok({
      referralCode: code,
      totalInvitations: invitations.length,
      promotionDomains: [`${request.protocol}://${host}`],
      rewardPerFriend: money(REFERRAL_REWARD_MINOR),
      totalRewards: money(invitations.reduce((sum, row) => sum + row.reward.minor, 0)),
    });
  });

  route(app, ctx, 'referralInvitations', async ({ session }) => {
    return ok({ content: await invitationsOf(ctx.db, session.memberId) });
  });

  route(app, ctx, 'claimableRebate', async ({ session }) => {
    return ok({ content: await claimable(ctx.db, session.memberId) });
  });

  route(app, ctx, 'claimRebate', { body: claimBody }, async ({ body, session, info, now }) => {
    return ok(
      await ctx.db.transaction((tx) =>
        claimRebate(tx, info.tenant, session.memberId, body.gameType ?? null, body.requestId, now),
      ),
    );
  });

  route(app, ctx, 'rebateReport', { query: periodQuery }, async ({ query, session, now }) => {
    const period = periodOf(query, now);
    return ok({ content: await rebateClaims(ctx.db, session.memberId, period.from, period.to) });
  });

  route(app, ctx, 'missions', async ({ session, now }) => {
    return ok({ content: await missionsOf(ctx.db, session.memberId, now) });
  });

  route(app, ctx, 'claimMission', { body: missionBody }, async ({ body, session, info, now }) => {
    return ok(await ctx.db.transaction((tx) => claimMission(tx, info.tenant, session.memberId, body.missionId, now)));
  });

  route(app, ctx, 'leaderboard', async ({ session, info, now }) => {
    return ok(await leaderboard(ctx.db, info.tenant.merchantCode, session.memberId, now));
  });

  route(app, ctx, 'redRain', async ({ session, info, now }) => {
    const state = rainState(info.tenant.merchantCode, now, extraRain.get(info.scope) ?? null);
    return ok({ ...state, grabbed: state.live ? await grabbed(ctx.db, session.memberId, state.live.id) : null });
  });

  route(app, ctx, 'redRainGrab', async ({ session, info, now }) => {
    const { live } = rainState(info.tenant.merchantCode, now, extraRain.get(info.scope) ?? null);
    const prize = fixedPrize.get(info.scope) ?? null;
    const result = await ctx.db.transaction((tx) => grab(tx, info.tenant, session.memberId, live, now, prize));
    if (!result.again) fixedPrize.delete(info.scope);
    return ok(result);
  });

  if (ctx.testMode) {
    // A member's rebate rates (tests give a fresh player rates without an agent).
    app.post(`${CONTROL_PREFIX}/rebate-rates`, async (request) => {
      const body = parseInput(
        z.object({
          username: z.string().check(z.maxLength(64)),
          rates: z.partialRecord(z.enum(REBATE_GAME_TYPES), z.number().check(z.gte(0), z.lte(10))),
        }),
        request.body,
      );
      const member = await findMember(ctx.db, requestInfo(request).tenant.merchantCode, body.username);
      if (!member) throw new BusinessRefusal('user.not.exist');
      await ctx.db.transaction((tx) =>
        setRates(tx, member.id, body.rates, null, ctx.control.now(requestInfo(request).scope)),
      );
      return ok(await ratesOf(ctx.db, member.id));
    });
    // A rain falling now for minutes (tests), and the prize of the next grab.
    app.post(`${CONTROL_PREFIX}/red-rain`, (request) => {
      const { scope, tenant } = requestInfo(request);
      const body = parseInput(
        z.object({
          minutes: z._default(z.number().check(z.gt(0), z.lte(120)), 10),
          prize: z.optional(wireMinor(0.01, 1000)),
        }),
        request.body ?? {},
      );
      const start = ctx.control.now(scope);
      extraRain.set(scope, {
        id: `${tenant.merchantCode}:control:${start}`,
        start,
        end: start + body.minutes * 60_000,
      });
      if (body.prize !== undefined) fixedPrize.set(scope, body.prize);
      return Promise.resolve(ok(extraRain.get(scope)));
    });
  }

  done();
};
