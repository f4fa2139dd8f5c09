import type { BoundaryId, JurisdictionProfile } from '../../src/tenant/jurisdictions.ts';
import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import type { MemberSession } from './sessions.ts';

/**
 * The location check (issue 33, GEO): the browser's position, reported by
 * the app before a session's first launch and every `recheckMinutes` of
 * play, is judged inside or outside the profile's boundary; a launch needs
 * the session's latest position to be recent and inside.
 */

/**
 * Brazil's border, simplified to 48 points [longitude, latitude] clockwise
 * from the Oiapoque (AP): the Atlantic coast down to the Chuí (RS), then the
 * land border back north. Good to a few tens of kilometres, which is what
 * "a simple boundary" asks; a real platform asks a geolocation service.
 */
const BRAZIL: ReadonlyArray<readonly [number, number]> = [
  [-51.6, 4.4],
  [-51.0, 3.9],
  [-50.0, 1.8],
  [-49.9, 0.0],
  [-48.4, -0.8],
  [-46.4, -1.0],
  [-44.3, -2.5],
  [-41.7, -2.9],
  [-38.5, -3.7],
  [-35.4, -5.1],
  [-34.8, -7.1],
  [-35.0, -8.9],
  [-35.7, -9.7],
  [-37.0, -10.9],
  [-38.5, -13.0],
  [-38.9, -14.8],
  [-39.0, -17.7],
  [-40.3, -20.3],
  [-41.0, -22.0],
  [-42.0, -22.9],
  [-44.0, -23.1],
  [-46.3, -24.0],
  [-48.5, -25.6],
  [-48.5, -27.6],
  [-49.7, -29.3],
  [-51.0, -31.3],
  [-53.4, -33.75],
  [-53.4, -32.6],
  [-55.5, -30.9],
  [-57.6, -30.2],
  [-53.7, -27.1],
  [-54.6, -25.6],
  [-54.3, -24.1],
  [-55.7, -22.5],
  [-57.9, -21.7],
  [-57.6, -19.0],
  [-58.3, -16.3],
  [-60.2, -15.3],
  [-65.3, -10.8],
  [-69.6, -10.9],
  [-73.9, -7.4],
  [-69.9, -4.25],
  [-69.4, -1.2],
  [-67.1, 1.7],
  [-63.4, 2.2],
  [-60.2, 5.27],
  [-56.5, 2.0],
  [-52.9, 2.2],
];

const BOUNDARIES: Readonly<Record<BoundaryId, ReadonlyArray<readonly [number, number]>>> = { BR: BRAZIL };

/** Ray casting: a horizontal ray from the point crosses the border an odd number of times when it is inside. */
export function insideBoundary(boundary: BoundaryId, latitude: number, longitude: number): boolean {
  const polygon = BOUNDARIES[boundary];
  let inside = false;
  for (let index = 0, previous = polygon.length - 1; index < polygon.length; previous = index, index += 1) {
    const [x1, y1] = polygon[index] ?? [0, 0];
    const [x2, y2] = polygon[previous] ?? [0, 0];
    if (y1 > latitude !== y2 > latitude && longitude < ((x2 - x1) * (latitude - y1)) / (y2 - y1) + x1) inside = !inside;
  }
  return inside;
}

/** A position counts this much past the recheck time, for a check still on its way when the time comes. */
export const LOCATION_GRACE_MS = 5 * 60_000;

type Location = NonNullable<JurisdictionProfile['location']>;

export interface LocationVerdict {
  readonly inside: boolean;
  readonly checkedAt: number;
  /** When the app asks again (epoch ms). */
  readonly nextCheckAt: number;
}

export async function recordLocation(
  db: Queryable,
  session: MemberSession,
  location: Location,
  position: { readonly latitude: number; readonly longitude: number; readonly accuracy: number | null },
  now: number,
): Promise<LocationVerdict> {
  const inside = insideBoundary(location.boundary, position.latitude, position.longitude);
  await db.query(
    `INSERT INTO location_checks (member_id, session_hash, latitude, longitude, accuracy, inside, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      session.memberId,
      session.tokenHash,
      position.latitude,
      position.longitude,
      position.accuracy,
      inside,
      new Date(now),
    ],
  );
  return { inside, checkedAt: now, nextCheckAt: now + location.recheckMinutes * 60_000 };
}

/** Play needs the session's latest position, recent and inside; otherwise the refusal says which. */
export async function requirePlayLocation(
  db: Queryable,
  session: MemberSession,
  location: Location,
  now: number,
): Promise<void> {
  const [latest] = await db.query<{ inside: boolean; at: Date }>(
    'SELECT inside, at FROM location_checks WHERE session_hash = $1 ORDER BY at DESC, id DESC LIMIT 1',
    [session.tokenHash],
  );
  const fresh = latest && now - latest.at.getTime() <= location.recheckMinutes * 60_000 + LOCATION_GRACE_MS;
  if (!latest || !fresh) throw new BusinessRefusal('location.required', { recheckMinutes: location.recheckMinutes });
  if (!latest.inside) throw new BusinessRefusal('location.outside');
}
