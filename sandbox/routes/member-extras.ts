import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { LIMITS, MEMBER_TYPES, PROMOTION_STATES, type PromotionState } from '../../src/lib/spec-constants.ts';
import type { AreaOptions } from '../context.ts';
import { headIconOf, recordFeedback, setHeadIcon } from '../domain/content.ts';
import { requestInfo } from '../context.ts';
import { memberById } from '../domain/members.ts';
import { ok, SandboxHttpError } from '../http.ts';
import { scopeControl, setOrDrop } from '../control-api.ts';
import { parseInput } from '../request.ts';
import { route } from '../route.ts';

/**
 * Member extras (000 §2.8, §7; 001 §3, §7): head icon (PROFPIC3), feedback
 * (FEEDBACK3, multipart), club benefits (MEMCLUB3), promotions in every
 * display state (REWCEN3) (the deposit and withdrawal reports are records.ts). Uploads
 * are parsed here only (a multipart parser with its own size limit), so the
 * 64 KB limit of every other call stays.
 */

const UPLOAD_LIMIT_BYTES = LIMITS.feedbackImagesMax * LIMITS.feedbackImageMaxBytes + 64 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

async function formDataOf(request: FastifyRequest): Promise<FormData> {
  const type = request.headers['content-type'] ?? '';
  if (!Buffer.isBuffer(request.body) || !type.startsWith('multipart/form-data'))
    throw new SandboxHttpError(400, 'request_param_err', 'multipart body expected');
  try {
    return await new Response(new Uint8Array(request.body), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new SandboxHttpError(400, 'request_param_err', 'unreadable multipart body');
  }
}

const filesOf = (form: FormData): File[] =>
  [...form.values()].filter((value): value is File => typeof value !== 'string');

function checkImage(file: File, maxBytes: number): void {
  if (!IMAGE_TYPES.includes(file.type))
    throw new SandboxHttpError(400, 'request_param_err', `${file.name}: png or jpg only`);
  if (file.size > maxBytes)
    throw new SandboxHttpError(400, 'request_param_err', `${file.name}: over ${maxBytes} bytes`);
}

/** Benefits per club label (MEMCLUB3); the shape is not shown by the spec, so it is a plain list. */
const BENEFITS: Record<string, { name: string; value: string }[]> = {
  VIP1: [
    { name: 'Daily withdrawals', value: '3' },
    { name: 'Rebate', value: '0.5%' },
  ],
  VIP3: [
    { name: 'Daily withdrawals', value: '10' },
    { name: 'Rebate', value: '1.2%' },
    { name: 'Birthday bonus', value: '50' },
  ],
};

interface SandboxPromotion {
  readonly id: number;
  readonly title: string;
  readonly content: string;
  readonly state: PromotionState;
}

/** One promotion per display state (PROMO-01), the same for every merchant. */
const PROMOTIONS: readonly SandboxPromotion[] = PROMOTION_STATES.map((state, index) => ({
  id: 501 + index,
  title: `${state
    .replace('_', ' ')
    .toLowerCase()
    .replace(/^./, (char) => char.toUpperCase())} promotion`,
  content: `<p>Promotion in state <b>${state}</b>.</p><p>Read the <a href="/m/help">rules</a>.</p>`,
  state,
}));

/** What a join or claim turns a state into (the other states take no action). */
const AFTER_ACTION: Partial<Record<PromotionState, PromotionState>> = { JOIN: 'APPLYING', CLAIM: 'CLAIMED' };

const applyBody = z.object({ id: z.number() });
const promotionOverrides = z.object({
  promotions: z.nullable(
    z.array(z.object({ id: z.number(), title: z.string(), content: z.string(), state: z.enum(PROMOTION_STATES) })),
  ),
});

export const memberExtrasRoutes: FastifyPluginCallback<AreaOptions> = (app, { ctx }, done) => {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT_BYTES },
    (_request, body, next) => {
      next(null, body);
    },
  );

  // CALL-14: the head icon, read (GET) and changed (POST, one png/jpg of at most 5 MB).
  route(app, ctx, 'headIcon', async ({ session }) => {
    return ok({ icon: await headIconOf(ctx.db, session.memberId) });
  });
  route(app, ctx, 'headIconUpload', async ({ request, session }) => {
    const [file, ...rest] = filesOf(await formDataOf(request));
    if (!file || rest.length > 0) throw new SandboxHttpError(400, 'request_param_err', 'exactly one image expected');
    checkImage(file, LIMITS.headIconMaxBytes);
    const dataUrl = `data:${file.type};base64,${Buffer.from(await file.arrayBuffer()).toString('base64')}`;
    await setHeadIcon(ctx.db, session.memberId, dataUrl);
    return ok({ icon: dataUrl });
  });

  // FEEDBACK-01..05 / CALL-22: text of at most 140 characters and up to 3 png/jpg images of at most 5 MB.
  route(app, ctx, 'feedback', async ({ request, session }) => {
    const form = await formDataOf(request);
    const content = form.get('content');
    if (typeof content !== 'string' || content.trim() === '' || content.length > LIMITS.feedbackTextMax) {
      throw new SandboxHttpError(400, 'request_param_err', `content: 1 to ${LIMITS.feedbackTextMax} characters`);
    }
    const files = filesOf(form);
    if (files.length > LIMITS.feedbackImagesMax)
      throw new SandboxHttpError(400, 'request_param_err', `at most ${LIMITS.feedbackImagesMax} images`);
    for (const file of files) checkImage(file, LIMITS.feedbackImageMaxBytes);
    const id = await recordFeedback(
      ctx.db,
      session.memberId,
      content,
      files.map((file) => file.name),
    );
    return ok({ id, content, images: files.map((file) => file.name) });
  });

  // CALL-23: the benefits of the member's club level.
  route(app, ctx, 'clubBenefit', async ({ session }) => {
    const member = await memberById(ctx.db, session.memberId);
    const label = member?.club_label ?? null;
    return ok({ labelName: label, benefits: label ? (BENEFITS[label] ?? []) : [] });
  });

  // CALL-47: available promotions in every display state; a scope may replace the list and keeps its own joins and claims.
  const overrides = new Map<string, SandboxPromotion[]>();
  const actions = new Map<string, Map<number, PromotionState>>();
  const promotionsOf = (scope: string): SandboxPromotion[] => {
    const done_ = actions.get(scope);
    return (overrides.get(scope) ?? PROMOTIONS).map((promotion) => ({
      ...promotion,
      state: done_?.get(promotion.id) ?? promotion.state,
    }));
  };
  route(app, ctx, 'availablePromotions', ({ request }) =>
    Promise.resolve(ok(promotionsOf(requestInfo(request).scope))),
  );
  route(app, ctx, 'promotionApply', { body: applyBody }, async ({ request, body: { id }, session }) => {
    const member = await memberById(ctx.db, session.memberId);
    if (member?.type === MEMBER_TYPES.trial)
      throw new SandboxHttpError(400, 'request_param_err', 'trial accounts cannot join promotions');
    const scope = requestInfo(request).scope;
    const promotion = promotionsOf(scope).find((entry) => entry.id === id);
    const next = promotion ? AFTER_ACTION[promotion.state] : undefined;
    if (!promotion || !next) throw new SandboxHttpError(400, 'request_param_err', 'no action for this promotion');
    const scoped = actions.get(scope) ?? new Map<number, PromotionState>();
    scoped.set(id, next);
    actions.set(scope, scoped);
    return ok({ id, state: next });
  });

  if (ctx.testMode) {
    scopeControl(app, 'post', 'promotions', (scope, body) => {
      setOrDrop(overrides, scope, parseInput(promotionOverrides, body).promotions);
      actions.delete(scope);
      return promotionsOf(scope);
    });
  }
  done();
};
