import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { REJECTION_REASONS, type RejectionReason, type VerificationStatus } from '../../src/tenant/jurisdictions.ts';
import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import { storedDocuments } from './verification-documents.ts';

/**
 * Identity verification cases (issue 33, KYC): a member sends the stored
 * documents to the verification vendor (pending); the vendor answers with a
 * signed callback (or the control API, which sends one) that verifies or
 * rejects with a reason; a rejected member sends new documents again.
 * A member with no case is "none".
 */

interface CaseRow {
  readonly member_id: number;
  readonly reference: string;
  readonly status: Exclude<VerificationStatus, 'none'>;
  readonly reason: string | null;
  readonly submitted_at: Date;
  readonly decided_at: Date | null;
}

export interface VerificationCase {
  readonly status: VerificationStatus;
  /** A rejection's reason: one of REJECTION_REASONS, or the vendor's own words. */
  readonly reason: string | null;
  readonly reference: string | null;
  readonly submittedAt: number | null;
  readonly decidedAt: number | null;
}

const NOT_STARTED: VerificationCase = {
  status: 'none',
  reason: null,
  reference: null,
  submittedAt: null,
  decidedAt: null,
};

const caseOf = (row: CaseRow | undefined): VerificationCase =>
  row
    ? {
        status: row.status,
        reason: row.reason,
        reference: row.reference,
        submittedAt: row.submitted_at.getTime(),
        decidedAt: row.decided_at?.getTime() ?? null,
      }
    : NOT_STARTED;

export async function verificationOf(db: Queryable, memberId: number): Promise<VerificationCase> {
  const [row] = await db.query<CaseRow>('SELECT * FROM verifications WHERE member_id = $1', [memberId]);
  return caseOf(row);
}

export const verificationStatusOf = async (db: Queryable, memberId: number): Promise<VerificationStatus> =>
  (await verificationOf(db, memberId)).status;

/**
 * Sends the member's stored documents to the vendor: needs the front, the
 * back and the selfie, and no case already pending or verified. A rejected
 * case starts over under a new reference.
 */
export async function submitVerification(tx: Queryable, memberId: number, now: number): Promise<VerificationCase> {
  const [current] = await tx.query<CaseRow>('SELECT * FROM verifications WHERE member_id = $1 FOR UPDATE', [memberId]);
  if (current?.status === 'pending' || current?.status === 'verified')
    throw new BusinessRefusal('verification.in.progress', { status: current.status });
  const documents = await storedDocuments(tx, memberId);
  if (!documents.front || !documents.back || !documents.selfie)
    throw new BusinessRefusal('verification.incomplete', { documents });
  const reference = `K${randomBytes(6).toString('hex').toUpperCase()}`;
  const [row] = await tx.query<CaseRow>(
    `INSERT INTO verifications (member_id, reference, status, reason, submitted_at, decided_at)
     VALUES ($1, $2, 'pending', NULL, $3, NULL)
     ON CONFLICT (member_id) DO UPDATE SET reference = $2, status = 'pending', reason = NULL, submitted_at = $3, decided_at = NULL
     RETURNING *`,
    [memberId, reference, new Date(now)],
  );
  return caseOf(row);
}

/** The vendor's verdict on a pending case; a case already decided is left as it is (a repeated callback). */
export async function decideVerification(
  tx: Queryable,
  reference: string,
  verdict: { readonly status: 'verified' | 'rejected'; readonly reason: string | null },
  now: number,
): Promise<VerificationCase & { readonly memberId: number }> {
  const [row] = await tx.query<CaseRow>('SELECT * FROM verifications WHERE reference = $1 FOR UPDATE', [reference]);
  if (!row) throw new BusinessRefusal('verification.not.found');
  if (row.status !== 'pending') return { ...caseOf(row), memberId: row.member_id };
  const [decided] = await tx.query<CaseRow>(
    'UPDATE verifications SET status = $2, reason = $3, decided_at = $4 WHERE reference = $1 RETURNING *',
    [
      reference,
      verdict.status,
      verdict.status === 'rejected' ? (verdict.reason ?? 'documentUnreadable') : null,
      new Date(now),
    ],
  );
  return { ...caseOf(decided), memberId: row.member_id };
}

/** Seeds and the control API: a member's case set outright (a seeded player already verified). */
export async function setVerification(
  db: Queryable,
  memberId: number,
  status: VerificationStatus,
  reason: string | null,
  now: number,
): Promise<void> {
  if (status === 'none') {
    await db.query('DELETE FROM verifications WHERE member_id = $1', [memberId]);
    return;
  }
  await db.query(
    `INSERT INTO verifications (member_id, reference, status, reason, submitted_at, decided_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (member_id) DO UPDATE SET status = $3, reason = $4, decided_at = $6`,
    [
      memberId,
      `K${randomBytes(6).toString('hex').toUpperCase()}`,
      status,
      status === 'rejected' ? (reason ?? 'documentUnreadable') : null,
      new Date(now),
      status === 'pending' ? null : new Date(now),
    ],
  );
}

export const isRejectionReason = (reason: string): reason is RejectionReason =>
  (REJECTION_REASONS as readonly string[]).includes(reason);

// --- The vendor's callback: HMAC-SHA256 over the verdict and its time, like the payment provider's.

export interface VendorCallback {
  readonly reference: string;
  readonly status: 'VERIFIED' | 'REJECTED';
  readonly reason: string;
  /** When the vendor signed it (epoch ms); older than the window, or from the future, it is refused. */
  readonly timestamp: number;
}

/** A signed verdict counts for five minutes: a captured callback cannot be replayed later. */
export const CALLBACK_FRESHNESS_MS = 5 * 60_000;

const vendorSecret = (merchant: string): string => `lobby-sandbox-kyc-vendor:${merchant}`;
const signedText = (callback: VendorCallback): string =>
  [callback.reference, callback.status, callback.reason, callback.timestamp].join('|');

export const signVendorCallback = (merchant: string, callback: VendorCallback): string =>
  createHmac('sha256', vendorSecret(merchant)).update(signedText(callback)).digest('hex');

export function vendorCallbackValid(
  merchant: string,
  callback: VendorCallback,
  signature: string,
  now: number,
): boolean {
  if (Math.abs(now - callback.timestamp) > CALLBACK_FRESHNESS_MS) return false;
  const expected = Buffer.from(signVendorCallback(merchant, callback), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
