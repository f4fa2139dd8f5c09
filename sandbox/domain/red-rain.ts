import { createHash } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import type { SandboxTenant } from '../tenants.ts';
import { memberLegs, postMovement } from './ledger.ts';
import { money, type Money } from '../money.ts';

/**
 * Red envelope rain (issue 14): rains fall at set times of the day on the
 * platform's clock; during one, each member may grab once and the server
 * decides the prize (the app only shows it). The prize is credited on the
 * ledger from the promotions house account.
 */

const RAIN_WINDOWS_UTC = [
  { hour: 12, minutes: 10 },
  { hour: 20, minutes: 10 },
] as const;
const PRIZE_RANGE_MINOR = { min: 1_00, max: 18_88 } as const;

export interface Rain {
  readonly id: string;
  readonly start: number;
  readonly end: number;
}

const DAY = 86_400_000;

/** The scheduled rains around a time: today's and tomorrow's windows. */
function scheduled(merchant: string, now: number): Rain[] {
  const day = Math.floor(now / DAY) * DAY;
  return [day, day + DAY].flatMap((base) =>
    RAIN_WINDOWS_UTC.map((window) => {
      const start = base + window.hour * 3_600_000;
      return { id: `${merchant}:${new Date(start).toISOString()}`, start, end: start + window.minutes * 60_000 };
    }),
  );
}

/** The live rain (if any) and the next one, given an extra rain started by the control API. */
export function rainState(merchant: string, now: number, extra: Rain | null) {
  const rains = [...scheduled(merchant, now), ...(extra ? [extra] : [])].sort((a, b) => a.start - b.start);
  const live = rains.find((rain) => rain.start <= now && now < rain.end) ?? null;
  const next = rains.find((rain) => rain.start > now) ?? null;
  return { serverTime: now, live, next };
}

/** The server's prize for a member in a rain: repeatable from the rain and the member. */
function prizeFor(rainId: string, memberId: number): number {
  const hash = createHash('sha256').update(`${rainId}|${memberId}`).digest();
  const span = PRIZE_RANGE_MINOR.max - PRIZE_RANGE_MINOR.min;
  return PRIZE_RANGE_MINOR.min + (hash.readUInt32BE(0) % (span + 1));
}

/** A grab: refused outside a rain; a second grab in the same rain answers the first prize and credits nothing. */
export async function grab(
  tx: Queryable,
  tenant: SandboxTenant,
  memberId: number,
  live: Rain | null,
  now: number,
  fixedPrizeMinor: number | null,
) {
  if (!live) throw new BusinessRefusal('redrain.not.live');
  const [existing] = await tx.query<{ prize_minor: number }>(
    'SELECT prize_minor FROM red_rain_grabs WHERE rain_id = $1 AND member_id = $2',
    [live.id, memberId],
  );
  if (existing) return { rainId: live.id, prize: money(existing.prize_minor), again: true };
  const prize = fixedPrizeMinor ?? prizeFor(live.id, memberId);
  await tx.query('INSERT INTO red_rain_grabs (rain_id, member_id, prize_minor, at) VALUES ($1, $2, $3, $4)', [
    live.id,
    memberId,
    prize,
    new Date(now),
  ]);
  await postMovement(tx, {
    merchant: tenant.merchantCode,
    currency: tenant.currency,
    idempotencyKey: `red-rain:${live.id}:${memberId}`,
    kind: 'red_rain',
    memberId,
    reference: live.id,
    at: now,
    legs: memberLegs(memberId, 'promotions', prize),
  });
  return { rainId: live.id, prize: money(prize), again: false };
}

export async function grabbed(db: Queryable, memberId: number, rainId: string): Promise<Money | null> {
  const [row] = await db.query<{ prize_minor: number }>(
    'SELECT prize_minor FROM red_rain_grabs WHERE rain_id = $1 AND member_id = $2',
    [rainId, memberId],
  );
  return row ? money(row.prize_minor) : null;
}
