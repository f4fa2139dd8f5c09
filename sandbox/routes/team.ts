import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { currentDividend, dividendHistory } from '../domain/dividends.ts';
import { createMember, findMember, memberById, normaliseUsername } from '../domain/members.ts';
import { limitsOf, rateHistory, ratesOf, REBATE_GAME_TYPES, setDownlineRates } from '../domain/rebates.ts';
import { refuseOutsideTree, teamBreakdown, teamMembersPage, teamOverview } from '../domain/team.ts';
import { ok } from '../http.ts';
import { BusinessRefusal } from '../messages.ts';
import { periodOf, periodQuery } from '../request.ts';
import { route } from '../route.ts';
import { twoDecimals } from '../money.ts';

/**
 * The agent's team (issue 14): KPIs, members with drill-down, team P&L and
 * betting by period, rebate rates (own and downlines', within the agent's
 * own), open account, dividends. Agent calls refuse types 0, 4 and 40 (the
 * endpoint table's agent rule).
 */

const teamQuery = z.object({
  parentId: z.optional(z.coerce.number().check(z.int(), z.gt(0))),
  username: z.optional(z.string().check(z.maxLength(32))),
  level: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(20))),
  status: z.optional(z.enum(['active', 'inactive', 'disabled'])),
  pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});
const rate = z.number().check(z.gte(0), z.lte(10), z.refine(twoDecimals, 'two decimals'));
const ratesBody = z.partialRecord(z.enum(REBATE_GAME_TYPES), rate);
const downlineRatesBody = z.object({ memberId: z.number().check(z.int(), z.gt(0)), rates: ratesBody });
const memberIdQuery = z.object({ memberId: z.coerce.number().check(z.int(), z.gt(0)) });
const usernameQuery = z.object({ username: z.string().check(z.maxLength(32)) });
const openAccountBody = z.object({
  username: z.string().check(z.trim(), z.regex(/^[A-Za-z][A-Za-z0-9]{3,15}$/, 'a letter, then 4-16 letters or digits')),
  password: z.string().check(z.regex(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{6,16}$/, '6-16 letters and digits')),
  type: z.enum(['player', 'agent']),
  rates: z._default(ratesBody, {}),
});

export const teamRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  route(app, ctx, 'teamOverview', { query: periodQuery }, async ({ query, session, now }) => {
    const period = periodOf(query, now);
    return ok({ ...period, ...(await teamOverview(ctx.db, session.memberId, period.from, period.to)) });
  });

  route(app, ctx, 'subordinates', { query: teamQuery }, async ({ query, session, now }) => {
    return ok(
      await teamMembersPage(
        ctx.db,
        session.memberId,
        {
          parentId: query.parentId ?? null,
          username: query.username ?? null,
          level: query.level ?? null,
          status: query.status ?? null,
          pageNo: query.pageNo,
          pageSize: query.pageSize,
        },
        now,
      ),
    );
  });

  for (const operation of ['teamPnl', 'teamBetting'] as const) {
    route(app, ctx, operation, { query: periodQuery }, async ({ query, session, now }) => {
      const period = periodOf(query, now);
      return ok({ ...period, ...(await teamBreakdown(ctx.db, session.memberId, period.from, period.to)) });
    });
  }

  route(app, ctx, 'rebateSettings', async ({ session }) => {
    return ok({
      rates: await ratesOf(ctx.db, session.memberId),
      limits: await limitsOf(ctx.db, session.memberId),
      history: await rateHistory(ctx.db, session.memberId),
      gameTypes: REBATE_GAME_TYPES,
    });
  });

  route(app, ctx, 'downlineRebate', { query: memberIdQuery }, async ({ query: { memberId }, session }) => {
    await refuseOutsideTree(ctx.db, session.memberId, memberId);
    const member = await memberById(ctx.db, memberId);
    return ok({
      memberId,
      username: member?.username ?? '',
      rates: await ratesOf(ctx.db, memberId),
      limits: await ratesOf(ctx.db, session.memberId),
      history: await rateHistory(ctx.db, memberId, 10),
    });
  });

  route(app, ctx, 'downlineRebateUpdate', { body: downlineRatesBody }, async ({ body, session, now }) => {
    await refuseOutsideTree(ctx.db, session.memberId, body.memberId);
    await ctx.db.transaction((tx) => setDownlineRates(tx, session.memberId, body.memberId, body.rates, now));
    return ok({ memberId: body.memberId, rates: await ratesOf(ctx.db, body.memberId) });
  });

  route(app, ctx, 'checkUsername', { query: usernameQuery }, async ({ query: { username }, info }) => {
    return ok({ available: !(await findMember(ctx.db, info.tenant.merchantCode, username)) });
  });

  // Open account: a downline player or agent (encrypted body), with starting rates no higher than the agent's own.
  route(app, ctx, 'createDownline', { body: openAccountBody }, async ({ body, session, info, now }) => {
    const created = await ctx.db.transaction(async (tx) => {
      const member = await createMember(tx, info.tenant, {
        username: body.username,
        password: body.password,
        type: body.type === 'agent' ? 1 : 0,
        parentId: session.memberId,
        createdAt: now,
      });
      if (!member) throw new BusinessRefusal('username.exists');
      await setDownlineRates(tx, session.memberId, member.id, body.rates, now);
      return member;
    });
    return ok({
      id: created.id,
      username: normaliseUsername(created.username),
      type: created.type,
      rates: await ratesOf(ctx.db, created.id),
    });
  });

  route(app, ctx, 'dividendCurrent', async ({ session, now }) => {
    return ok(await currentDividend(ctx.db, session.memberId, now));
  });

  route(app, ctx, 'dividendHistory', async ({ session }) => {
    return ok(await dividendHistory(ctx.db, session.memberId));
  });

  done();
};
