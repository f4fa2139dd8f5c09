/**
 * Idempotency keys for money writes (MONEY-02): one per attempt of a form,
 * kept across a retry after a failure, so the platform makes one order
 * however often the same attempt arrives. crypto.getRandomValues works on
 * plain-http hosts too (randomUUID needs a secure context).
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
