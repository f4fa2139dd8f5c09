import { createHash } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';

/**
 * One requestId, one request (MONEY-31). A keyed write's key is bound to
 * what it first asked for: the operation and its body, without the key
 * itself and without secrets (a payment password typed again is the same
 * request). The same key with another request is refused with
 * `request.id.reused`, as payment APIs refuse a reused idempotency key with
 * other parameters, so a client is never told "done" about an amount it
 * did not ask for. The same request again goes on to the handler, whose
 * own idempotency answers the first result.
 */

const SECRET_FIELD = /password|pin|secret/i;

/** Keys sorted at every level, so the same request always reads the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_FIELD.test(key))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value;
}

export function requestFingerprint(operation: string, body: Record<string, unknown>): string {
  const request = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'requestId'));
  return createHash('sha256')
    .update(JSON.stringify([operation, canonical(request)]))
    .digest('hex');
}

/** Binds the key to the request on its first use; refuses it when it was bound to another. */
export async function claimRequestKey(
  db: Queryable,
  memberId: number,
  requestId: string,
  fingerprint: string,
  now: number,
): Promise<void> {
  await db.query(
    'INSERT INTO request_keys (member_id, request_id, fingerprint, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [memberId, requestId, fingerprint, new Date(now)],
  );
  const [bound] = await db.query<{ fingerprint: string }>(
    'SELECT fingerprint FROM request_keys WHERE member_id = $1 AND request_id = $2',
    [memberId, requestId],
  );
  if (bound?.fingerprint !== fingerprint) throw new BusinessRefusal('request.id.reused');
}
