import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { ENDPOINTS, type Endpoint, type HttpMethod, type Operation } from '../src/platform/endpoints.ts';
import { requestInfo, type RequestInfo, type SandboxContext } from './context.ts';
import { enforceGate } from './domain/jurisdiction-gates.ts';
import { resolveSession, type MemberSession } from './domain/sessions.ts';
import { BusinessRefusal, messageFor, type SandboxErrorCode } from './messages.ts';

/**
 * The platform envelope (contract §1) and the HTTP status rules of §1.2:
 * 200 for success and business refusals, 401 for a missing or ended session,
 * 400 for gateway rejections, never a stack trace.
 */

interface Envelope {
  readonly success: boolean;
  readonly value: unknown;
  readonly message?: string;
  readonly errorCode?: string;
}

export const ok = (value: unknown): Envelope => ({ success: true, value });

export const fail = (errorCode: string, message: string, value: unknown = null): Envelope => ({
  success: false,
  value,
  message,
  errorCode,
});

/** Thrown anywhere below a route; the error handler turns it into the envelope. */
export class SandboxHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: SandboxErrorCode,
    readonly detail?: string,
  ) {
    super(`${status} ${errorCode}${detail ? `: ${detail}` : ''}`);
    this.name = 'SandboxHttpError';
  }
}

/** A business refusal: HTTP 200, success:false, the localised message. */
export function refuse(request: FastifyRequest, errorCode: SandboxErrorCode, value: unknown = null): Envelope {
  return fail(errorCode, messageFor(errorCode, requestInfo(request).language), value);
}

function languageOf(request: FastifyRequest): string | undefined {
  const header = request.headers.language;
  return typeof header === 'string' ? header : undefined;
}

/** Validates input with a zod schema; a failure is a 400 request_param_err naming the fields. */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const detail = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
  throw new SandboxHttpError(400, 'request_param_err', detail);
}

/** Error and not-found handlers answering the envelope; unexpected errors are logged, not shown. */
export function installEnvelopeHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | SandboxHttpError | BusinessRefusal, request, reply) => {
    const language = languageOf(request);
    if (error instanceof BusinessRefusal)
      return reply.code(200).send(fail(error.errorCode, messageFor(error.errorCode, language), error.value));
    if (error instanceof SandboxHttpError) {
      const message = `${messageFor(error.errorCode, language)}${error.detail ? ` (${error.detail})` : ''}`;
      return reply.code(error.status).send(fail(error.errorCode, message));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413)
      return reply.code(413).send(fail('request_body_too_large', messageFor('request_body_too_large', language)));
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(fail('request_param_err', `${messageFor('request_param_err', language)} (${error.message})`));
    }
    request.log.error(error);
    console.error(`sandbox: ${request.method} ${request.url}: ${error.stack ?? error.message}`);
    return reply.code(500).send(fail('system.error', messageFor('system.error', language)));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(fail('request_not_found', messageFor('request_not_found', languageOf(request)))),
  );
}

export interface PlatformCall {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly info: RequestInfo;
  /** The scope's clock (control API `clock`). */
  readonly now: number;
}

interface MemberCall extends PlatformCall {
  readonly session: MemberSession;
}

function register(
  app: FastifyInstance,
  operation: Operation,
  extraMethods: readonly HttpMethod[],
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const endpoint = ENDPOINTS[operation];
  app.route({ method: [endpoint.method, ...extraMethods], url: endpoint.path, handler });
}

const callOf = (ctx: SandboxContext, request: FastifyRequest, reply: FastifyReply): PlatformCall => {
  const info = requestInfo(request);
  return { request, reply, info, now: ctx.control.now(info.scope) };
};

/** Registers a route of the endpoint table, whose path and method come from the table (`extraMethods` answer too). */
type RouteOf<Call> = (
  app: FastifyInstance,
  ctx: SandboxContext,
  operation: Operation,
  handler: (call: Call) => Promise<unknown>,
  extraMethods?: readonly HttpMethod[],
) => void;

/**
 * Issue 33: a row's jurisdiction gate (`gate` in the endpoint table), asked
 * here for every route of the table and never inside a handler.
 */
async function passGate(ctx: SandboxContext, operation: Operation, call: PlatformCall, session: MemberSession | null) {
  const endpoint: Endpoint = ENDPOINTS[operation];
  if (endpoint.gate) await enforceGate(ctx.db, call.info.tenant, session, endpoint.gate, call.now);
}

/** A call the endpoint table lists without a required token. */
export const publicRoute: RouteOf<PlatformCall> = (app, ctx, operation, handler, extraMethods = []) => {
  if (ENDPOINTS[operation].token === 'required')
    throw new Error(`${operation} needs a session: register it with memberRoute`);
  register(app, operation, extraMethods, async (request, reply) => {
    const call = callOf(ctx, request, reply);
    await passGate(ctx, operation, call, null);
    return handler(call);
  });
};

/** A call that needs the session token (Authorization, raw): 401 login.not.session without a live one. */
export const memberRoute: RouteOf<MemberCall> = (app, ctx, operation, handler, extraMethods = []) => {
  if (ENDPOINTS[operation].token !== 'required')
    throw new Error(`${operation} needs no session: register it with publicRoute`);
  register(app, operation, extraMethods, async (request, reply) => {
    const call = callOf(ctx, request, reply);
    const token = request.headers.authorization;
    const session =
      typeof token === 'string' ? await resolveSession(ctx.db, token, call.info.tenant.merchantCode, call.now) : null;
    if (!session) throw new SandboxHttpError(401, 'login.not.session');
    await passGate(ctx, operation, call, session);
    return handler({ ...call, session });
  });
};
