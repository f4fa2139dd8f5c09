import type { FastifyPluginCallback } from 'fastify';
import * as z from 'zod/mini';
import { VERIFICATION_DOCUMENTS } from '../../src/tenant/jurisdictions.ts';
import type { AreaOptions } from '../context.ts';
import { profileOf } from '../domain/jurisdiction-gates.ts';
import { chunkSizesOf } from '../domain/upload-chunk-sizes.ts';
import { recordLocation } from '../domain/locations.ts';
import { closeAccount, exportMemberData } from '../domain/privacy.ts';
import {
  appendChunk,
  DOCUMENT_RULES,
  startUpload,
  storedDocuments,
  uploadState,
} from '../domain/verification-documents.ts';
import {
  decideVerification,
  submitVerification,
  vendorCallbackValid,
  verificationOf,
} from '../domain/verifications.ts';
import { ok } from '../http.ts';
import { BusinessRefusal } from '../messages.ts';
import { route } from '../route.ts';

/**
 * Regulated markets (issue 33): the member's identity verification (status,
 * resumable document uploads, submission), the verification vendor's signed
 * verdict, the location check and the privacy rights (data download and
 * account closure). What each profile asks is in src/tenant/jurisdictions.ts;
 * the gates on deposit, play and withdrawal are asked by the route wrapper
 * (http.ts), not here.
 */

const uploadStart = z.object({
  kind: z.enum(VERIFICATION_DOCUMENTS),
  size: z.number().check(z.int(), z.gte(0), z.lte(1e9)),
});
const uploadQuery = z.object({ uploadId: z.string().check(z.regex(/^U[0-9A-F]{16}$/)) });
const chunkQuery = z.object({
  uploadId: z.string().check(z.regex(/^U[0-9A-F]{16}$/)),
  offset: z.coerce.number().check(z.int(), z.gte(0)),
});
const vendorBody = z.object({
  reference: z.string().check(z.maxLength(40)),
  status: z.enum(['VERIFIED', 'REJECTED']),
  reason: z._default(z.string().check(z.maxLength(200)), ''),
  timestamp: z.number().check(z.int()),
});
const positionBody = z.object({
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  accuracy: z._default(z.nullable(z.number().check(z.gte(0), z.lte(1e7))), null),
});
const closeBody = z.object({ password: z.string().check(z.minLength(1), z.maxLength(128)) });

/** The header the verification vendor signs its verdict with (HMAC-SHA256 hex), as the payment provider does. */
export const VENDOR_SIGNATURE_HEADER = 'x-vendor-signature';

export const regulatedRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  // A chunk is raw bytes; this parser (and its larger limit) holds for this area's routes only.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: DOCUMENT_RULES.chunkBytes + 1024 },
    (_request, body, parsed) => parsed(null, body),
  );

  /** Test mode: a scope's smaller chunk size (control `POST verifications/settings`), so a test resumes mid-file. */
  const chunkBytes = chunkSizesOf(ctx);

  const requireVerification = (tenant: Parameters<typeof profileOf>[0]) => {
    if (!profileOf(tenant).verification) throw new BusinessRefusal('function.not.available');
  };

  route(app, ctx, 'verificationStatus', async ({ session, info }) => {
    const profile = profileOf(info.tenant);
    const verification = await verificationOf(ctx.db, session.memberId);
    return ok({
      required: profile.verification,
      status: verification.status,
      reason: verification.reason,
      submittedAt: verification.submittedAt,
      decidedAt: verification.decidedAt,
      documents: await storedDocuments(ctx.db, session.memberId),
      verifiedFor: profile.verifiedFor,
    });
  });

  route(app, ctx, 'verificationUploadStart', { body: uploadStart }, async ({ body, session, info, now }) => {
    requireVerification(info.tenant);
    const upload = await startUpload(ctx.db, session.memberId, body, now);
    return ok({ ...upload, chunkSize: chunkBytes.get(info.scope) ?? DOCUMENT_RULES.chunkBytes });
  });

  route(app, ctx, 'verificationUploadChunk', { query: chunkQuery }, async ({ body, query, session, now }) => {
    const bytes = Buffer.isBuffer(body) ? new Uint8Array(body) : null;
    if (!bytes) throw new BusinessRefusal('document.chunk.invalid');
    return ok(
      await ctx.db.transaction((tx) =>
        appendChunk(tx, session.memberId, { uploadId: query.uploadId, offset: query.offset, bytes }, now),
      ),
    );
  });

  route(app, ctx, 'verificationUploadState', { query: uploadQuery }, async ({ query, session }) =>
    ok(await uploadState(ctx.db, session.memberId, query.uploadId)),
  );

  route(app, ctx, 'verificationSubmit', async ({ session, info, now }) => {
    requireVerification(info.tenant);
    const submitted = await ctx.db.transaction((tx) => submitVerification(tx, session.memberId, now));
    return ok({ status: submitted.status, submittedAt: submitted.submittedAt });
  });

  // The vendor's verdict, signed with the merchant's secret (X-Vendor-Signature) and fresh (5 minutes).
  route(app, ctx, 'verificationCallback', { body: vendorBody }, async ({ request, body, info, now }) => {
    const signature = request.headers[VENDOR_SIGNATURE_HEADER];
    if (typeof signature !== 'string' || !vendorCallbackValid(info.tenant.merchantCode, body, signature, now))
      throw new BusinessRefusal('callback.signature.invalid');
    const decided = await ctx.db.transaction((tx) =>
      decideVerification(
        tx,
        body.reference,
        { status: body.status === 'VERIFIED' ? 'verified' : 'rejected', reason: body.reason || null },
        now,
      ),
    );
    return ok({ reference: body.reference, status: decided.status });
  });

  route(app, ctx, 'locationCheck', { body: positionBody }, async ({ body, session, info, now }) => {
    const location = profileOf(info.tenant).location;
    if (!location) throw new BusinessRefusal('function.not.available');
    return ok(await recordLocation(ctx.db, session, location, body, now));
  });

  route(app, ctx, 'privacyExport', async ({ session, info, now }) => {
    const profile = profileOf(info.tenant);
    if (!profile.privacyLaw) throw new BusinessRefusal('function.not.available');
    return ok(await exportMemberData(ctx.db, info.tenant, profile, session.memberId, now));
  });

  route(app, ctx, 'accountClose', { body: closeBody }, async ({ body: { password }, session, info, now }) => {
    const profile = profileOf(info.tenant);
    if (!profile.privacyLaw) throw new BusinessRefusal('function.not.available');
    return ok(
      await ctx.db.transaction((tx) => closeAccount(tx, info.tenant, profile, session.memberId, password, now)),
    );
  });

  done();
};
