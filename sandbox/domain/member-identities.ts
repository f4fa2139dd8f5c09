import { birthDateProblem, cpfDigits, cpfValid } from '../../src/lib/identity-rules.ts';
import type { JurisdictionProfile } from '../../src/tenant/jurisdictions.ts';
import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';

/**
 * The identity registration collects under a profile that asks for it
 * (issue 33, KYC): the CPF (check digits, unique per merchant), the full
 * name and the date of birth (adults only). Kept beside the member, read by
 * the own-name payment rules, the data download and closure.
 */

export interface MemberIdentity {
  /** Eleven digits, or null where the profile asks for none. */
  readonly cpf: string | null;
  readonly fullName: string | null;
  /** YYYY-MM-DD. */
  readonly birthDate: string | null;
}

interface IdentityRow {
  readonly cpf: string | null;
  readonly full_name: string | null;
  /** YYYY-MM-DD, made by the database (no driver's time zone in between). */
  readonly birth_date: string | null;
}

export async function identityOf(db: Queryable, memberId: number): Promise<MemberIdentity> {
  const [row] = await db.query<IdentityRow>(
    `SELECT cpf, full_name, to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM member_identities WHERE member_id = $1`,
    [memberId],
  );
  return { cpf: row?.cpf ?? null, fullName: row?.full_name ?? null, birthDate: row?.birth_date ?? null };
}

/** Whether a merchant already has a member with this CPF. */
export async function cpfTaken(db: Queryable, merchant: string, cpf: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM member_identities WHERE merchant = $1 AND cpf = $2', [
    merchant,
    cpfDigits(cpf),
  ]);
  return rows.length > 0;
}

/**
 * The identity a registration sent, checked against the profile: every field
 * it asks for present, the CPF's check digits, the age on the platform's
 * clock. Answers what to store, or null when the profile asks for nothing.
 */
export function checkRegistrationIdentity(
  profile: JurisdictionProfile,
  sent: { readonly cpf: string; readonly fullName: string; readonly birthDate: string },
  now: number,
): MemberIdentity | null {
  const { taxId, fullName, birthDate } = profile.registration;
  if (!taxId && !fullName && !birthDate) return null;
  const name = sent.fullName.trim().replace(/\s+/g, ' ');
  if ((taxId && sent.cpf.trim() === '') || (fullName && name === '') || (birthDate && sent.birthDate.trim() === ''))
    throw new BusinessRefusal('identity.required');
  if (taxId === 'cpf' && !cpfValid(sent.cpf)) throw new BusinessRefusal('cpf.invalid');
  if (birthDate) {
    const problem = birthDateProblem(sent.birthDate, profile.minimumAge ?? 0, new Date(now));
    if (problem === 'underAge') throw new BusinessRefusal('age.under.minimum', { minimumAge: profile.minimumAge });
    if (problem) throw new BusinessRefusal('account.format.invalid', { field: 'birthDate' });
  }
  if (fullName && (name.length < 3 || name.length > 100 || !name.includes(' ')))
    throw new BusinessRefusal('account.format.invalid', { field: 'fullName' });
  return {
    cpf: taxId === 'cpf' ? cpfDigits(sent.cpf) : null,
    fullName: fullName ? name : null,
    birthDate: birthDate ? sent.birthDate.trim() : null,
  };
}

/** Stores a member's identity; false when the CPF is already another member's (the unique index decides). */
export async function saveIdentity(
  tx: Queryable,
  merchant: string,
  memberId: number,
  identity: MemberIdentity,
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO member_identities (member_id, merchant, cpf, full_name, birth_date) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING member_id`,
    [memberId, merchant, identity.cpf, identity.fullName, identity.birthDate],
  );
  return rows.length > 0;
}

/** Seeds and the control API: a member's identity set outright. */
export async function replaceIdentity(
  db: Queryable,
  merchant: string,
  memberId: number,
  identity: MemberIdentity,
): Promise<void> {
  await db.query('DELETE FROM member_identities WHERE member_id = $1', [memberId]);
  await db.query(
    'INSERT INTO member_identities (member_id, merchant, cpf, full_name, birth_date) VALUES ($1, $2, $3, $4, $5)',
    [memberId, merchant, identity.cpf, identity.fullName, identity.birthDate],
  );
}
