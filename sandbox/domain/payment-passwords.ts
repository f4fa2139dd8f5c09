import type { Database, Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import { PAYMENT_PASSWORD_RULES } from './money-config.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Payment (withdrawal) passwords: hashed like login passwords, locked after repeated failures. */

export async function setPaymentPasswordHash(tx: Queryable, memberId: number, hash: string): Promise<void> {
  await tx.query(
    `INSERT INTO payment_passwords (member_id, password_hash) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, failures = 0, locked_until = NULL`,
    [memberId, hash],
  );
}

export async function setPaymentPassword(tx: Queryable, memberId: number, password: string): Promise<void> {
  await setPaymentPasswordHash(tx, memberId, await hashPassword(password));
}

export async function hasPaymentPassword(db: Queryable, memberId: number): Promise<boolean> {
  const rows = await db.query<{ member_id: number }>('SELECT member_id FROM payment_passwords WHERE member_id = $1', [
    memberId,
  ]);
  return rows.length > 0;
}

type PaymentPasswordCheck = 'ok' | 'missing' | 'wrong' | 'locked';

/** Checks a payment password; a wrong one counts, and the fifth in a row locks it for 15 minutes. */
async function checkPaymentPassword(
  db: Queryable,
  memberId: number,
  password: string,
  now: number,
): Promise<PaymentPasswordCheck> {
  const [row] = await db.query<{ password_hash: string; failures: number; locked_until: Date | null }>(
    'SELECT password_hash, failures, locked_until FROM payment_passwords WHERE member_id = $1',
    [memberId],
  );
  if (!row) return 'missing';
  if (row.locked_until && row.locked_until.getTime() > now) return 'locked';
  if (await verifyPassword(password, row.password_hash)) {
    if (row.failures > 0)
      await db.query('UPDATE payment_passwords SET failures = 0, locked_until = NULL WHERE member_id = $1', [memberId]);
    return 'ok';
  }
  const failures = row.failures + 1;
  const locked = failures >= PAYMENT_PASSWORD_RULES.maxFailures;
  await db.query('UPDATE payment_passwords SET failures = $2, locked_until = $3 WHERE member_id = $1', [
    memberId,
    locked ? 0 : failures,
    locked ? new Date(now + PAYMENT_PASSWORD_RULES.lockMs) : null,
  ]);
  return locked ? 'locked' : 'wrong';
}

/**
 * Refuses unless the payment password is right. Call it outside the money
 * transaction: a refusal rolls the transaction back, and the failure count
 * must survive it.
 */
export async function requirePaymentPassword(
  db: Queryable,
  memberId: number,
  password: string,
  now: number,
): Promise<void> {
  const check = await checkPaymentPassword(db, memberId, password, now);
  if (check === 'missing') throw new BusinessRefusal('payment.password.missing');
  if (check === 'locked') throw new BusinessRefusal('payment.password.locked');
  if (check === 'wrong') throw new BusinessRefusal('payment.password.invalid');
}

/** Whether the member's payment-password change with this request id was applied (issue 38, defect 5). */
export async function paymentPasswordRequestApplied(
  db: Queryable,
  memberId: number,
  requestId: string,
): Promise<boolean> {
  const rows = await db.query<{ member_id: number }>(
    'SELECT member_id FROM payment_password_requests WHERE member_id = $1 AND request_id = $2',
    [memberId, requestId],
  );
  return rows.length > 0;
}

/**
 * Sets (none yet) or changes (the current one first) the payment password.
 * With a request id it is idempotent, as a money write is: the same attempt
 * sent again after a lost answer answers as the first did instead of "the
 * current password is wrong" — provided it carries the password that attempt
 * set (checked like any payment password, so a replay is no free guess).
 */
export async function changePaymentPassword(
  db: Database,
  memberId: number,
  change: {
    readonly oldPassword?: string | undefined;
    readonly newPassword: string;
    readonly requestId?: string | undefined;
  },
  now: number,
): Promise<void> {
  if (change.requestId && (await paymentPasswordRequestApplied(db, memberId, change.requestId))) {
    await requirePaymentPassword(db, memberId, change.newPassword, now);
    return;
  }
  if (await hasPaymentPassword(db, memberId)) {
    await requirePaymentPassword(db, memberId, change.oldPassword ?? '', now);
    if (change.oldPassword === change.newPassword) throw new BusinessRefusal('modify.new.old.same');
  }
  const hash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await setPaymentPasswordHash(tx, memberId, hash);
    if (change.requestId)
      await tx.query(
        'INSERT INTO payment_password_requests (member_id, request_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [memberId, change.requestId, new Date(now)],
      );
  });
}
