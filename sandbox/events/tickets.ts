import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Event stream tickets (issue 34). An EventSource cannot send the session
 * token in a header, and a token in a URL ends up in logs and histories, so
 * the app trades its session for a ticket that names the member, the
 * merchant and the session it came from, lives a minute and is signed with
 * a key of this process (docs/decisions.md "Money notifications").
 */

export const TICKET_TTL_MS = 60_000;

export interface StreamTicket {
  readonly memberId: number;
  readonly merchant: string;
  /** The session the ticket was issued to (sha256 of its token): the stream ends with it. */
  readonly tokenHash: string;
  readonly expiresAt: number;
}

const SHAPE = /^[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{43}$/;

export function ticketSigner(key: Buffer = randomBytes(32)) {
  const sign = (body: string): string => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue(ticket: StreamTicket): string {
      const body = Buffer.from(
        JSON.stringify([ticket.memberId, ticket.merchant, ticket.tokenHash, ticket.expiresAt]),
      ).toString('base64url');
      return `${body}.${sign(body)}`;
    },
    /** The ticket's contents when it is this process's, unaltered, for this merchant and not expired; else null. */
    verify(text: string, merchant: string, now: number): StreamTicket | null {
      if (!SHAPE.test(text)) return null;
      const [body = '', signature = ''] = text.split('.');
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      if (!Array.isArray(parsed) || parsed.length !== 4) return null;
      const [memberId, ticketMerchant, tokenHash, expiresAt] = parsed as unknown[];
      if (typeof memberId !== 'number' || typeof tokenHash !== 'string' || typeof expiresAt !== 'number') return null;
      if (ticketMerchant !== merchant || expiresAt <= now) return null;
      return { memberId, merchant, tokenHash, expiresAt };
    },
  };
}

export type TicketSigner = ReturnType<typeof ticketSigner>;
