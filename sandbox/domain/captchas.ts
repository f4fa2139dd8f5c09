import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { randomCaptchaCode } from './captcha-image.ts';

/** Captcha codes: bound to the captchaId cookie, single use, expiring (contract §1.3). */

export const CAPTCHA_COOKIE = 'captchaId';
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export async function issueCaptcha(db: Queryable, now: number): Promise<{ id: string; code: string }> {
  const id = randomBytes(16).toString('hex');
  const code = randomCaptchaCode();
  // Expired codes go whenever a new one is made: the table stays small without a timer.
  await db.query('DELETE FROM captchas WHERE expires_at < $1', [new Date(now)]);
  await db.query('INSERT INTO captchas (id, code, expires_at) VALUES ($1, $2, $3)', [
    id,
    code,
    new Date(now + CAPTCHA_TTL_MS),
  ]);
  return { id, code };
}

/** Consumes the captcha of the cookie (right or wrong, it is gone) and says whether the answer matched. */
export async function consumeCaptcha(
  db: Queryable,
  id: string | undefined,
  answer: string | null | undefined,
  now: number,
): Promise<boolean> {
  if (!id) return false;
  const rows = await db.query<{ code: string; expires_at: Date }>(
    'DELETE FROM captchas WHERE id = $1 RETURNING code, expires_at',
    [id],
  );
  const row = rows[0];
  if (!row || row.expires_at.getTime() <= now) return false;
  return typeof answer === 'string' && answer.trim() === row.code;
}
