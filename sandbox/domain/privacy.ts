import type { JurisdictionProfile } from '../../src/tenant/jurisdictions.ts';
import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import type { SandboxTenant } from '../tenants.ts';
import { memberBalance } from './ledger.ts';
import { identityOf } from './member-identities.ts';
import { loginHistory } from './logins.ts';
import { memberById } from './members.ts';
import { betsPage, movementsPage } from './money-reports.ts';
import { withdrawRulesFor } from './money-config.ts';
import { verifyPassword } from './passwords.ts';
import { gamblingState } from './responsible-gaming.ts';
import { storedDocuments } from './verification-documents.ts';
import { verificationOf } from './verifications.ts';

/**
 * The member's privacy rights (issue 33, LGPD arts. 18 and GDPR arts. 15,
 * 17, 20): a download of their data, and the closure of the account. What
 * the law keeps (ledger, bets, identity, logins, the verification and its
 * documents) stays for the profile's retention years; what it does not need
 * (contact fields, nickname, payout accounts, sessions) goes at closure.
 */

const EVERYTHING = { pageNo: 1, pageSize: 1_000_000, from: 0 } as const;

/** Everything the platform holds about the member, as one document; never the document images. */
export async function exportMemberData(
  db: Queryable,
  tenant: SandboxTenant,
  profile: JurisdictionProfile,
  memberId: number,
  now: number,
) {
  const member = await memberById(db, memberId);
  if (!member) throw new BusinessRefusal('user.not.exist');
  const [identity, logins, ledger, bets, gambling, verification, documents, balance] = await Promise.all([
    identityOf(db, memberId),
    loginHistory(db, memberId, 100_000),
    movementsPage(db, memberId, { ...EVERYTHING, to: now + 1, kinds: [] }),
    betsPage(db, memberId, { ...EVERYTHING, to: now + 1, vendor: null, gameType: null }),
    gamblingState(db, memberId, now),
    verificationOf(db, memberId),
    storedDocuments(db, memberId),
    memberBalance(db, memberId),
  ]);
  return {
    exportedAt: now,
    merchant: tenant.merchantCode,
    law: profile.privacyLaw,
    currency: tenant.currency,
    profile: {
      username: member.username,
      nickname: member.nickname,
      mobile: member.mobile,
      email: member.email,
      registeredAt: member.created_at.getTime(),
      ...identity,
    },
    balance: { availableMinor: balance.availableMinor, heldMinor: balance.heldMinor },
    logins,
    ledger: ledger.content.map((movement) => ({
      id: movement.id,
      type: movement.type,
      amountMinor: movement.amount.minor,
      balanceAfterMinor: movement.balanceAfter.minor,
      reference: movement.reference,
      at: movement.createTime,
    })),
    bets: bets.content.map((bet) => ({
      id: bet.id,
      vendor: bet.vendor,
      gameType: bet.gameType,
      game: bet.gameName,
      stakeMinor: bet.stake.minor,
      winMinor: bet.win.minor,
      status: bet.status,
      at: bet.createTime,
    })),
    limits: { ...gambling.limits, pending: gambling.pending, exclusion: gambling.exclusion },
    verification: {
      status: verification.status,
      reason: verification.reason,
      submittedAt: verification.submittedAt,
      decidedAt: verification.decidedAt,
      documentsReceived: documents,
    },
  };
}

/** Why an account cannot close yet (the page explains these rules before the player asks). */
async function closureBlock(db: Queryable, tenant: SandboxTenant, memberId: number): Promise<void> {
  const balance = await memberBalance(db, memberId);
  const [pending] = await db.query<{ count: number }>(
    `SELECT COUNT(*)::int AS count FROM withdrawals WHERE member_id = $1 AND status = 'pending'`,
    [memberId],
  );
  if (balance.heldMinor > 0 || (pending?.count ?? 0) > 0)
    throw new BusinessRefusal('account.close.money.held', { heldMinor: balance.heldMinor });
  const member = await memberById(db, memberId);
  const minimum = withdrawRulesFor(tenant.currency, member?.club_label ?? null).minMinor;
  if (balance.availableMinor >= minimum)
    throw new BusinessRefusal('account.close.balance', { availableMinor: balance.availableMinor });
}

/**
 * Closes the account after the password: refused while money is held, a
 * withdrawal is pending, or a balance that can still be withdrawn remains
 * (below the minimum withdrawal it stays on the record, returned through
 * customer service). From then on every login is refused.
 */
export async function closeAccount(
  tx: Queryable,
  tenant: SandboxTenant,
  profile: JurisdictionProfile,
  memberId: number,
  password: string,
  now: number,
): Promise<{ readonly closedAt: number; readonly recordsKeptUntil: number | null }> {
  const member = await memberById(tx, memberId);
  if (!member) throw new BusinessRefusal('user.not.exist');
  if (!(await verifyPassword(password, member.password_hash))) throw new BusinessRefusal('password.incorrect');
  await closureBlock(tx, tenant, memberId);
  await tx.query(
    'UPDATE members SET closed_at = $2, nickname = NULL, mobile = NULL, email = NULL WHERE id = $1 AND closed_at IS NULL',
    [memberId, new Date(now)],
  );
  await tx.query('UPDATE payout_accounts SET removed = true, is_default = false WHERE member_id = $1', [memberId]);
  await tx.query('UPDATE sessions SET ended_at = $2 WHERE member_id = $1 AND ended_at IS NULL', [
    memberId,
    new Date(now),
  ]);
  const keptUntil = profile.retentionYears === null ? null : new Date(now);
  keptUntil?.setUTCFullYear(keptUntil.getUTCFullYear() + (profile.retentionYears ?? 0));
  return { closedAt: now, recordsKeptUntil: keptUntil?.getTime() ?? null };
}
