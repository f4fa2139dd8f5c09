import type { Queryable } from '../db/index.ts';
import type { SandboxTenant } from '../tenants.ts';
import { hashPassword } from './passwords.ts';

/** Members and their main wallet: used by the seed, the control API and (later) registration. */

/** accountTypeId of the main wallet (contract §4.4). */
export const MAIN_WALLET = 2;

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
  /** Main-wallet balance in the merchant's currency. */
  readonly balance?: number | undefined;
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
export async function findMemberByMobile(db: Queryable, merchant: string, mobile: string): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>('SELECT * FROM members WHERE merchant = $1 AND mobile = $2 ORDER BY id LIMIT 1', [merchant, mobile.trim()]);
  return rows[0];
}

export async function memberById(db: Queryable, id: number): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>('SELECT * FROM members WHERE id = $1', [id]);
  return rows[0];
}

export type UpsertMode = 'keep' | 'replace';

/**
 * Creates a member with a main wallet. mode 'keep' leaves an existing member
 * untouched (seeding on every start); 'replace' overwrites its fields and
 * password (the control API, so a retried test gets the account it asked for).
 */
export async function upsertMember(tx: Queryable, merchant: SandboxTenant, input: NewMember, mode: UpsertMode): Promise<{ member: MemberRow; created: boolean }> {
  const existing = await findMember(tx, merchant.merchantCode, input.username);
  if (existing && mode === 'keep') return { member: existing, created: false };
  const fields = [
    await hashPassword(input.password),
    input.type,
    input.nickname ?? null,
    input.mobile ?? null,
    input.email ?? null,
    input.clubLabel ?? null,
    input.toUpline ?? false,
    input.firstTimeLogin ?? false,
    input.passwordExpired ?? false,
    input.disabled ?? false,
  ];
  const [member] = existing
    ? await tx.query<MemberRow>(
        `UPDATE members SET password_hash = $2, type = $3, nickname = $4, mobile = $5, email = $6, club_label = $7,
           to_upline = $8, first_time_login = $9, password_expired = $10, disabled = $11
         WHERE id = $1 RETURNING *`,
        [existing.id, ...fields],
      )
    : await tx.query<MemberRow>(
        `INSERT INTO members (merchant, username, password_hash, type, nickname, mobile, email, club_label,
           to_upline, first_time_login, password_expired, disabled)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
        [merchant.merchantCode, normaliseUsername(input.username), ...fields],
      );
  if (!member) throw new Error('member upsert returned no row');
  await tx.query(
    `INSERT INTO wallets (member_id, account_type_id, currency, balance) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, account_type_id) DO UPDATE SET balance = CASE WHEN $5 THEN EXCLUDED.balance ELSE wallets.balance END`,
    [member.id, MAIN_WALLET, merchant.currency, input.balance ?? 0, input.balance !== undefined],
  );
  return { member, created: !existing };
}

/** 5511987654321 → 551******4321: the platform never sends a whole number (contract §4.4). */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  if (mobile.length <= 7) return `${mobile.slice(0, 1)}${'*'.repeat(Math.max(mobile.length - 2, 1))}${mobile.slice(-1)}`;
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}`;
}

/** The memberInfo value (000 §3; contract §4.4). */
export function memberInfo(member: MemberRow) {
  return {
    id: member.id,
    account: member.username,
    userName: member.username,
    nickname: member.nickname ?? member.username,
    mobile: maskMobile(member.mobile),
    email: member.email,
    regDate: member.created_at.getTime(),
    clubLabel: member.club_label ? { labelName: member.club_label } : null,
    type: member.type,
    toUpline: member.to_upline,
  };
}

/** A member as the control API lists it (no password hash). */
export function memberSummary(member: MemberRow) {
  return {
    ...memberInfo(member),
    merchant: member.merchant,
    mobile: member.mobile,
    firstTimeLogin: member.first_time_login,
    passwordExpired: member.password_expired,
    disabled: member.disabled,
    lastLoginAt: member.last_login_at?.getTime() ?? null,
  };
}
