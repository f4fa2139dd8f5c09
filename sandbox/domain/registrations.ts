import type { Queryable } from '../db/index.ts';
import { inviterOfCode } from './referrals.ts';

/** Registration data: affiliate codes, the country list and what a registration stored. */

/**
 * Affiliate codes are checked case-insensitively; a code bound to a domain is
 * valid only there. A member's referral code (invite friends) is valid too.
 */
export async function affiliateCodeValid(
  db: Queryable,
  merchant: string,
  code: string,
  domain: string,
): Promise<boolean> {
  if (code === '') return false;
  if ((await inviterOfCode(db, merchant, code)) !== null) return true;
  const rows = await db.query<{ domain: string }>(
    'SELECT domain FROM affiliate_codes WHERE merchant = $1 AND upper(code) = upper($2) AND active',
    [merchant, code],
  );
  const row = rows[0];
  return row !== undefined && (row.domain === '' || row.domain === domain);
}

interface Country {
  readonly countryCode: string;
  readonly countryName: string;
  readonly countryDialingCode: string;
}

export async function countries(db: Queryable): Promise<Country[]> {
  const rows = await db.query<{ country_code: string; country_name: string; dialing_code: string }>(
    'SELECT country_code, country_name, dialing_code FROM countries ORDER BY sort_order, id',
  );
  return rows.map((row) => ({
    countryCode: row.country_code,
    countryName: row.country_name,
    countryDialingCode: row.dialing_code,
  }));
}

interface RegistrationRecord {
  readonly memberId: number;
  readonly registerMethod: string;
  readonly registerUrl: string;
  readonly affiliateCode: string;
  readonly domain: string;
  readonly channel: string | null;
  readonly details: Record<string, string>;
  readonly paymentPasswordHash: string | null;
  readonly at: number;
}

export async function recordRegistration(tx: Queryable, record: RegistrationRecord): Promise<void> {
  await tx.query(
    `INSERT INTO registrations (member_id, register_method, register_url, affiliate_code, domain, channel, details, payment_password_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      record.memberId,
      record.registerMethod,
      record.registerUrl,
      record.affiliateCode,
      record.domain,
      record.channel,
      JSON.stringify(record.details),
      record.paymentPasswordHash,
      new Date(record.at),
    ],
  );
}

/** What the newest registration of a user name stored (control API: tests check the payload arrived as sent). */
export async function registrationOf(db: Queryable, username: string): Promise<Record<string, unknown> | null> {
  const rows = await db.query(
    `SELECT m.username, m.nickname, m.mobile, m.email, m.merchant, r.register_method AS "registerMethod", r.register_url AS "registerUrl",
       r.affiliate_code AS "affiliateCode", r.domain, r.channel, r.details, (r.payment_password_hash IS NOT NULL) AS "hasPaymentPassword"
     FROM members m JOIN registrations r ON r.member_id = m.id WHERE m.username = lower($1) ORDER BY m.id DESC LIMIT 1`,
    [username],
  );
  return rows[0] ?? null;
}
