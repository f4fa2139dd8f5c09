import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { ENDPOINTS, type Endpoint, type HttpMethod, type Operation } from '../src/platform/endpoints.ts';
import { requestInfo, type RequestInfo, type SandboxContext } from './context.ts';
import { checkAccountRule } from './domain/account-rules.ts';
import { claimRequestKey, requestFingerprint } from './domain/request-keys.ts';
import { enforceGate } from './domain/jurisdiction-gates.ts';
import { resolveSession, type MemberSession } from './domain/sessions.ts';
import { SandboxHttpError } from './http.ts';
import { bodyInMinorUnits } from './money.ts';
import { decryptedPayload, keyedBody, parseInput } from './request.ts';

/**
 * The one route wrapper of the platform's calls: the endpoint table
 * (src/platform/endpoints.ts) governs the sandbox as the page table governs
 * the app. A route names its operation; the row gives the method and path
 * and three rules, enforced here before the handler runs:
 *
 * - the account rule: a guest call runs for anyone; the others need a live
 *   session (401 login.not.session), and realMember and agent calls refuse
 *   the member types they exclude (free.account.reject, agent.only);
 * - the body's encryption: an encrypted row's body is decrypted (the
 *   gateway's 400 request_body_required when it is not encrypted with the
 *   current key), so the handler sees the plain payload;
 * - the idempotency rule: a requestId row's body must carry a valid
 *   `requestId`, and a key already used for another request is refused
 *   (request.id.reused, domain/request-keys.ts);
 * - the jurisdiction gate (issue 33): a row that names one (`gate`) asks
 *   the tenant's jurisdiction profile whether the member passes it
 *   (verified, located inside the boundary, demo play offered) and refuses
 *   with the gate's one error code (sandbox/domain/jurisdiction-gates.ts);
 * - the money fields (`money`, MONEY-51): the wire's major-unit amounts are
 *   read into minor units (sandbox/money.ts), so no handler converts.
 *
 * Then the body and query are parsed with the route's schemas (400
 * request_param_err naming the fields), and the handler answers.
 */

export interface PlatformCall<Body = unknown, Query = unknown> {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly info: RequestInfo;
  /** The scope's clock (control API `clock`). */
  readonly now: number;
  /** The body: decrypted when the row says encrypted, parsed when the route gives a schema. */
  readonly body: Body;
  /** The query string, parsed when the route gives a schema. */
  readonly query: Query;
}

export interface MemberCall<Body = unknown, Query = unknown> extends PlatformCall<Body, Query> {
  readonly session: MemberSession;
}

type Rows = typeof ENDPOINTS;
/** A guest row's handler gets no session; every other row's gets the live one. */
type CallFor<Op extends Operation, Body, Query> = Rows[Op]['account'] extends 'guest'
  ? PlatformCall<Body, Query>
  : MemberCall<Body, Query>;

type Schema = z.ZodMiniType;
/** What a schema parses to; unknown when the route gives none. */
type Parsed<S> = [S] extends [never] ? unknown : S extends Schema ? z.output<S> : unknown;

interface RouteOptions<BodySchema, QuerySchema> {
  readonly body?: BodySchema;
  readonly query?: QuerySchema;
  /** Methods that answer too (000 §7 and the contract saw different ones). */
  readonly alsoMethods?: readonly HttpMethod[];
}

type Handler<Op extends Operation, Body, Query> = (call: CallFor<Op, Body, Query>) => Promise<unknown>;

/** The table's rules hold together; a row that breaks them is a mistake found when the sandbox starts. */
function checkRow(operation: Operation, endpoint: Endpoint, hasBodySchema: boolean): void {
  if ((endpoint.account === 'guest') !== (endpoint.token !== 'required'))
    throw new Error(`${operation}: account rule ${endpoint.account} with token ${endpoint.token}`);
  if (endpoint.idempotency === 'requestId' && (endpoint.account === 'guest' || !hasBodySchema))
    throw new Error(`${operation}: a requestId row is a member's write whose route gives its body schema`);
}

async function sessionOf(ctx: SandboxContext, request: FastifyRequest, merchant: string, now: number) {
  const token = request.headers.authorization;
  const session = typeof token === 'string' ? await resolveSession(ctx.db, token, merchant, now) : null;
  if (!session) throw new SandboxHttpError(401, 'login.not.session');
  return session;
}

/** Registers the route of an operation of the endpoint table. */
export function route<Op extends Operation>(
  app: FastifyInstance,
  ctx: SandboxContext,
  operation: Op,
  handler: Handler<Op, unknown, unknown>,
): void;
export function route<Op extends Operation, BodySchema extends Schema = never, QuerySchema extends Schema = never>(
  app: FastifyInstance,
  ctx: SandboxContext,
  operation: Op,
  options: RouteOptions<BodySchema, QuerySchema>,
  handler: Handler<Op, Parsed<BodySchema>, Parsed<QuerySchema>>,
): void;
export function route(
  app: FastifyInstance,
  ctx: SandboxContext,
  operation: Operation,
  optionsOrHandler: RouteOptions<Schema, Schema> | Handler<Operation, unknown, unknown>,
  lastHandler?: Handler<Operation, unknown, unknown>,
): void {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : lastHandler;
  if (!handler) throw new Error(`${operation}: no handler`);
  const endpoint: Endpoint = ENDPOINTS[operation];
  checkRow(operation, endpoint, options.body !== undefined);

  app.route({
    method: [endpoint.method, ...(options.alsoMethods ?? [])],
    url: endpoint.path,
    handler: async (request, reply) => {
      const info = requestInfo(request);
      const now = ctx.control.now(info.scope);
      let session: MemberSession | undefined;
      if (endpoint.account !== 'guest') {
        session = await sessionOf(ctx, request, info.tenant.merchantCode, now);
        if (endpoint.account !== 'member') await checkAccountRule(ctx.db, session.memberId, endpoint.account);
      }
      if (endpoint.gate) await enforceGate(ctx.db, info.tenant, session ?? null, endpoint.gate, now);
      const payload = bodyInMinorUnits(
        endpoint.encrypted ? decryptedPayload(request, ctx.rsaKey) : request.body,
        endpoint.money,
      );
      const body = options.body ? parseInput(options.body, payload) : payload;
      if (endpoint.idempotency === 'requestId' && session) {
        const keyed = parseInput(keyedBody, body);
        await claimRequestKey(ctx.db, session.memberId, keyed.requestId, requestFingerprint(operation, keyed), now);
      }
      const query = options.query ? parseInput(options.query, request.query) : request.query;
      const call = { request, reply, info, now, body, query, ...(session ? { session } : {}) };
      // The call's type follows the row's account rule, checked above; TypeScript cannot follow it at run time.
      return handler(call as MemberCall);
    },
  });
}
