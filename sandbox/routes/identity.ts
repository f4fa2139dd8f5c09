import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import { requestInfo, type AreaOptions } from '../context.ts';
import {
  SANDBOX_PROVIDER_LOGIN_TYPE,
  SOCIAL_NETWORKS,
  consumeIdentityToken,
  issueSocialToken,
  lastPhoneCode,
  sendPhoneCode,
  verifyPhoneCode,
} from '../domain/identity.ts';
import { findMember, findMemberByMobile } from '../domain/members.ts';
import { createSession } from '../domain/sessions.ts';
import { SandboxHttpError, ok, refuse } from '../http.ts';
import { CONTROL_PREFIX } from '../control-api.ts';
import { parseInput } from '../request.ts';
import { route } from '../route.ts';

/**
 * The test identity provider (test mode only) and the platform's login with
 * its id tokens (000 §3 "phone-provider login", LOGIN-15; social sign-in).
 * Per scope the control API decides whether the provider initialises
 * (ready / fail / hold), whether its SMS send fails, and which seeded member
 * a social sign-in stands for.
 */

const identityControl = z.strictObject({
  init: z.optional(z.enum(['ready', 'fail', 'hold'])),
  phoneSend: z.optional(z.enum(['ok', 'fail'])),
  socialAccount: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]{3,32}$/))),
});
type IdentityControl = z.output<typeof identityControl>;

const mobileText = z.string().check(z.trim(), z.regex(/^[0-9]{1,20}$/));
const dialingText = z.string().check(z.trim(), z.regex(/^[0-9]{1,4}$/));

const phoneSendBody = z.looseObject({ mobile: mobileText, countryDialingCode: dialingText });
const phoneVerifyBody = z.looseObject({
  verificationId: z.string().check(z.minLength(1), z.maxLength(64)),
  code: z.string().check(z.trim(), z.regex(/^[0-9]{1,10}$/)),
});
const socialBody = z.looseObject({ network: z.enum(SOCIAL_NETWORKS) });

/** Login with a provider's id token (000 §3): type = the provider's login type, channel 'sms' for phone. */
const providerLoginBody = z.looseObject({
  type: z.literal(SANDBOX_PROVIDER_LOGIN_TYPE),
  channel: z.enum(['sms', ...SOCIAL_NETWORKS]),
  idToken: z.string().check(z.minLength(1), z.maxLength(256)),
  mobileNum: z.optional(z.string().check(z.maxLength(20))),
  countryDialingCode: z.optional(z.string().check(z.maxLength(8))),
});

const HOLD_POLL_MS = 100;
const HOLD_MAX_MS = 60_000;

export const identityRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  if (!ctx.testMode) {
    done();
    return;
  }
  const controls = new Map<string, IdentityControl>();
  const controlOf = (scope: string): IdentityControl => controls.get(scope) ?? {};
  /** The last provider login each scope sent, decrypted (tests check LOGIN-15's payload). */
  const lastLogins = new Map<string, unknown>();

  route(app, ctx, 'identityConfig', async ({ request }) => {
    const scope = requestInfo(request).scope;
    const started = Date.now();
    // 'hold': the provider has not initialised yet; it answers once the test releases it.
    while (controlOf(scope).init === 'hold' && Date.now() - started < HOLD_MAX_MS && !ctx.closing.aborted) {
      await new Promise((resolve) => setTimeout(resolve, HOLD_POLL_MS));
    }
    const init = controlOf(scope).init ?? 'ready';
    if (init !== 'ready') throw new SandboxHttpError(503, 'system.error', 'the identity provider did not initialise');
    return ok({
      provider: 'sandbox',
      loginType: SANDBOX_PROVIDER_LOGIN_TYPE,
      networks: SOCIAL_NETWORKS,
      phone: true,
      codeTtlSeconds: 60,
    });
  });

  route(app, ctx, 'identitySocialSignIn', { body: socialBody }, async ({ body: { network }, info, now }) => {
    const subject = controlOf(info.scope).socialAccount ?? 'player1';
    return ok({ idToken: await issueSocialToken(ctx.db, info.tenant.merchantCode, network, subject, now) });
  });

  route(app, ctx, 'identityPhoneSend', { body: phoneSendBody }, async ({ request, body, info, now }) => {
    if (controlOf(info.scope).phoneSend === 'fail') return refuse(request, 'system.error');
    const verificationId = await sendPhoneCode(
      ctx.db,
      info.tenant.merchantCode,
      body.mobile,
      body.countryDialingCode,
      now,
    );
    return ok({ verificationId });
  });

  route(app, ctx, 'identityPhoneVerify', { body: phoneVerifyBody }, async ({ request, body, info, now }) => {
    const idToken = await verifyPhoneCode(ctx.db, info.tenant.merchantCode, body.verificationId, body.code, now);
    return idToken ? ok({ idToken }) : refuse(request, 'sms.code.invalid');
  });

  // The platform side: a login with the provider's id token (000 §3).
  route(app, ctx, 'loginVerification', async ({ request, body: decrypted, info, now }) => {
    lastLogins.set(info.scope, decrypted);
    const payload = parseInput(providerLoginBody, decrypted);
    const merchant = info.tenant.merchantCode;
    const claims = await consumeIdentityToken(ctx.db, merchant, payload.idToken, now);
    if (
      !claims ||
      (payload.channel === 'sms') !== (claims.kind === 'phone') ||
      (payload.channel !== 'sms' && payload.channel !== claims.kind)
    ) {
      return refuse(request, 'login.failed', { captcha: false });
    }
    let member;
    if (claims.kind === 'phone') {
      const mobile = claims.mobile ?? '';
      if (payload.mobileNum !== mobile || payload.countryDialingCode !== claims.dialingCode)
        return refuse(request, 'login.failed', { captcha: false });
      member =
        (await findMemberByMobile(ctx.db, merchant, mobile)) ??
        (await findMemberByMobile(ctx.db, merchant, `${payload.countryDialingCode}${mobile}`));
    } else {
      member = claims.subject ? await findMember(ctx.db, merchant, claims.subject) : undefined;
    }
    if (!member) return refuse(request, 'user.not.exist', { captcha: false });
    if (member.disabled) return refuse(request, 'user.disabled', { captcha: false });
    if (member.closed_at) return refuse(request, 'account.closed', { captcha: false });
    const token = await createSession(ctx.db, member.id, merchant, now);
    return ok({
      token,
      id: member.id,
      userName: member.username,
      customerType: member.type,
      firstTimeLogin: member.first_time_login,
    });
  });

  app.post(`${CONTROL_PREFIX}/identity`, (request) => {
    const scope = requestInfo(request).scope;
    controls.set(scope, { ...controlOf(scope), ...parseInput(identityControl, request.body ?? {}) });
    return Promise.resolve(ok(controlOf(scope)));
  });
  app.get(`${CONTROL_PREFIX}/identity/last-login`, (request) =>
    Promise.resolve(ok(lastLogins.get(requestInfo(request).scope) ?? null)),
  );
  app.get(`${CONTROL_PREFIX}/identity/code`, async (request) => {
    const { mobile } = parseInput(z.object({ mobile: z.string().check(z.minLength(1)) }), request.query);
    return ok(await lastPhoneCode(ctx.db, mobile));
  });
  done();
};
