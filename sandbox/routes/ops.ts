import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { AreaOptions, SandboxContext } from '../context.ts';
import { rumSummary } from '../domain/rum.ts';
import { ok } from '../http.ts';
import { parseInput } from '../request.ts';
import { opsAsset } from '../ops/assets.ts';
import { OPS_ASSETS, OPS_LOCKED_PAGE, OPS_PREFIX, opsPage } from '../ops/page.ts';

/**
 * OPS-16: the operator page `/__ops/` and its API, sandbox-only paths (not
 * platform calls), on in every mode and behind the operator token the
 * sandbox prints when it starts. A visit with `?token=` sets an HttpOnly
 * cookie for /__ops and moves to the address without the token (so it stays
 * out of the history and of Referer headers); `lobby vitals` sends the token
 * as a bearer token to `/__ops/api/summary`.
 */

const OPS_COOKIE = 'lobby_ops';
const DEFAULT_WINDOW_HOURS = 24;

const query = z.object({
  token: z.optional(z.string().check(z.maxLength(200))),
  merchant: z.optional(z.string().check(z.maxLength(32))),
  hours: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(24 * 30))),
});

const sameToken = (given: string | undefined, token: string): boolean => {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

function authorised(request: FastifyRequest, token: string): boolean {
  const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  return sameToken(bearer, token) || sameToken(request.cookies[OPS_COOKIE], token);
}

/** The page is the sandbox's own: its scripts and styles from /__ops/assets, never framed. */
const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/** The merchant to show: the one asked for when known, else the first with data, else the default. */
async function chosenMerchant(ctx: SandboxContext, asked: string | undefined, hours: number): Promise<string> {
  if (asked !== undefined && ctx.tenants.byMerchant(asked)) return asked;
  const { merchants } = await rumSummary(ctx.db, ctx.tenants.defaultMerchant.merchantCode, {
    now: Date.now(),
    windowHours: hours,
  });
  return merchants[0]?.merchant ?? ctx.tenants.defaultMerchant.merchantCode;
}

export const opsRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  const locked = (reply: FastifyReply) =>
    reply.code(401).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(OPS_LOCKED_PAGE);

  app.get(`${OPS_PREFIX}/`, async (request, reply) => {
    const { token, merchant, hours = DEFAULT_WINDOW_HOURS } = parseInput(query, request.query);
    if (token !== undefined) {
      if (!sameToken(token, ctx.opsToken)) return locked(reply);
      void reply.setCookie(OPS_COOKIE, token, { path: OPS_PREFIX, httpOnly: true, sameSite: 'strict' });
      const rest = merchant === undefined ? '' : `?merchant=${encodeURIComponent(merchant)}`;
      return reply.code(303).header('location', `${OPS_PREFIX}/${rest}`).send();
    }
    if (!authorised(request, ctx.opsToken)) return locked(reply);
    const shown = await chosenMerchant(ctx, merchant, hours);
    const summary = await rumSummary(ctx.db, shown, { now: Date.now(), windowHours: hours });
    const tenants = ctx.tenants.all.map((tenant) => tenant.merchantCode);
    return reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(opsPage(summary, tenants));
  });
  app.get(OPS_PREFIX, (request, reply) => reply.redirect(`${OPS_PREFIX}/${request.url.slice(OPS_PREFIX.length)}`));

  /** `lobby vitals`: the summary of one merchant, or of every merchant with data when none is named. */
  app.get(`${OPS_PREFIX}/api/summary`, async (request, reply) => {
    if (!authorised(request, ctx.opsToken))
      return reply.code(401).send({ success: false, value: null, errorCode: 'ops.token.invalid' });
    const { merchant, hours = DEFAULT_WINDOW_HOURS } = parseInput(query, request.query);
    const now = Date.now();
    if (merchant !== undefined) {
      if (!ctx.tenants.byMerchant(merchant))
        return reply.code(404).send({ success: false, value: null, errorCode: 'ops.merchant.unknown' });
      return ok({ summaries: [await rumSummary(ctx.db, merchant, { now, windowHours: hours })] });
    }
    const { merchants } = await rumSummary(ctx.db, ctx.tenants.defaultMerchant.merchantCode, {
      now,
      windowHours: hours,
    });
    const summaries = [];
    for (const each of merchants) summaries.push(await rumSummary(ctx.db, each.merchant, { now, windowHours: hours }));
    return ok({ summaries });
  });

  app.get<{ Params: { name: string } }>(`${OPS_ASSETS}/:name`, async (request, reply) => {
    const asset = opsAsset(request.params.name);
    if (!asset) return reply.code(404).send();
    const { type, body } = await asset;
    return reply.type(type).header('cache-control', 'no-cache').send(body);
  });
  done();
};
