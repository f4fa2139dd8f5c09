import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../db/index.ts';

/**
 * The sandbox's test identity provider (the stand-in for a phone/social
 * identity service such as the one 000 §2.3 and §4 mention): it "sends" phone
 * codes, verifies them and issues single-use id tokens the platform side
 * (register, phone-provider login) checks. Codes are readable through the
 * control API; nothing leaves the machine.
 */

const IDENTITY_CODE_TTL_MS = 60_000;
const IDENTITY_TOKEN_TTL_MS = 10 * 60_000;
/** The login type the platform knows this provider by (000 §3 "a phone-provider type"). */
export const SANDBOX_PROVIDER_LOGIN_TYPE = 'sandboxIdentity';
export const SOCIAL_NETWORKS = ['facebook', 'google'] as const;
type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
type IdentityKind = 'phone' | SocialNetwork;

const hash = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function sendPhoneCode(
  db: Queryable,
  merchant: string,
  mobile: string,
  dialingCode: string,
  now: number,
): Promise<string> {
  const verificationId = randomBytes(12).toString('hex');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query('DELETE FROM identity_phone_codes WHERE expires_at < $1', [new Date(now)]);
  await db.query(
    'INSERT INTO identity_phone_codes (verification_id, merchant, mobile, dialing_code, code, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [verificationId, merchant, mobile, dialingCode, code, new Date(now + IDENTITY_CODE_TTL_MS)],
  );
  return verificationId;
}

async function issueToken(
  db: Queryable,
  merchant: string,
  kind: IdentityKind,
  fields: { mobile?: string; dialingCode?: string; subject?: string },
  now: number,
): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await db.query(
    'INSERT INTO identity_tokens (token_hash, merchant, kind, mobile, dialing_code, subject, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [
      hash(token),
      merchant,
      kind,
      fields.mobile ?? null,
      fields.dialingCode ?? null,
      fields.subject ?? null,
      new Date(now + IDENTITY_TOKEN_TTL_MS),
    ],
  );
  return token;
}

/** A right code (once) gives an id token for the verified number; anything else null. */
export async function verifyPhoneCode(
  db: Queryable,
  merchant: string,
  verificationId: string,
  code: string,
  now: number,
): Promise<string | null> {
  const rows = await db.query<{ mobile: string; dialing_code: string; code: string }>(
    'SELECT mobile, dialing_code, code FROM identity_phone_codes WHERE verification_id = $1 AND merchant = $2 AND NOT consumed AND expires_at > $3',
    [verificationId, merchant, new Date(now)],
  );
  const row = rows[0];
  if (!row || row.code !== code.trim()) return null;
  await db.query('UPDATE identity_phone_codes SET consumed = true WHERE verification_id = $1', [verificationId]);
  return issueToken(db, merchant, 'phone', { mobile: row.mobile, dialingCode: row.dialing_code }, now);
}

export function issueSocialToken(
  db: Queryable,
  merchant: string,
  network: SocialNetwork,
  subject: string,
  now: number,
): Promise<string> {
  return issueToken(db, merchant, network, { subject }, now);
}

interface IdentityClaims {
  readonly kind: IdentityKind;
  readonly mobile: string | null;
  readonly dialingCode: string | null;
  readonly subject: string | null;
}

/** The platform's check of an id token: valid, unexpired, unused, this merchant's; consumed on success. */
export async function consumeIdentityToken(
  db: Queryable,
  merchant: string,
  token: string,
  now: number,
): Promise<IdentityClaims | null> {
  const rows = await db.query<{
    kind: IdentityKind;
    mobile: string | null;
    dialing_code: string | null;
    subject: string | null;
  }>(
    'UPDATE identity_tokens SET consumed = true WHERE token_hash = $1 AND merchant = $2 AND NOT consumed AND expires_at > $3 RETURNING kind, mobile, dialing_code, subject',
    [hash(token), merchant, new Date(now)],
  );
  const row = rows[0];
  return row ? { kind: row.kind, mobile: row.mobile, dialingCode: row.dialing_code, subject: row.subject } : null;
}

/** The newest code the provider sent to a number (control API). */
export async function lastPhoneCode(
  db: Queryable,
  mobile: string,
): Promise<{ code: string; dialingCode: string } | null> {
  const rows = await db.query<{ code: string; dialing_code: string }>(
    'SELECT code, dialing_code FROM identity_phone_codes WHERE mobile = $1 ORDER BY expires_at DESC LIMIT 1',
    [mobile],
  );
  const row = rows[0];
  return row ? { code: row.code, dialingCode: row.dialing_code } : null;
}
