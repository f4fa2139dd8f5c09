import type { MemberRow } from './members.ts';

/** A member as the platform shows it: member info (000 §3; contract §4.4) and the control API's account list. */

/** 5511987654321 → 551******4321: the platform never sends a whole number (contract §4.4). */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  if (mobile.length <= 7)
    return `${mobile.slice(0, 1)}${'*'.repeat(Math.max(mobile.length - 2, 1))}${mobile.slice(-1)}`;
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
