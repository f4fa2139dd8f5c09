import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { decryptBody, type RsaPrivateKey } from '../src/platform/crypto/index.ts';
import { SandboxHttpError } from './http.ts';

/**
 * What every area reads a request with (the route wrapper, sandbox/route.ts,
 * and the control API): input validation, the encrypted bodies of the
 * contract, the money writes' request key, and periods of days.
 */

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

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/**
 * The ciphertext of an encrypted call: V2 `{"value": …}` with Encryption,
 * X-Digest (= the ciphertext) and X-RSA (= our modulus), or V1, a bare JSON
 * string with Encryption only. Anything else is the gateway's 400.
 */
function encryptedBody(request: FastifyRequest, modulusHex: string): { body: unknown; encryption: string } {
  const encryption = header(request, 'encryption');
  if (!encryption) throw new SandboxHttpError(400, 'request_body_required', 'Encryption header missing');
  const body: unknown = request.body;
  if (typeof body === 'string') {
    // V1; a text/plain body may still carry the JSON quotes.
    const trimmed = body.trim();
    return { body: trimmed.startsWith('"') ? (JSON.parse(trimmed) as unknown) : trimmed, encryption };
  }
  const value = typeof body === 'object' && body !== null && 'value' in body ? body.value : undefined;
  if (typeof value !== 'string')
    throw new SandboxHttpError(400, 'request_body_required', 'body must be {"value": <ciphertext>}');
  if (header(request, 'x-digest') !== value)
    throw new SandboxHttpError(400, 'request_body_required', 'X-Digest missing or not the ciphertext');
  if (header(request, 'x-rsa')?.toLowerCase() !== modulusHex.toLowerCase()) {
    throw new SandboxHttpError(400, 'request_body_required', 'X-RSA missing or not the current key');
  }
  return { body, encryption };
}

/** The decrypted JSON of an encrypted call (the endpoint table says which), or the gateway's 400. */
export function decryptedPayload(request: FastifyRequest, rsaKey: RsaPrivateKey): unknown {
  const { body, encryption } = encryptedBody(request, rsaKey.modulusHex);
  try {
    return decryptBody(body, encryption, rsaKey);
  } catch {
    throw new SandboxHttpError(400, 'request_body_required', 'the body does not decrypt with the current key');
  }
}

/** The idempotency key of a money write (issue 13): one per attempt of a form, kept across its retries. */
export const requestIdField = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, '8-64 letters, digits, _ or -'));

/** What a requestId row's body has at least (the route wrapper checks it). */
export const keyedBody = z.looseObject({ requestId: requestIdField });

const DAY = 86_400_000;

/** A UTC day, YYYY-MM-DD. */
export const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const optionalDay = z.optional(isoDay);
/** A period of days in a query (records, team, rebates); both ends optional. */
export const periodFields = { startDate: optionalDay, endDate: optionalDay };
export const periodQuery = z.object(periodFields);

/** [from, to) in epoch ms from the query's days, `endDate` inclusive; the last 30 days by default; at most a year. */
export function periodOf(
  query: { startDate?: string | undefined; endDate?: string | undefined },
  now: number,
): { from: number; to: number } {
  const today = Math.floor(now / DAY) * DAY;
  const to = query.endDate ? Date.parse(`${query.endDate}T00:00:00Z`) + DAY : today + DAY;
  const from = query.startDate ? Date.parse(`${query.startDate}T00:00:00Z`) : to - 30 * DAY;
  if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to || to - from > 366 * DAY)
    throw new SandboxHttpError(400, 'request_param_err', 'startDate..endDate: a valid range of at most a year');
  return { from, to };
}
