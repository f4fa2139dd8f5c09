import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import type { SandboxTenant } from '../tenants.ts';
import { LedgerError, memberBalance, postMovement } from './ledger.ts';
import { memberById } from './members.ts';
import { money } from '../money.ts';

/**
 * Superior transfer (000 §2.8: AGETRANSFERUP3, the member's toUpline flag,
 * type not 2): money from a member to their upline, both sides on the
 * ledger in one movement. Idempotent per (member, requestId).
 */

export async function transferToUpline(
  tx: Queryable,
  tenant: SandboxTenant,
  memberId: number,
  input: { amountMinor: number; requestId: string },
  now: number,
) {
  const member = await memberById(tx, memberId);
  if (!member?.to_upline || member.type === 2 || member.parent_id === null)
    throw new BusinessRefusal('transfer.not.allowed');
  if (input.amountMinor <= 0) throw new BusinessRefusal('amount.below.minimum', { min: 0.01 });
  const upline = await memberById(tx, member.parent_id);
  if (!upline) throw new BusinessRefusal('transfer.not.allowed');
  try {
    const posted = await postMovement(tx, {
      merchant: tenant.merchantCode,
      currency: tenant.currency,
      idempotencyKey: `transfer:${memberId}:${input.requestId}`,
      kind: 'transfer',
      memberId,
      reference: upline.username,
      note: member.username,
      at: now,
      legs: [
        { account: { member: memberId, part: 'available' }, amountMinor: -input.amountMinor },
        { account: { member: upline.id, part: 'available' }, amountMinor: input.amountMinor },
      ],
    });
    const { availableMinor } = await memberBalance(tx, memberId);
    return {
      transferId: posted.movementId,
      requestId: input.requestId,
      amount: money(input.amountMinor),
      upline: upline.username,
      balance: money(availableMinor),
    };
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient')
      throw new BusinessRefusal('balance.insufficient');
    throw error;
  }
}

/** Who the member would transfer to (the page names the recipient before asking for money). */
export async function uplineOf(db: Queryable, memberId: number): Promise<{ allowed: boolean; upline: string | null }> {
  const member = await memberById(db, memberId);
  const upline = member?.parent_id ? await memberById(db, member.parent_id) : undefined;
  return { allowed: Boolean(member?.to_upline && member.type !== 2 && upline), upline: upline?.username ?? null };
}

/**
 * A superior transfer by the request id it was made with (issue 38, defect 5):
 * after a lost answer the app asks whether its transfer went through. The
 * amount is what left the member's available balance; the balance is now's.
 */
export async function transferByRequest(db: Queryable, tenant: SandboxTenant, memberId: number, requestId: string) {
  const [row] = await db.query<{ id: number; reference: string | null; amount_minor: number }>(
    `SELECT m.id, m.reference, -e.amount_minor AS amount_minor
       FROM ledger_movements m
       JOIN ledger_entries e ON e.movement_id = m.id
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE m.merchant = $1 AND m.idempotency_key = $2 AND a.member_id = $3 AND a.key LIKE '%:available'`,
    [tenant.merchantCode, `transfer:${memberId}:${requestId}`, memberId],
  );
  if (!row) return null;
  const { availableMinor } = await memberBalance(db, memberId);
  return {
    transferId: row.id,
    requestId,
    amount: money(row.amount_minor),
    upline: row.reference ?? '',
    balance: money(availableMinor),
  };
}
