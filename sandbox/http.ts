import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestInfo } from './context.ts';
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

/**
 * A success envelope serialised once, for an answer that does not change
 * while the sandbox runs (REL-06): under load, stringifying the hot games'
 * 25 KB at every request took a quarter of the event loop.
 */
export const serialisedOk = (value: unknown): string => JSON.stringify(ok(value));

/** Answers a serialised envelope as it is; Fastify sends a JSON-typed string unchanged. */
export function sendSerialised(reply: FastifyReply, json: string): Promise<string> {
  void reply.type('application/json; charset=utf-8');
  return Promise.resolve(json);
}

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
