import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { currentDividend, dividendHistory } from '../domain/dividends.ts';
import { createMember, findMember, memberById, normaliseUsername } from '../domain/members.ts';
import {
  limitsOf,
  rateHistory,
  ratesOf,
  REBATE_GAME_TYPES,
  requireAgent,
  setDownlineRates,
} from '../domain/rebates.ts';
import { refuseOutsideTree, teamBreakdown, teamMembersPage, teamOverview } from '../domain/team.ts';
import { memberRoute, ok, parseInput } from '../http.ts';
import { BusinessRefusal } from '../messages.ts';
import { periodOf } from './records.ts';
import { decryptedPayload } from './session.ts';

/**
 * The agent's team (issue 14): KPIs, members with drill-down, team P&L and
 * betting by period, rebate rates (own and downlines', within the agent's
 * own), open account, dividends. Agent calls refuse types 0, 4 and 40.
 */

const isoDay = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
const periodQuery = z.object({ startDate: isoDay, endDate: isoDay });
const teamQuery = z.object({
  parentId: z.optional(z.coerce.number().check(z.int(), z.gt(0))),
  username: z.optional(z.string().check(z.maxLength(32))),
  level: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(20))),
  status: z.optional(z.enum(['active', 'inactive', 'disabled'])),
  pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});
const rate = z.number().check(
  z.gte(0),
  z.lte(10),
  z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'two decimals'),
);
const ratesBody = z.partialRecord(z.enum(REBATE_GAME_TYPES), rate);
const downlineRatesBody = z.object({ memberId: z.number().check(z.int(), z.gt(0)), rates: ratesBody });
const memberIdQuery = z.object({ memberId: z.coerce.number().check(z.int(), z.gt(0)) });
const openAccountBody = z.object({
  username: z.string().check(z.trim(), z.regex(/^[A-Za-z][A-Za-z0-9]{3,15}$/, 'a letter, then 4-16 letters or digits')),
  password: z.string().check(z.regex(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{6,16}$/, '6-16 letters and digits')),
  type: z.enum(['player', 'agent']),
  rates: z._default(ratesBody, {}),
});

export const teamRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  memberRoute(app, ctx, 'teamOverview', async ({ request, session, now }) => {
    await requireAgent(ctx.db, session.memberId);
    const period = periodOf(parseInput(periodQuery, request.query), now);
    return ok({ ...period, ...(await teamOverview(ctx.db, session.memberId, period.from, period.to)) });
  });

  memberRoute(app, ctx, 'subordinates', async ({ request, session, now }) => {
    await requireAgent(ctx.db, session.memberId);
    const query = parseInput(teamQuery, request.query);
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
    memberRoute(app, ctx, operation, async ({ request, session, now }) => {
      await requireAgent(ctx.db, session.memberId);
      const period = periodOf(parseInput(periodQuery, request.query), now);
      return ok({ ...period, ...(await teamBreakdown(ctx.db, session.memberId, period.from, period.to)) });
    });
  }

  memberRoute(app, ctx, 'rebateSettings', async ({ session }) => {
    await requireAgent(ctx.db, session.memberId);
    return ok({
      rates: await ratesOf(ctx.db, session.memberId),
      limits: await limitsOf(ctx.db, session.memberId),
      history: await rateHistory(ctx.db, session.memberId),
      gameTypes: REBATE_GAME_TYPES,
    });
  });

  memberRoute(app, ctx, 'downlineRebate', async ({ request, session }) => {
    await requireAgent(ctx.db, session.memberId);
    const { memberId } = parseInput(memberIdQuery, request.query);
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

  memberRoute(app, ctx, 'downlineRebateUpdate', async ({ request, session, now }) => {
    await requireAgent(ctx.db, session.memberId);
    const body = parseInput(downlineRatesBody, request.body);
    await refuseOutsideTree(ctx.db, session.memberId, body.memberId);
    await ctx.db.transaction((tx) => setDownlineRates(tx, session.memberId, body.memberId, body.rates, now));
    return ok({ memberId: body.memberId, rates: await ratesOf(ctx.db, body.memberId) });
  });

  memberRoute(app, ctx, 'checkUsername', async ({ request, info }) => {
    const { username } = parseInput(z.object({ username: z.string().check(z.maxLength(32)) }), request.query);
    return ok({ available: !(await findMember(ctx.db, info.tenant.merchantCode, username)) });
  });

  // Open account: a downline player or agent (encrypted body), with starting rates no higher than the agent's own.
  memberRoute(app, ctx, 'createDownline', async ({ request, session, info, now }) => {
    await requireAgent(ctx.db, session.memberId);
    const body = parseInput(openAccountBody, decryptedPayload(request, ctx));
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

  memberRoute(app, ctx, 'dividendCurrent', async ({ session, now }) => {
    await requireAgent(ctx.db, session.memberId);
    return ok(await currentDividend(ctx.db, session.memberId, now));
  });

  memberRoute(app, ctx, 'dividendHistory', async ({ session }) => {
    await requireAgent(ctx.db, session.memberId);
    return ok(await dividendHistory(ctx.db, session.memberId));
  });

  done();
};
