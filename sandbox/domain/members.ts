import { MEMBER_TYPES } from '../../src/lib/spec-constants.ts';
import type { Queryable } from '../db/index.ts';
import type { SandboxTenant } from '../tenants.ts';
import { adjustBalanceTo } from './ledger.ts';
import { hashPassword } from './passwords.ts';

/**
 * Members: the one place that creates them (seed, control API, registration,
 * an agent's open account) and their opening balance on the ledger.
 */

/** accountTypeId of the main wallet (contract §4.4). */
export const MAIN_WALLET = 2;
/** The trial (free play) member type (000 §6). */
export const TRIAL_TYPE = MEMBER_TYPES.trial;

export interface NewMember {
  readonly username: string;
  readonly password: string;
  /** 0 player, 1/2/41/42 agents, 4 trial, 40 … (000 §6). */
  readonly type: number;
  readonly nickname?: string | null | undefined;
  readonly mobile?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly clubLabel?: string | null | undefined;
  readonly toUpline?: boolean | undefined;
  readonly firstTimeLogin?: boolean | undefined;
  readonly passwordExpired?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  /** Main-wallet balance in the merchant's currency, in minor units. */
  readonly balanceMinor?: number | undefined;
  /** The upline (superior transfer, team tree). */
  readonly parentId?: number | null | undefined;
  /** Registration time (default: now). */
  readonly createdAt?: number | undefined;
  /** A hash made once for many members (seeds), instead of hashing `password`. */
  readonly passwordHash?: string | undefined;
}

export interface MemberRow {
  readonly id: number;
  readonly merchant: string;
  readonly username: string;
  readonly password_hash: string;
  readonly type: number;
  readonly nickname: string | null;
  readonly mobile: string | null;
  readonly email: string | null;
  readonly club_label: string | null;
  readonly to_upline: boolean;
  readonly first_time_login: boolean;
  readonly password_expired: boolean;
  readonly disabled: boolean;
  readonly created_at: Date;
  readonly last_login_at: Date | null;
  readonly parent_id: number | null;
  /** Issue 33: when the member closed the account (login refused from then on). */
  readonly closed_at: Date | null;
}

export const normaliseUsername = (username: string): string => username.trim().toLowerCase();

export async function findMember(db: Queryable, merchant: string, username: string): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>('SELECT * FROM members WHERE merchant = $1 AND username = $2', [
    merchant,
    normaliseUsername(username),
  ]);
  return rows[0];
}

/** The member of a merchant with this mobile number (SMS login). */
export async function findMemberByMobile(
  db: Queryable,
  merchant: string,
  mobile: string,
): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>(
    'SELECT * FROM members WHERE merchant = $1 AND mobile = $2 ORDER BY id LIMIT 1',
    [merchant, mobile.trim()],
  );
  return rows[0];
}

export async function memberById(db: Queryable, id: number): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>('SELECT * FROM members WHERE id = $1', [id]);
  return rows[0];
}

type UpsertMode = 'keep' | 'replace';

const memberFields = async (input: NewMember) => [
  input.passwordHash ?? (await hashPassword(input.password)),
  input.type,
  input.nickname ?? null,
  input.mobile ?? null,
  input.email ?? null,
  input.clubLabel ?? null,
  input.toUpline ?? false,
  input.firstTimeLogin ?? false,
  input.passwordExpired ?? false,
  input.disabled ?? false,
  input.parentId ?? null,
];

/** The opening (new member) or adjusted (replaced member) main-wallet balance, on the ledger. */
async function settleBalance(
  tx: Queryable,
  merchant: SandboxTenant,
  member: MemberRow,
  input: NewMember,
  opening: boolean,
): Promise<void> {
  if (input.balanceMinor === undefined) return;
  await adjustBalanceTo(tx, {
    merchant: merchant.merchantCode,
    currency: merchant.currency,
    memberId: member.id,
    targetMinor: input.balanceMinor,
    at: input.createdAt ?? Date.now(),
    key: opening ? `opening:${member.id}` : `adjust:${member.id}:${crypto.randomUUID()}`,
    kind: opening ? 'opening' : 'adjustment',
  });
}

/** Creates a member; null when the user name is taken. The only INSERT INTO members. */
export async function createMember(
  tx: Queryable,
  merchant: SandboxTenant,
  input: NewMember,
): Promise<MemberRow | null> {
  const [member] = await tx.query<MemberRow>(
    `INSERT INTO members (merchant, username, password_hash, type, nickname, mobile, email, club_label,
       to_upline, first_time_login, password_expired, disabled, parent_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (merchant, username) DO NOTHING RETURNING *`,
    [
      merchant.merchantCode,
      normaliseUsername(input.username),
      ...(await memberFields(input)),
      new Date(input.createdAt ?? Date.now()),
    ],
  );
  if (!member) return null;
  await settleBalance(tx, merchant, member, input, true);
  return member;
}

/**
 * Creates a member with its opening balance. mode 'keep' leaves an existing
 * member untouched (seeding on every start); 'replace' overwrites its fields
 * and password and moves its balance to the one asked for (the control API,
 * so a retried test gets the account it asked for).
 */
export async function upsertMember(
  tx: Queryable,
  merchant: SandboxTenant,
  input: NewMember,
  mode: UpsertMode,
): Promise<{ member: MemberRow; created: boolean }> {
  const existing = await findMember(tx, merchant.merchantCode, input.username);
  if (existing && mode === 'keep') return { member: existing, created: false };
  if (!existing) {
    const created = await createMember(tx, merchant, input);
    if (!created) throw new Error('member insert returned no row');
    return { member: created, created: true };
  }
  const [member] = await tx.query<MemberRow>(
    `UPDATE members SET password_hash = $2, type = $3, nickname = $4, mobile = $5, email = $6, club_label = $7,
       to_upline = $8, first_time_login = $9, password_expired = $10, disabled = $11, parent_id = COALESCE($12, parent_id)
     WHERE id = $1 RETURNING *`,
    [existing.id, ...(await memberFields(input))],
  );
  if (!member) throw new Error('member update returned no row');
  await settleBalance(tx, merchant, member, input, false);
  return { member, created: false };
}

export async function setParent(db: Queryable, memberId: number, parentId: number | null): Promise<void> {
  await db.query('UPDATE members SET parent_id = $2 WHERE id = $1', [memberId, parentId]);
}

/** A new login password (hashed here); it is no longer expired. */
export async function setMemberPassword(db: Queryable, memberId: number, password: string): Promise<void> {
  await db.query('UPDATE members SET password_hash = $2, password_expired = false WHERE id = $1', [
    memberId,
    await hashPassword(password),
  ]);
}

/** An agent's team figures and contract offers (migration of the agent area); undefined for a member without one. */
interface AgentProfileRow {
  readonly team_login: number;
  readonly team_bet: number;
  readonly team_register: number;
  readonly team_online: number;
  readonly dailysalreqtype: string | null;
  readonly divtypecompperiodreq: string | null;
  readonly contracthoursalreq: string | null;
}

export async function agentProfileOf(db: Queryable, memberId: number): Promise<AgentProfileRow | undefined> {
  return (await db.query<AgentProfileRow>('SELECT * FROM agent_profiles WHERE member_id = $1', [memberId]))[0];
}

/** Every member, of one merchant or of all (the control API's account list). */
export async function listMembers(db: Queryable, merchant?: string): Promise<MemberRow[]> {
  return merchant
    ? db.query<MemberRow>('SELECT * FROM members WHERE merchant = $1 ORDER BY id', [merchant])
    : db.query<MemberRow>('SELECT * FROM members ORDER BY id');
}
