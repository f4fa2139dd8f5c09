import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { FLAG_CODES, PROMOTION_CODES } from '../../src/tenant/flags.ts';
import { requestInfo, type AreaOptions, type SandboxContext } from '../context.ts';
import { ALL_MERCHANTS, FAULT_KINDS } from '../control-state.ts';
import { memberSummary } from '../domain/member-views.ts';
import { findMember, listMembers, upsertMember } from '../domain/members.ts';
import { deviceOf, openLoginSession } from '../domain/logins.ts';
import { CONTROL_PREFIX, scopeControl } from '../control-api.ts';
import { SandboxHttpError, ok } from '../http.ts';
import { wireMinor } from '../money.ts';
import { parseInput } from '../request.ts';

/**
 * The control API under /__sandbox/ (registered only in test mode; otherwise
 * every path under it is a 404). Each call acts on the scope named by the
 * X-Sandbox-Scope header ('default' when absent). Shapes: sandbox/README.md.
 */

const merchantField = z.optional(z.string().check(z.minLength(1), z.maxLength(32)));
const switches = <T extends readonly string[]>(codes: T) =>
  z.optional(z.partialRecord(z.enum(codes as unknown as [T[number], ...Array<T[number]>]), z.nullable(z.boolean())));
const epochMs = z.number().check(z.int(), z.gte(0));
const shortText = (max: number) => z.string().check(z.maxLength(max));

const sessionBody = z.strictObject({
  username: shortText(64),
  merchant: z.string().check(z.minLength(1), z.maxLength(32)),
});
const flagsBody = z.strictObject({
  merchant: merchantField,
  layer: z.enum(['whitelabel', 'consolidated']),
  flags: switches(FLAG_CODES),
  promotions: switches(PROMOTION_CODES),
});

const statusBody = z.strictObject({
  merchant: merchantField,
  maintenance: z.optional(z.boolean()),
  regionRestriction: z.optional(z.boolean()),
  ipWhitelist: z.optional(z.boolean()),
  maintainTime: z.optional(z.nullable(epochMs)),
  endTime: z.optional(z.nullable(epochMs)),
  customerService: z.optional(
    z.nullable(z.array(z.strictObject({ csType: shortText(32), path: shortText(2000) })).check(z.maxLength(20))),
  ),
});

const templateSwitch = z.enum(['0', '1']);
const settingsBody = z.strictObject({
  merchant: merchantField,
  mobileTemplate: z.optional(
    z.strictObject({
      mem_cen: z.optional(templateSwitch),
      dep_func: z.optional(templateSwitch),
      app_background: z.optional(shortText(2000)),
      app_desc: z.optional(shortText(2000)),
      app_desc_font_color: z.optional(shortText(64)),
    }),
  ),
  location: z.optional(shortText(16)),
});

const faultBody = z.strictObject({
  match: z.string().check(
    z.maxLength(300),
    z.refine(
      (match) => match === '/' || match.startsWith('/wps') || match.startsWith('/lgw'),
      'must be a platform path prefix (/wps…, /lgw…) or "/" for every call',
    ),
  ),
  kind: z.enum(FAULT_KINDS),
  delayMs: z.optional(z.number().check(z.int(), z.gte(0), z.lte(120_000))),
  times: z.optional(z.number().check(z.int(), z.gte(1), z.lte(10_000))),
});

const clockBody = z.strictObject({
  offsetMs: z.number().check(z.int(), z.gte(-10 * 365 * 86_400_000), z.lte(10 * 365 * 86_400_000)),
});

const accountBody = z.strictObject({
  merchant: merchantField,
  username: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]{3,32}$/, 'must be 3-32 letters, digits or _')),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  type: z.number().check(z.int(), z.gte(0), z.lte(99)),
  nickname: z.optional(z.nullable(shortText(64))),
  mobile: z.optional(z.nullable(z.string().check(z.regex(/^\d{5,20}$/, 'must be 5-20 digits')))),
  email: z.optional(z.nullable(shortText(255))),
  clubLabel: z.optional(z.nullable(shortText(32))),
  toUpline: z.optional(z.boolean()),
  firstTimeLogin: z.optional(z.boolean()),
  passwordExpired: z.optional(z.boolean()),
  disabled: z.optional(z.boolean()),
  balance: z.optional(wireMinor(0, 1e12)),
  parentId: z.optional(z.nullable(z.number().check(z.int(), z.gt(0)))),
});

const DEFAULT_LATENCY_MS = 5000;

/** The scope of a control call: its X-Sandbox-Scope header (server.ts reads it). */
const scopeOf = (request: FastifyRequest): string => requestInfo(request).scope;

/** The merchant a control call names: a known one, or every merchant when absent. */
function targetMerchant(ctx: SandboxContext, merchant: string | undefined): string {
  if (merchant === undefined) return ALL_MERCHANTS;
  if (!ctx.tenants.byMerchant(merchant)) {
    throw new SandboxHttpError(
      400,
      'request_param_err',
      `unknown merchant "${merchant}" (known: ${ctx.tenants.all.map((t) => t.merchantCode).join(', ')})`,
    );
  }
  return merchant;
}

function describeScope(ctx: SandboxContext, scope: string) {
  return {
    scope,
    now: ctx.control.now(scope),
    clockOffsetMs: ctx.control.clockOffset(scope),
    faults: ctx.control.faults(scope).map((fault) => ({ ...fault })),
    merchants: Object.fromEntries(
      ctx.tenants.all.map((tenant) => {
        const resolved = ctx.control.resolve(scope, tenant.merchantCode);
        return [
          tenant.merchantCode,
          {
            whitelabel: {
              flags: Object.fromEntries(resolved.switches.whitelabel.flags),
              promotions: Object.fromEntries(resolved.switches.whitelabel.promotions),
            },
            consolidated: {
              flags: Object.fromEntries(resolved.switches.consolidated.flags),
              promotions: Object.fromEntries(resolved.switches.consolidated.promotions),
            },
            status: resolved.status,
            settings: resolved.settings,
          },
        ];
      }),
    ),
  };
}

export const controlRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  const bodyOf = (request: FastifyRequest): unknown => request.body ?? {};
  /** A control call that changes the caller's scope and answers the scope as it now is. */
  const changeScope = (method: 'post' | 'delete', name: string, change: (scope: string, body: unknown) => void): void =>
    scopeControl(app, method, name, (scope, body) => {
      change(scope, body);
      return describeScope(ctx, scope);
    });

  app.get(`${CONTROL_PREFIX}/health`, () =>
    Promise.resolve(
      ok({ status: 'ok', testMode: true, merchants: ctx.tenants.all.map((tenant) => tenant.merchantCode) }),
    ),
  );

  app.get(`${CONTROL_PREFIX}/state`, (request) => Promise.resolve(ok(describeScope(ctx, scopeOf(request)))));

  changeScope('post', 'reset', (scope) => {
    ctx.control.reset(scope);
  });

  changeScope('post', 'flags', (scope, body) => {
    const { merchant, layer, flags, promotions } = parseInput(flagsBody, body);
    ctx.control.setSwitches(scope, targetMerchant(ctx, merchant), layer, flags ?? {}, promotions ?? {});
  });

  changeScope('post', 'status', (scope, body) => {
    const { merchant, customerService, ...status } = parseInput(statusBody, body);
    const target = targetMerchant(ctx, merchant);
    // Switching maintenance on starts its window now (scope clock) unless the call says when.
    const maintainTime = status.maintainTime ?? (status.maintenance === true ? ctx.control.now(scope) : undefined);
    ctx.control.setStatus(scope, target, {
      ...status,
      ...(maintainTime === undefined ? {} : { maintainTime }),
      // null puts the tenant file's service links back.
      ...(customerService === undefined ? {} : { customerService: customerService ?? undefined }),
    });
  });

  changeScope('post', 'settings', (scope, body) => {
    const { merchant, ...settings } = parseInput(settingsBody, body);
    ctx.control.setSettings(scope, targetMerchant(ctx, merchant), settings);
  });

  changeScope('post', 'faults', (scope, body) => {
    const fault = parseInput(faultBody, body);
    ctx.control.addFault(scope, {
      match: fault.match,
      kind: fault.kind,
      delayMs: fault.delayMs ?? DEFAULT_LATENCY_MS,
      remaining: fault.times ?? null,
    });
  });

  changeScope('delete', 'faults', (scope) => {
    ctx.control.clearFaults(scope);
  });

  const clockOf = (scope: string) => ({ offsetMs: ctx.control.clockOffset(scope), now: ctx.control.now(scope) });
  scopeControl(app, 'post', 'clock', (scope, body) => {
    ctx.control.setClockOffset(scope, parseInput(clockBody, body).offsetMs);
    return clockOf(scope);
  });
  app.get(`${CONTROL_PREFIX}/clock`, (request) => Promise.resolve(ok(clockOf(scopeOf(request)))));

  // The last captcha handed out in the scope, so a browser test can type it.
  app.get(`${CONTROL_PREFIX}/captcha`, (request) => Promise.resolve(ok(ctx.control.lastCaptcha(scopeOf(request)))));

  app.post(`${CONTROL_PREFIX}/accounts`, async (request) => {
    const { merchant, balance, ...account } = parseInput(accountBody, bodyOf(request));
    const code =
      merchant === undefined ? ctx.tenants.forHost(request.headers.host).merchantCode : targetMerchant(ctx, merchant);
    const tenant = ctx.tenants.byMerchant(code) ?? ctx.tenants.defaultMerchant;
    const { member, created } = await ctx.db.transaction((tx) =>
      upsertMember(tx, tenant, { ...account, balanceMinor: balance }, 'replace'),
    );
    return ok({ ...memberSummary(member), created });
  });

  // A member's session opened without the login page, answered as the login answers: browser tests about
  // something else start logged in this way (tests/e2e/fixtures.ts loginAs); the login page has its own tests.
  app.post(`${CONTROL_PREFIX}/sessions`, async (request) => {
    const { username, merchant } = parseInput(sessionBody, bodyOf(request));
    const code = targetMerchant(ctx, merchant);
    const member = await findMember(ctx.db, code, username);
    if (!member) throw new SandboxHttpError(400, 'request_param_err', `no member "${username}" at ${code}`);
    const login = { at: ctx.control.now(scopeOf(request)), ip: request.ip, device: deviceOf(request) };
    return ok(await openLoginSession(ctx.db, member, code, login));
  });

  app.get<{ Querystring: { merchant?: string } }>(`${CONTROL_PREFIX}/accounts`, async (request) => {
    const merchant = request.query.merchant;
    return ok((await listMembers(ctx.db, merchant)).map(memberSummary));
  });

  done();
};
