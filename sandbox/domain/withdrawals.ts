import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import type { SandboxTenant } from '../tenants.ts';
import { turnoverProgress } from './bets.ts';
import { forfeitForWithdrawal, withdrawalForfeit } from './bonus-views.ts';
import { LedgerError, lockMemberAccounts, memberBalance, postMovement, type Leg } from './ledger.ts';
import { recordMemberEvent } from './member-events.ts';
import { memberById } from './members.ts';
import { withdrawRulesFor } from './money-config.ts';
import { payoutAccount, payoutView } from './payout-accounts.ts';
import { memberOrdersPage, type PageRequest } from './record-pages.ts';
import { periodStarts } from './responsible-gaming.ts';
import { money } from '../money.ts';

/**
 * Withdrawals (issue 13): a request moves the amount from the member's
 * available money to held money; the operator approves (paid out to the
 * payouts house account) or rejects (released back). Idempotent per
 * (member, requestId). The member's accounts are locked first, so racing
 * requests are decided one after another and never overdraw.
 */

type WithdrawStatus = 'pending' | 'approved' | 'rejected';

interface WithdrawalRow {
  readonly id: string;
  readonly merchant: string;
  readonly member_id: number;
  readonly request_id: string;
  readonly payout_account_id: number;
  readonly amount_minor: number;
  readonly status: WithdrawStatus;
  readonly created_at: Date;
  readonly settled_at: Date | null;
  readonly reason: string | null;
}

export function withdrawalView(row: WithdrawalRow) {
  return {
    id: row.id,
    requestId: row.request_id,
    payoutAccountId: row.payout_account_id,
    amount: money(row.amount_minor),
    status: row.status,
    createTime: row.created_at.getTime(),
    settleTime: row.settled_at?.getTime() ?? null,
    reason: row.reason,
  };
}

async function todayCount(db: Queryable, memberId: number, now: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT COUNT(*) AS count FROM withdrawals WHERE member_id = $1 AND status <> 'rejected' AND created_at >= $2`,
    [memberId, new Date(periodStarts(now).day)],
  );
  return row?.count ?? 0;
}

/** MCSFE_getWithdrawSettings (contract: minimumAmount, maximumAmount) plus what the page shows beside them. */
export async function withdrawSettings(db: Queryable, tenant: SandboxTenant, memberId: number, now: number) {
  const limits = await withdrawLimits(db, tenant, memberId, now);
  return {
    minimumAmount: money(limits.rules.minMinor),
    maximumAmount: money(limits.rules.maxMinor),
    dailyCount: limits.rules.dailyCount,
    dailyRemaining: limits.dailyRemaining,
    availableBalance: money(limits.balance.availableMinor),
    heldBalance: money(limits.balance.heldMinor),
    fee: 0,
    turnover: turnoverView(limits.turnover),
    // Issue 34: what a withdrawal now would forfeit (the active bonus's balance), or null.
    bonusForfeit: await withdrawalForfeit(db, memberId),
  };
}

const turnoverView = (turnover: { requiredMinor: number; doneMinor: number; met: boolean }) => ({
  required: money(turnover.requiredMinor),
  done: money(turnover.doneMinor),
  met: turnover.met,
});

/** What bounds a member's next withdrawal, in minor units (the checks compare integers). */
async function withdrawLimits(db: Queryable, tenant: SandboxTenant, memberId: number, now: number) {
  const member = await memberById(db, memberId);
  const rules = withdrawRulesFor(tenant.currency, member?.club_label ?? null);
  const balance = await memberBalance(db, memberId);
  const turnover = await turnoverProgress(db, memberId);
  const used = await todayCount(db, memberId, now);
  return { rules, balance, turnover, dailyRemaining: Math.max(rules.dailyCount - used, 0) };
}

interface NewWithdrawal {
  readonly requestId: string;
  readonly payoutAccountId: number;
  readonly amountMinor: number;
  /** The player agreed to give up the active bonus (bonus-views.ts). */
  readonly forfeitBonus: boolean;
}

export async function withdrawalByRequest(
  db: Queryable,
  memberId: number,
  key: { id?: string; requestId?: string },
): Promise<WithdrawalRow | undefined> {
  const rows = key.id
    ? await db.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE member_id = $1 AND id = $2', [memberId, key.id])
    : await db.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE member_id = $1 AND request_id = $2', [
        memberId,
        key.requestId ?? '',
      ]);
  return rows[0];
}

const holdLegs = (memberId: number, amountMinor: number, direction: 1 | -1): Leg[] => [
  { account: { member: memberId, part: 'available' }, amountMinor: -amountMinor * direction },
  { account: { member: memberId, part: 'held' }, amountMinor: amountMinor * direction },
];

/** The payment password is checked by the caller before the transaction (`requirePaymentPassword`), so a wrong one still counts. */
export async function requestWithdrawal(
  tx: Queryable,
  tenant: SandboxTenant,
  memberId: number,
  input: NewWithdrawal,
  now: number,
): Promise<WithdrawalRow> {
  await lockMemberAccounts(tx, memberId);
  const existing = await withdrawalByRequest(tx, memberId, { requestId: input.requestId });
  if (existing) return existing;
  const limits = await withdrawLimits(tx, tenant, memberId, now);
  const account = await payoutAccount(tx, memberId, input.payoutAccountId);
  if (!account) throw new BusinessRefusal('payout.account.missing');
  if (input.amountMinor < limits.rules.minMinor)
    throw new BusinessRefusal('amount.below.minimum', { min: money(limits.rules.minMinor) });
  if (input.amountMinor > limits.rules.maxMinor)
    throw new BusinessRefusal('amount.above.maximum', { max: money(limits.rules.maxMinor) });
  if (limits.dailyRemaining <= 0)
    throw new BusinessRefusal('withdraw.daily.count', { dailyCount: limits.rules.dailyCount });
  const id = `W${new Date(now).toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(4).toString('hex').toUpperCase()}`;
  try {
    await postMovement(tx, {
      merchant: tenant.merchantCode,
      currency: tenant.currency,
      idempotencyKey: `withdraw:${memberId}:${input.requestId}`,
      kind: 'withdraw_hold',
      memberId,
      reference: id,
      note: payoutView(account).masked,
      at: now,
      legs: holdLegs(memberId, input.amountMinor, 1),
    });
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'insufficient')
      throw new BusinessRefusal('balance.insufficient', { available: money(limits.balance.availableMinor) });
    throw error;
  }
  await forfeitForWithdrawal(tx, tenant, memberId, input.forfeitBonus, now);
  const [row] = await tx.query<WithdrawalRow>(
    `INSERT INTO withdrawals (id, merchant, member_id, request_id, payout_account_id, amount_minor, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7) RETURNING *`,
    [id, tenant.merchantCode, memberId, input.requestId, account.id, input.amountMinor, new Date(now)],
  );
  if (!row) throw new Error('withdrawal insert returned no row');
  return row;
}

/**
 * The operator's decision: approve pays the held money out; reject releases
 * it; either way the player is told (member-events.ts). A settled request is
 * left as it is.
 */
export async function settleWithdrawal(
  tx: Queryable,
  tenant: SandboxTenant,
  id: string,
  verdict: 'approved' | 'rejected',
  reason: string | null,
  now: number,
): Promise<WithdrawalRow> {
  const [row] = await tx.query<WithdrawalRow>('SELECT * FROM withdrawals WHERE id = $1 AND merchant = $2 FOR UPDATE', [
    id,
    tenant.merchantCode,
  ]);
  if (!row) throw new BusinessRefusal('order.not.found');
  if (row.status !== 'pending') return row;
  const base = {
    merchant: tenant.merchantCode,
    currency: tenant.currency,
    memberId: row.member_id,
    reference: row.id,
    at: now,
  };
  if (verdict === 'approved') {
    await postMovement(tx, {
      ...base,
      idempotencyKey: `withdraw-payout:${row.id}`,
      kind: 'withdraw_payout',
      legs: [
        { account: { member: row.member_id, part: 'held' }, amountMinor: -row.amount_minor },
        { account: { house: 'payouts' }, amountMinor: row.amount_minor },
      ],
    });
  } else {
    await postMovement(tx, {
      ...base,
      idempotencyKey: `withdraw-release:${row.id}`,
      kind: 'withdraw_release',
      note: reason,
      legs: holdLegs(row.member_id, row.amount_minor, -1),
    });
  }
  const [settled] = await tx.query<WithdrawalRow>(
    'UPDATE withdrawals SET status = $2, settled_at = $3, reason = $4 WHERE id = $1 RETURNING *',
    [row.id, verdict, new Date(now), reason],
  );
  if (!settled) throw new Error('withdrawal update returned no row');
  await recordMemberEvent(tx, {
    memberId: row.member_id,
    kind: verdict === 'approved' ? 'withdrawal.paid' : 'withdrawal.rejected',
    key: `withdrawal.${verdict}:${row.id}`,
    at: now,
    details: { withdrawalId: row.id, amountMinor: row.amount_minor, currency: tenant.currency, reason },
  });
  return settled;
}

export async function withdrawalsPage(db: Queryable, memberId: number, page: PageRequest) {
  return memberOrdersPage(db, 'withdrawals', memberId, page, withdrawalView);
}

export async function withdrawalMerchant(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ merchant: string }>('SELECT merchant FROM withdrawals WHERE id = $1', [id]);
  return row?.merchant;
}

/** A member's orders and withdrawals, newest first (control API: a double submit must make one). */
export async function moneyRequestsOf(db: Queryable, memberId: number) {
  const deposits = await db.query(
    'SELECT id, request_id AS "requestId", channel, amount_minor AS "amountMinor", paid_minor AS "paidMinor", status, hold_reason AS "holdReason" FROM deposit_orders WHERE member_id = $1 ORDER BY created_at DESC',
    [memberId],
  );
  const withdrawals = await db.query(
    'SELECT id, request_id AS "requestId", amount_minor AS "amountMinor", status FROM withdrawals WHERE member_id = $1 ORDER BY created_at DESC',
    [memberId],
  );
  return { deposits, withdrawals };
}
