import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions } from '../context.ts';
import { depositOrders } from '../domain/deposit-views.ts';
import { HOUSE_ONLY_KINDS, MOVEMENT_KINDS, type MovementKind } from '../domain/ledger.ts';
import { betsPage, movementsPage, profitAndLoss } from '../domain/money-reports.ts';
import { withdrawalsPage } from '../domain/withdrawals.ts';
import { ok } from '../http.ts';
import { periodFields, periodOf, periodQuery } from '../request.ts';
import { route } from '../route.ts';

/**
 * The member's records (issue 13), all from the ledger: account record
 * (ODS2_MemberTransaction), betting record, profit and loss, deposit and
 * withdrawal records. Dates are UTC days, `endDate` inclusive; the default
 * period is the last 30 days of the sandbox clock.
 */

const pageQuery = {
  ...periodFields,
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

export const recordsRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  route(app, ctx, 'transactionCodes', () =>
    Promise.resolve(
      ok({ content: MOVEMENT_KINDS.filter((kind) => kind !== 'opening' && !HOUSE_ONLY_KINDS.includes(kind)) }),
    ),
  );

  route(app, ctx, 'memberTransactions', { query: transactionsQuery }, async ({ query, session, now }) => {
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

  route(app, ctx, 'betReport', { query: betsQuery }, async ({ query, session, now }) => {
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

  route(app, ctx, 'profitAndLoss', { query: periodQuery }, async ({ query, session, now }) => {
    const period = periodOf(query, now);
    return ok(await profitAndLoss(ctx.db, session.memberId, period.from, period.to));
  });

  route(app, ctx, 'depositReport', { query: z.object(pageQuery) }, async ({ query, session, info, now }) => {
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

  route(app, ctx, 'withdrawReport', { query: z.object(pageQuery) }, async ({ query, session, now }) => {
    const page = await withdrawalsPage(ctx.db, session.memberId, {
      ...periodOf(query, now),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
    return ok({ ...page, content: page.content.map((row) => ({ ...row, status: row.status.toUpperCase() })) });
  });

  done();
};
