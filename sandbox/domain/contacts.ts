import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import { maskMobile } from './member-views.ts';
import { memberById } from './members.ts';

/**
 * Binding a phone number or an e-mail address (security centre): a six-digit
 * code goes to the new address (the sandbox keeps it for the control API), and
 * the address is bound once the code comes back within ten minutes.
 */

type ContactChannel = 'phone' | 'email';
const CONTACT_CODE_MINUTES = 10;

export async function sendContactCode(
  db: Queryable,
  memberId: number,
  channel: ContactChannel,
  target: string,
  now: number,
): Promise<{ expiredMinutes: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `INSERT INTO contact_verifications (member_id, channel, target, code, expires_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id, channel) DO UPDATE SET target = EXCLUDED.target, code = EXCLUDED.code, expires_at = EXCLUDED.expires_at, verified_at = NULL`,
    [memberId, channel, target, code, new Date(now + CONTACT_CODE_MINUTES * 60_000)],
  );
  return { expiredMinutes: CONTACT_CODE_MINUTES };
}

export async function verifyContact(
  tx: Queryable,
  memberId: number,
  channel: ContactChannel,
  code: string,
  now: number,
): Promise<void> {
  const [row] = await tx.query<{ target: string; code: string; expires_at: Date; verified_at: Date | null }>(
    'SELECT target, code, expires_at, verified_at FROM contact_verifications WHERE member_id = $1 AND channel = $2',
    [memberId, channel],
  );
  if (!row || row.verified_at || row.expires_at.getTime() <= now || row.code !== code.trim())
    throw new BusinessRefusal('contact.code.invalid');
  await tx.query('UPDATE contact_verifications SET verified_at = $3 WHERE member_id = $1 AND channel = $2', [
    memberId,
    channel,
    new Date(now),
  ]);
  await tx.query(
    channel === 'phone'
      ? 'UPDATE members SET mobile = $2 WHERE id = $1'
      : 'UPDATE members SET email = $2 WHERE id = $1',
    [memberId, row.target],
  );
}

/** The last code sent (control API, test mode only). */
export async function lastContactCode(
  db: Queryable,
  memberId: number,
  channel: ContactChannel,
): Promise<string | null> {
  const [row] = await db.query<{ code: string }>(
    'SELECT code FROM contact_verifications WHERE member_id = $1 AND channel = $2',
    [memberId, channel],
  );
  return row?.code ?? null;
}

const maskEmail = (email: string): string => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'•'.repeat(Math.max(name.length - 2, 1))}@${domain}`;
};

/** The contacts of the security centre: masked, and whether each was verified by a code. */
export async function contactsOf(db: Queryable, memberId: number) {
  const member = await memberById(db, memberId);
  const verified = await db.query<{ channel: ContactChannel; target: string }>(
    'SELECT channel, target FROM contact_verifications WHERE member_id = $1 AND verified_at IS NOT NULL',
    [memberId],
  );
  const isVerified = (channel: ContactChannel, value: string | null | undefined) =>
    Boolean(value && verified.some((row) => row.channel === channel && row.target === value));
  return {
    phone: { value: maskMobile(member?.mobile ?? null), verified: isVerified('phone', member?.mobile) },
    email: { value: member?.email ? maskEmail(member.email) : null, verified: isVerified('email', member?.email) },
  };
}
