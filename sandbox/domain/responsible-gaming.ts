import type { Queryable } from '../db/index.ts';
import { recordMemberEvent } from './member-events.ts';
import { BusinessRefusal } from '../messages.ts';
import { RG_RULES } from './money-config.ts';
import { money } from '../money.ts';

/**
 * Responsible gambling (issue 13), enforced here, not only shown: deposit
 * limits per day, week and month (a decrease applies at once, an increase
 * after RG_RULES.increaseDelayMs), a daily loss limit, a session time limit
 * with a reality-check interval, cool-off and self-exclusion that block
 * login and deposits. Periods are UTC days, ISO weeks and calendar months
 * of the sandbox clock.
 */

export const LIMIT_NAMES = [
  'depositDaily',
  'depositWeekly',
  'depositMonthly',
  'lossDaily',
  'sessionMinutes',
  'realityCheckMinutes',
] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];
type Limits = Readonly<Record<LimitName, number | null>>;

const COLUMN: Readonly<Record<LimitName, string>> = {
  depositDaily: 'deposit_daily',
  depositWeekly: 'deposit_weekly',
  depositMonthly: 'deposit_monthly',
  lossDaily: 'loss_daily',
  sessionMinutes: 'session_minutes',
  realityCheckMinutes: 'reality_check_minutes',
};

interface LimitsRow {
  readonly deposit_daily: number | null;
  readonly deposit_weekly: number | null;
  readonly deposit_monthly: number | null;
  readonly loss_daily: number | null;
  readonly session_minutes: number | null;
  readonly reality_check_minutes: number | null;
  readonly pending: Partial<Record<LimitName, number | null>> | null;
  readonly pending_from: Date | null;
  readonly excluded_until: Date | null;
  readonly exclusion_kind: string | null;
}

export interface GamblingState {
  readonly limits: Limits;
  /** Increases (or removals) waiting for the cooling-off delay. */
  readonly pending: Partial<Record<LimitName, number | null>> | null;
  readonly pendingFrom: number | null;
  readonly exclusion: { readonly kind: 'coolOff' | 'selfExclusion'; readonly until: number } | null;
}

const NO_LIMITS: Limits = {
  depositDaily: null,
  depositWeekly: null,
  depositMonthly: null,
  lossDaily: null,
  sessionMinutes: null,
  realityCheckMinutes: null,
};

const limitsOf = (row: LimitsRow | undefined): Limits =>
  row
    ? (Object.fromEntries(
        LIMIT_NAMES.map((name) => [name, row[COLUMN[name] as keyof LimitsRow] as number | null]),
      ) as Limits)
    : NO_LIMITS;

async function rowOf(db: Queryable, memberId: number): Promise<LimitsRow | undefined> {
  return (await db.query<LimitsRow>('SELECT * FROM gambling_limits WHERE member_id = $1', [memberId]))[0];
}

async function writeLimits(
  db: Queryable,
  memberId: number,
  limits: Limits,
  pending: GamblingState['pending'],
  pendingFrom: number | null,
): Promise<void> {
  const values = LIMIT_NAMES.map((name) => limits[name]);
  await db.query(
    `INSERT INTO gambling_limits (member_id, deposit_daily, deposit_weekly, deposit_monthly, loss_daily, session_minutes, reality_check_minutes, pending, pending_from)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (member_id) DO UPDATE SET deposit_daily = $2, deposit_weekly = $3, deposit_monthly = $4, loss_daily = $5,
       session_minutes = $6, reality_check_minutes = $7, pending = $8, pending_from = $9`,
    [
      memberId,
      ...values,
      pending ? JSON.stringify(pending) : null,
      pendingFrom === null ? null : new Date(pendingFrom),
    ],
  );
}

/** The member's limits, with pending increases applied once their delay has passed. */
export async function gamblingState(db: Queryable, memberId: number, now: number): Promise<GamblingState> {
  const row = await rowOf(db, memberId);
  let limits = limitsOf(row);
  let pending = row?.pending ?? null;
  let pendingFrom = row?.pending_from?.getTime() ?? null;
  if (pending && pendingFrom !== null && pendingFrom <= now) {
    limits = { ...limits, ...pending };
    await writeLimits(db, memberId, limits, null, null);
    // Issue 34: the player hears that the change they asked for a day ago is in force.
    await recordMemberEvent(db, {
      memberId,
      kind: 'limit.effective',
      key: `limit.effective:${memberId}:${pendingFrom}`,
      at: pendingFrom,
      details: { limits: Object.keys(pending).join(',') },
    });
    pending = null;
    pendingFrom = null;
  }
  const until = row?.excluded_until?.getTime() ?? null;
  const exclusion =
    until !== null && until > now
      ? { kind: row?.exclusion_kind === 'selfExclusion' ? ('selfExclusion' as const) : ('coolOff' as const), until }
      : null;
  return { limits, pending, pendingFrom, exclusion };
}

/** A stricter value (lower, or a limit where there was none) applies at once; a looser one waits. */
const isStricter = (current: number | null, next: number | null): boolean =>
  next !== null && (current === null || next <= current);

/** Changes limits: decreases at once, increases and removals after the cooling-off delay. */
export async function setLimits(
  db: Queryable,
  memberId: number,
  changes: Partial<Limits>,
  now: number,
): Promise<GamblingState> {
  const state = await gamblingState(db, memberId, now);
  const limits: Record<LimitName, number | null> = { ...state.limits };
  const pending = new Map<LimitName, number | null>(
    Object.entries(state.pending ?? {}) as Array<[LimitName, number | null]>,
  );
  for (const name of LIMIT_NAMES) {
    if (!(name in changes)) continue;
    const next = changes[name] ?? null;
    // The reality-check interval is a reminder, not a limit: it changes at once.
    if (name === 'realityCheckMinutes' || isStricter(limits[name], next)) {
      limits[name] = next;
      pending.delete(name);
    } else if (next !== limits[name]) {
      pending.set(name, next);
    }
  }
  const hasPending = pending.size > 0;
  await writeLimits(
    db,
    memberId,
    limits,
    hasPending ? Object.fromEntries(pending) : null,
    hasPending ? now + RG_RULES.increaseDelayMs : null,
  );
  return gamblingState(db, memberId, now);
}

/** How far the end the player agreed to may lie from this clock's now + duration (the two clocks, the time spent reading). */
const AGREED_END_TOLERANCE_MS = 10 * 60_000;
const MINUTE = 60_000;

/**
 * Cool-off (24 h to 6 weeks) or self-exclusion (6 months or more); never
 * shortened by a later call. Its end is the one the player agreed to in the
 * confirmation (`agreedUntil`) when that is within a few minutes of now +
 * duration, else now + duration up to the next whole minute: the login
 * refusal then names the very minute the confirmation named (issue 37).
 */
export async function exclude(
  db: Queryable,
  memberId: number,
  kind: 'coolOff' | 'selfExclusion',
  durationMs: number,
  now: number,
  agreedUntil: number | null = null,
): Promise<GamblingState> {
  const tooShort =
    kind === 'coolOff'
      ? durationMs < RG_RULES.coolOffMinMs || durationMs > RG_RULES.coolOffMaxMs
      : durationMs < RG_RULES.selfExclusionMinMs;
  if (tooShort) throw new BusinessRefusal('request_param_err', { kind, durationMs });
  const state = await gamblingState(db, memberId, now);
  const end =
    agreedUntil !== null && Math.abs(agreedUntil - (now + durationMs)) <= AGREED_END_TOLERANCE_MS
      ? agreedUntil
      : Math.ceil((now + durationMs) / MINUTE) * MINUTE;
  const until = Math.max(end, state.exclusion?.until ?? 0);
  const kindNow = state.exclusion?.kind === 'selfExclusion' ? 'selfExclusion' : kind;
  await writeLimits(db, memberId, state.limits, state.pending, state.pendingFrom);
  await db.query('UPDATE gambling_limits SET excluded_until = $2, exclusion_kind = $3 WHERE member_id = $1', [
    memberId,
    new Date(until),
    kindNow,
  ]);
  return gamblingState(db, memberId, now);
}

/** Login and deposits are refused during a cool-off or self-exclusion, naming until when. */
export async function refuseIfExcluded(db: Queryable, memberId: number, now: number): Promise<void> {
  const { exclusion } = await gamblingState(db, memberId, now);
  if (exclusion) throw new BusinessRefusal('member.excluded', { kind: exclusion.kind, until: exclusion.until });
}

const DAY = 86_400_000;

/** Start of the UTC day, ISO week (Monday) and calendar month of a time. */
export function periodStarts(now: number): { day: number; week: number; month: number } {
  const date = new Date(now);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = (date.getUTCDay() + 6) % 7;
  return { day, week: day - weekday * DAY, month: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) };
}

/** A deposit order of this amount is refused when it would pass a deposit limit (pending and paid orders count). */
export async function checkDepositLimits(
  db: Queryable,
  memberId: number,
  amountMinor: number,
  now: number,
): Promise<void> {
  const { limits } = await gamblingState(db, memberId, now);
  const starts = periodStarts(now);
  const windows: Array<[LimitName, number]> = [
    ['depositDaily', starts.day],
    ['depositWeekly', starts.week],
    ['depositMonthly', starts.month],
  ];
  for (const [name, from] of windows) {
    const limit = limits[name];
    if (limit === null) continue;
    const [row] = await db.query<{ total: number | null }>(
      `SELECT SUM(amount_minor) AS total FROM deposit_orders WHERE member_id = $1 AND status IN ('pending', 'paid') AND created_at >= $2`,
      [memberId, new Date(from)],
    );
    const used = row?.total ?? 0;
    if (used + amountMinor > limit)
      throw new BusinessRefusal('limit.deposit.exceeded', {
        limit: name,
        limitAmount: money(limit),
        remaining: money(Math.max(limit - used, 0)),
      });
  }
}

/** Net loss today (stakes minus wins), in minor units. */
async function lossToday(db: Queryable, memberId: number, now: number): Promise<number> {
  const [row] = await db.query<{ loss: number | null }>(
    'SELECT SUM(stake_minor - win_minor) AS loss FROM bets WHERE member_id = $1 AND created_at >= $2',
    [memberId, new Date(periodStarts(now).day)],
  );
  return row?.loss ?? 0;
}

/** Play (game launch, bets) is refused past the daily loss limit or the session time limit. */
export async function checkPlayAllowed(
  db: Queryable,
  memberId: number,
  sessionStartedAt: number,
  now: number,
): Promise<void> {
  const { limits, exclusion } = await gamblingState(db, memberId, now);
  if (exclusion) throw new BusinessRefusal('member.excluded', { kind: exclusion.kind, until: exclusion.until });
  if (limits.lossDaily !== null && (await lossToday(db, memberId, now)) >= limits.lossDaily)
    throw new BusinessRefusal('limit.loss.reached', { limitAmount: money(limits.lossDaily) });
  if (limits.sessionMinutes !== null && now - sessionStartedAt >= limits.sessionMinutes * 60_000) {
    throw new BusinessRefusal('limit.session.reached', { sessionMinutes: limits.sessionMinutes });
  }
}

/** The reality check: time in this session and its net result (wins minus stakes since the session began). */
export async function sessionSummary(db: Queryable, memberId: number, sessionStartedAt: number, now: number) {
  const [row] = await db.query<{ stakes: number | null; wins: number | null; rounds: number }>(
    'SELECT SUM(stake_minor) AS stakes, SUM(win_minor) AS wins, COUNT(*) AS rounds FROM bets WHERE member_id = $1 AND created_at >= $2',
    [memberId, new Date(sessionStartedAt)],
  );
  const { limits } = await gamblingState(db, memberId, now);
  return {
    startedAt: sessionStartedAt,
    now,
    minutesPlayed: Math.floor((now - sessionStartedAt) / 60_000),
    rounds: row?.rounds ?? 0,
    stakes: money(row?.stakes ?? 0),
    net: money((row?.wins ?? 0) - (row?.stakes ?? 0)),
    realityCheckMinutes: limits.realityCheckMinutes,
    sessionMinutes: limits.sessionMinutes,
  };
}
