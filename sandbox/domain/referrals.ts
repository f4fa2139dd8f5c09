import type { Queryable } from '../db/index.ts';
import type { SandboxTenant } from '../tenants.ts';
import { memberLegs, postMovement } from './ledger.ts';
import { money } from '../money.ts';

/**
 * Referrals (issue 14, promotion REFERRAL): each member has a code; a
 * registration with it (the register page reads `affiliateCode` from the
 * link) links the new member to the inviter, and the invitee's first paid
 * deposit credits the inviter once (ledger, promotions house account).
 */

export const REFERRAL_REWARD_MINOR = 10_00;

/** A short code from the member id (the same member, the same code). */
const codeFor = (memberId: number): string => `R${(memberId * 7919 + 104_729).toString(36).toUpperCase()}`;

export async function referralCodeOf(db: Queryable, merchant: string, memberId: number): Promise<string> {
  const code = codeFor(memberId);
  await db.query(
    'INSERT INTO referral_codes (member_id, merchant, code) VALUES ($1, $2, $3) ON CONFLICT (member_id) DO NOTHING',
    [memberId, merchant, code],
  );
  return code;
}

export async function inviterOfCode(db: Queryable, merchant: string, code: string): Promise<number | null> {
  const [row] = await db.query<{ member_id: number }>(
    'SELECT member_id FROM referral_codes WHERE merchant = $1 AND upper(code) = upper($2)',
    [merchant, code.trim()],
  );
  return row?.member_id ?? null;
}

/** At registration: the code's owner invited the new member. */
export async function linkReferral(tx: Queryable, inviterId: number, inviteeId: number, at: number): Promise<void> {
  await tx.query(
    'INSERT INTO referrals (invitee_id, inviter_id, at) VALUES ($1, $2, $3) ON CONFLICT (invitee_id) DO NOTHING',
    [inviteeId, inviterId, new Date(at)],
  );
}

/** After a paid deposit: the inviter's reward for this invitee, once. */
export async function rewardReferral(
  tx: Queryable,
  tenant: SandboxTenant,
  inviteeId: number,
  at: number,
): Promise<void> {
  const [row] = await tx.query<{ inviter_id: number }>(
    'SELECT inviter_id FROM referrals WHERE invitee_id = $1 AND rewarded_at IS NULL FOR UPDATE',
    [inviteeId],
  );
  if (!row) return;
  await tx.query('UPDATE referrals SET reward_minor = $2, rewarded_at = $3 WHERE invitee_id = $1', [
    inviteeId,
    REFERRAL_REWARD_MINOR,
    new Date(at),
  ]);
  await postMovement(tx, {
    merchant: tenant.merchantCode,
    currency: tenant.currency,
    idempotencyKey: `referral:${inviteeId}`,
    kind: 'reward',
    memberId: row.inviter_id,
    reference: `referral:${inviteeId}`,
    at,
    legs: memberLegs(row.inviter_id, 'promotions', REFERRAL_REWARD_MINOR),
  });
}

export async function invitationsOf(db: Queryable, inviterId: number) {
  const rows = await db.query<{ username: string; at: Date; reward_minor: number; rewarded_at: Date | null }>(
    'SELECT m.username, r.at, r.reward_minor, r.rewarded_at FROM referrals r JOIN members m ON m.id = r.invitee_id WHERE r.inviter_id = $1 ORDER BY r.at DESC LIMIT 200',
    [inviterId],
  );
  return rows.map((row) => ({
    // Another player's name is shown masked.
    username:
      row.username.length <= 3
        ? `${row.username[0] ?? ''}**`
        : `${row.username.slice(0, 2)}***${row.username.slice(-1)}`,
    registeredAt: row.at.getTime(),
    deposited: row.rewarded_at !== null,
    reward: money(row.reward_minor),
  }));
}
