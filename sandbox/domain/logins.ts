import type { Queryable } from '../db/index.ts';
import type { MemberRow } from './members.ts';
import { createSession } from './sessions.ts';

/** Logins of a member (the security centre's recent logins, MONEY-17): when, from where, on what. */

interface LoginRecord {
  readonly at: number;
  readonly ip: string;
  readonly device: string;
}

/**
 * A login that succeeded (the login route's, or the test-mode control call a browser test starts logged in
 * with): a new session, the login recorded, and the login's answer.
 */
export async function openLoginSession(db: Queryable, member: MemberRow, merchant: string, login: LoginRecord) {
  const token = await createSession(db, member.id, merchant, login.at);
  await recordLogin(db, member.id, login);
  return {
    token,
    id: member.id,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin: member.first_time_login,
    passwordExpired: member.password_expired,
  };
}

/** A successful login: the member's last login and the security centre's history. */
export async function recordLogin(db: Queryable, memberId: number, login: LoginRecord): Promise<void> {
  await db.query('UPDATE members SET last_login_at = $2, last_login_ip = $3 WHERE id = $1', [
    memberId,
    new Date(login.at),
    login.ip,
  ]);
  await db.query('INSERT INTO login_history (member_id, at, ip, device) VALUES ($1, $2, $3, $4)', [
    memberId,
    new Date(login.at),
    login.ip,
    login.device,
  ]);
}

export async function loginHistory(db: Queryable, memberId: number, limit = 20): Promise<LoginRecord[]> {
  const rows = await db.query<{ at: Date; ip: string | null; device: string | null }>(
    'SELECT at, ip, device FROM login_history WHERE member_id = $1 ORDER BY at DESC, id DESC LIMIT $2',
    [memberId, limit],
  );
  return rows.map((row) => ({ at: row.at.getTime(), ip: row.ip ?? '', device: row.device ?? '' }));
}

/** A short device name from the request: the Device header and the browser family of the user agent. */
export function deviceOf(request: { readonly headers: Record<string, string | string[] | undefined> }): string {
  const agent = String(request.headers['user-agent'] ?? '');
  const os = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : '';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Chrome\//.test(agent)
      ? 'Chrome'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Safari\//.test(agent)
          ? 'Safari'
          : '';
  const header = String(request.headers.device ?? '');
  return [browser, os].filter(Boolean).join(' · ') || header || 'web';
}
