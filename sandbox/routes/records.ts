import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { depositOrders } from '../domain/deposits.ts';
import { MOVEMENT_KINDS, type MovementKind } from '../domain/ledger.ts';
import { requireRealAccount } from '../domain/members.ts';
import { betsPage, movementsPage, profitAndLoss } from '../domain/money-reports.ts';
import { withdrawalsPage } from '../domain/withdrawals.ts';
import { memberRoute, ok, parseInput, SandboxHttpError } from '../http.ts';

/**
 * The member's records (issue 13), all from the ledger: account record
 * (ODS2_MemberTransaction), betting record, profit and loss, deposit and
 * withdrawal records. Dates are UTC days, `endDate` inclusive; the default
 * period is the last 30 days of the sandbox clock.
 */

const DAY = 86_400_000;
const isoDay = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
const pageQuery = {
  startDate: isoDay,
  endDate: isoDay,
  pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
};
const transactionsQuery = z.object({
  ...pageQuery,
  type: z.optional(z.enum(MOVEMENT_KINDS as [MovementKind, ...MovementKind[]])),
  types: z.optional(z.string().check(z.maxLength(8))),
});
const betsQuery = z.object({
  ...pageQuery,
  vendor: z.optional(z.string().check(z.maxLength(32))),
  gameType: z.optional(z.string().check(z.maxLength(16))),
});
const periodQuery = z.object({ startDate: isoDay, endDate: isoDay });

/** [from, to) in epoch ms from the query's days; at most a year. */
export function periodOf(
  query: { startDate?: string | undefined; endDate?: string | undefined },
  now: number,
): { from: number; to: number } {
  const today = Math.floor(now / DAY) * DAY;
  const to = query.endDate ? Date.parse(`${query.endDate}T00:00:00Z`) + DAY : today + DAY;
  const from = query.startDate ? Date.parse(`${query.startDate}T00:00:00Z`) : to - 30 * DAY;
  if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to || to - from > 366 * DAY)
    throw new SandboxHttpError(400, 'request_param_err', 'startDate..endDate: a valid range of at most a year');
  return { from, to };
}

export const recordsRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  memberRoute(app, ctx, 'transactionCodes', async ({ session }) => {
    await requireRealAccount(ctx.db, session.memberId);
    return ok({ content: MOVEMENT_KINDS.filter((kind) => kind !== 'opening') });
  });

  memberRoute(app, ctx, 'memberTransactions', async ({ request, session, now }) => {
    await requireRealAccount(ctx.db, session.memberId);
    const query = parseInput(transactionsQuery, request.query);
    const kinds: MovementKind[] =
      query.type === 'withdraw_hold'
        ? ['withdraw_hold', 'withdraw_release', 'withdraw_payout']
        : query.type
          ? [query.type]
          : [];
    return ok(
      await movementsPage(ctx.db, session.memberId, {
        ...periodOf(query, now),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        kinds,
      }),
    );
  });

  memberRoute(app, ctx, 'betReport', async ({ request, session, now }) => {
    await requireRealAccount(ctx.db, session.memberId);
    const query = parseInput(betsQuery, request.query);
    return ok(
      await betsPage(ctx.db, session.memberId, {
        ...periodOf(query, now),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        vendor: query.vendor ?? null,
        gameType: query.gameType ?? null,
      }),
    );
  });

  memberRoute(app, ctx, 'profitAndLoss', async ({ request, session, now }) => {
    await requireRealAccount(ctx.db, session.memberId);
    const period = periodOf(parseInput(periodQuery, request.query), now);
    return ok(await profitAndLoss(ctx.db, session.memberId, period.from, period.to));
  });

  memberRoute(app, ctx, 'depositReport', async ({ request, session, info, now }) => {
    await requireRealAccount(ctx.db, session.memberId);
    const query = parseInput(z.object(pageQuery), request.query);
    const page = await depositOrders(
      ctx.db,
      info.tenant,
      session.memberId,
      { ...periodOf(query, now), pageNo: query.pageNo, pageSize: query.pageSize },
      now,
    );
    return ok({
      ...page,
      content: page.content.map((order) => ({ ...order, id: order.orderId, status: order.status.toUpperCase() })),
    });
  });

  memberRoute(app, ctx, 'withdrawReport', async ({ request, session, now }) => {
    await requireRealAccount(ctx.db, session.memberId);
    const query = parseInput(z.object(pageQuery), request.query);
    const page = await withdrawalsPage(ctx.db, session.memberId, {
      ...periodOf(query, now),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
    return ok({ ...page, content: page.content.map((row) => ({ ...row, status: row.status.toUpperCase() })) });
  });

  done();
};
