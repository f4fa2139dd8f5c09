import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/index.ts';

/** SMS codes: six digits, single use, valid for SMS_EXPIRED_MINUTES (sent back as value.expiredMinutes). */

export const SMS_EXPIRED_MINUTES = 5;

type SmsPurpose = 'login' | 'register' | 'reset';

export async function issueSmsCode(
  db: Queryable,
  merchant: string,
  mobile: string,
  purpose: SmsPurpose,
  now: number,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query('DELETE FROM sms_codes WHERE expires_at < $1', [new Date(now)]);
  await db.query('INSERT INTO sms_codes (merchant, mobile, code, purpose, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    merchant,
    mobile,
    code,
    purpose,
    new Date(now + SMS_EXPIRED_MINUTES * 60_000),
  ]);
  return code;
}

/** Consumes the newest live code of the mobile when it matches; a wrong answer leaves it for another try. */
export async function consumeSmsCode(
  db: Queryable,
  merchant: string,
  mobile: string,
  answer: string,
  now: number,
): Promise<boolean> {
  const rows = await db.query<{ id: number; code: string }>(
    'SELECT id, code FROM sms_codes WHERE merchant = $1 AND mobile = $2 AND NOT consumed AND expires_at > $3 ORDER BY id DESC LIMIT 1',
    [merchant, mobile, new Date(now)],
  );
  const row = rows[0];
  if (!row || row.code !== answer.trim()) return false;
  await db.query('UPDATE sms_codes SET consumed = true WHERE id = $1', [row.id]);
  return true;
}

/** The newest code sent to a mobile (control API, test mode only). */
export async function lastSmsCode(
  db: Queryable,
  mobile: string,
): Promise<{ code: string; purpose: string; merchant: string } | null> {
  const rows = await db.query<{ code: string; purpose: string; merchant: string }>(
    'SELECT code, purpose, merchant FROM sms_codes WHERE mobile = $1 ORDER BY id DESC LIMIT 1',
    [mobile],
  );
  return rows[0] ?? null;
}

/** The live (unused, unexpired) code last sent to the number, without using it up. */
export async function liveSmsCode(
  db: Queryable,
  merchant: string,
  mobile: string,
  now: number,
): Promise<string | null> {
  const rows = await db.query<{ code: string }>(
    'SELECT code FROM sms_codes WHERE merchant = $1 AND mobile = $2 AND NOT consumed AND expires_at > $3 ORDER BY id DESC LIMIT 1',
    [merchant, mobile, new Date(now)],
  );
  return rows[0]?.code ?? null;
}
