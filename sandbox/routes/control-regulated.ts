import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { ENDPOINTS } from '../../src/platform/endpoints.ts';
import { VERIFICATION_DOCUMENTS, VERIFICATION_STATUSES } from '../../src/tenant/jurisdictions.ts';
import { requestInfo, type AreaOptions } from '../context.ts';
import { SCOPE_COOKIE } from '../control-state.ts';
import { identityOf, replaceIdentity } from '../domain/member-identities.ts';
import { findMember } from '../domain/members.ts';
import { setPixKeyOwner } from '../domain/pix-directory.ts';
import { chunkSizesOf } from '../domain/upload-chunk-sizes.ts';
import { documentImage, storedDocuments } from '../domain/verification-documents.ts';
import { setVerification, signVendorCallback, verificationOf, type VendorCallback } from '../domain/verifications.ts';
import { ok, SandboxHttpError } from '../http.ts';
import { parseInput } from '../request.ts';
import type { SandboxTenant } from '../tenants.ts';
import { CONTROL_PREFIX } from '../control-api.ts';

/**
 * Control calls of regulated markets (test mode only; shapes in
 * sandbox/README.md): the verification vendor's verdict (sent through its
 * signed callback, as a real vendor would), a member's identity and
 * verification set outright, the documents read back (the only way to read
 * them), the PIX key directory, and a smaller upload chunk for a scope.
 */

const member = { username: z.string().check(z.minLength(1), z.maxLength(64)), merchant: z.optional(z.string()) };
const decideBody = z.object({
  ...member,
  status: z.enum(['verified', 'rejected']),
  reason: z.optional(z.string().check(z.maxLength(200))),
  signature: z.optional(z.string().check(z.maxLength(128))),
  /** A verdict signed this long ago (tests the freshness window). */
  ageMs: z.optional(z.number().check(z.int())),
});
const identityBody = z.object({
  ...member,
  cpf: z.optional(z.nullable(z.string().check(z.regex(/^\d{11}$/)))),
  fullName: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  birthDate: z.optional(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)))),
  verification: z.optional(z.enum(VERIFICATION_STATUSES)),
  reason: z.optional(z.string().check(z.maxLength(200))),
});
const memberQuery = z.object(member);
const documentQuery = z.object({ ...member, kind: z.enum(VERIFICATION_DOCUMENTS) });
const pixBody = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(140)),
  cpf: z.string().check(z.regex(/^\d{11}$/)),
});
const settingsBody = z.object({ chunkBytes: z.nullable(z.number().check(z.int(), z.gte(1024), z.lte(64 * 1024))) });

export const regulatedControlRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  if (!ctx.testMode) {
    done();
    return;
  }
  const chunkBytes = chunkSizesOf(ctx);
  const now = (request: FastifyRequest) => ctx.control.now(requestInfo(request).scope);
  const memberOf = async (request: FastifyRequest, username: string, merchant: string | undefined) => {
    const tenant: SandboxTenant | undefined = merchant ? ctx.tenants.byMerchant(merchant) : requestInfo(request).tenant;
    if (!tenant) throw new SandboxHttpError(400, 'request_param_err', `unknown merchant ${merchant ?? ''}`);
    const found = await findMember(ctx.db, tenant.merchantCode, username);
    if (!found) throw new SandboxHttpError(404, 'request_not_found', `no member ${username}`);
    return { member: found, tenant };
  };

  // The vendor's verdict on the member's pending case, through the signed callback (a wrong signature tests the refusal).
  app.post(`${CONTROL_PREFIX}/verifications/decide`, async (request) => {
    const body = parseInput(decideBody, request.body);
    const { member: found, tenant } = await memberOf(request, body.username, body.merchant);
    const current = await verificationOf(ctx.db, found.id);
    if (!current.reference) throw new SandboxHttpError(404, 'request_not_found', `${body.username} has no case`);
    const callback: VendorCallback = {
      reference: current.reference,
      status: body.status === 'verified' ? 'VERIFIED' : 'REJECTED',
      reason: body.reason ?? '',
      timestamp: now(request) - (body.ageMs ?? 0),
    };
    const response = await app.inject({
      method: 'POST',
      url: ENDPOINTS.verificationCallback.path,
      headers: {
        host: `${tenant.merchantCode}.localhost`,
        merchant: tenant.merchantCode,
        'x-vendor-signature': body.signature ?? signVendorCallback(tenant.merchantCode, callback),
      },
      cookies: { [SCOPE_COOKIE]: requestInfo(request).scope },
      payload: callback,
    });
    return response.json<unknown>();
  });

  // A member's identity and verification set outright (setup for tests that are not about registering or verifying).
  app.post(`${CONTROL_PREFIX}/accounts/identity`, async (request) => {
    const body = parseInput(identityBody, request.body);
    const { member: found, tenant } = await memberOf(request, body.username, body.merchant);
    const current = await identityOf(ctx.db, found.id);
    await replaceIdentity(ctx.db, tenant.merchantCode, found.id, {
      cpf: body.cpf === undefined ? current.cpf : body.cpf,
      fullName: body.fullName === undefined ? current.fullName : body.fullName,
      birthDate: body.birthDate === undefined ? current.birthDate : body.birthDate,
    });
    if (body.verification)
      await setVerification(ctx.db, found.id, body.verification, body.reason ?? null, now(request));
    return ok({ ...(await identityOf(ctx.db, found.id)), verification: await verificationOf(ctx.db, found.id) });
  });

  // A member's case and what each stored document is (never the bytes: those come one at a time below).
  app.get(`${CONTROL_PREFIX}/verifications`, async (request) => {
    const query = parseInput(memberQuery, request.query);
    const { member: found } = await memberOf(request, query.username, query.merchant);
    const described = await Promise.all(
      VERIFICATION_DOCUMENTS.map(async (kind) => {
        const image = await documentImage(ctx.db, found.id, kind);
        const summary = image
          ? { mime: image.mime, width: image.width, height: image.height, bytes: image.bytes.length }
          : null;
        return [kind, summary] as const;
      }),
    );
    const documents = Object.fromEntries(described);
    return ok({
      ...(await verificationOf(ctx.db, found.id)),
      identity: await identityOf(ctx.db, found.id),
      received: await storedDocuments(ctx.db, found.id),
      documents,
    });
  });

  // The one way to read a document image back: the operator's side, never a member's.
  app.get(`${CONTROL_PREFIX}/verifications/document`, async (request, reply) => {
    const query = parseInput(documentQuery, request.query);
    const { member: found } = await memberOf(request, query.username, query.merchant);
    const image = await documentImage(ctx.db, found.id, query.kind);
    if (!image) throw new SandboxHttpError(404, 'request_not_found', `no ${query.kind} for ${query.username}`);
    return reply.type(image.mime).header('cache-control', 'no-store').send(Buffer.from(image.bytes));
  });

  app.post(`${CONTROL_PREFIX}/pix-directory`, async (request) => {
    const body = parseInput(pixBody, request.body);
    await setPixKeyOwner(ctx.db, body.key, body.cpf);
    return ok(body);
  });

  app.post(`${CONTROL_PREFIX}/verifications/settings`, (request) => {
    const { chunkBytes: size } = parseInput(settingsBody, request.body);
    const scope = requestInfo(request).scope;
    if (size === null) chunkBytes.delete(scope);
    else chunkBytes.set(scope, size);
    return Promise.resolve(ok({ chunkBytes: size }));
  });
  done();
};
