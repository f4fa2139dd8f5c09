import type { Queryable, SqlParam } from '../db/index.ts';
import { RUM_VITALS, VITAL_THRESHOLDS, type RumEvent, type RumVital } from '../../src/lib/rum-beacon.ts';

/**
 * OPS-15: the sandbox as a real-user monitoring collector. One table
 * (rum_events), bounded: each store keeps only the newest RUM_ROW_LIMIT rows,
 * so a flood of beacons costs a fixed amount of disk. What the operator page
 * and `lobby vitals` show is computed here: p75 of each vital per page, over
 * time and over the window, the top errors and the CSP violations.
 */

export const RUM_ROW_LIMIT = 20_000;

export async function storeRumEvents(
  db: Queryable,
  beacon: { merchant: string; build: string; events: readonly RumEvent[] },
  now: number,
): Promise<void> {
  const params: SqlParam[] = [now, beacon.merchant, beacon.build];
  const rows = beacon.events.map((event) => {
    const [name, value, source] =
      event.kind === 'vital'
        ? [event.name, event.value, '']
        : event.kind === 'error'
          ? [event.message, null, event.source]
          : [event.directive, null, event.blocked];
    params.push(event.page, event.kind, name, value, source);
    const at = params.length - 4;
    return `(to_timestamp($1::double precision / 1000), $2, $3, $${at}, $${at + 1}, $${at + 2}, $${at + 3}, $${at + 4})`;
  });
  await db.query(
    `INSERT INTO rum_events (received_at, merchant, build, page, kind, name, value, source) VALUES ${rows.join(', ')}`,
    params,
  );
  // Bounded: ids only grow, so everything more than the limit behind the newest goes.
  await db.query('DELETE FROM rum_events WHERE id <= (SELECT max(id) FROM rum_events) - $1', [RUM_ROW_LIMIT]);
}

type Rating = 'good' | 'needs-improvement' | 'poor';

export function ratingOf(name: RumVital, value: number): Rating {
  const { good, poor } = VITAL_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

interface VitalRow {
  readonly page: string;
  readonly name: RumVital;
  readonly p75: number;
  readonly count: number;
  readonly rating: Rating;
}

/** One chart: the times of the buckets (epoch ms) and, per page, its p75 in each (null where it had none). */
interface VitalSeries {
  readonly times: number[];
  readonly pages: string[];
  readonly values: Array<Array<number | null>>;
}

interface Occurrence {
  readonly pages: string;
  readonly count: number;
  readonly lastSeen: number;
}

export interface RumSummary {
  readonly merchant: string;
  /** Every merchant with data in the window, with its number of events. */
  readonly merchants: Array<{ merchant: string; events: number }>;
  readonly windowHours: number;
  readonly bucketMinutes: number;
  readonly vitals: VitalRow[];
  readonly series: Record<RumVital, VitalSeries>;
  readonly errors: Array<Occurrence & { message: string; source: string }>;
  readonly csp: Array<Occurrence & { directive: string; blocked: string }>;
}

/** Buckets so a window holds about 60 points, never under a minute. */
const bucketMinutesFor = (windowHours: number): number => Math.max(1, Math.ceil((windowHours * 60) / 60));

export async function rumSummary(
  db: Queryable,
  merchant: string,
  options: { now: number; windowHours: number },
): Promise<RumSummary> {
  const from = options.now - options.windowHours * 3_600_000;
  const bucketMs = bucketMinutesFor(options.windowHours) * 60_000;
  const since = 'received_at >= to_timestamp($2::double precision / 1000)';
  const [merchants, overall, buckets, errors, csp] = await Promise.all([
    db.query<{ merchant: string; events: number }>(
      `SELECT merchant, count(*)::int AS events FROM rum_events
         WHERE received_at >= to_timestamp($1::double precision / 1000) GROUP BY merchant ORDER BY merchant`,
      [from],
    ),
    db.query<{ page: string; name: RumVital; p75: number; count: number }>(
      `SELECT page, name, percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75, count(*)::int AS count
         FROM rum_events WHERE merchant = $1 AND kind = 'vital' AND ${since} GROUP BY page, name ORDER BY page, name`,
      [merchant, from],
    ),
    db.query<{ page: string; name: RumVital; bucket: number; p75: number }>(
      `SELECT page, name, (floor(extract(epoch FROM received_at) * 1000 / $3) * $3)::float8 AS bucket,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75
         FROM rum_events WHERE merchant = $1 AND kind = 'vital' AND ${since} GROUP BY page, name, bucket ORDER BY bucket`,
      [merchant, from, bucketMs],
    ),
    db.query<{ name: string; source: string; pages: string; count: number; last_seen: Date }>(
      `SELECT name, source, string_agg(DISTINCT page, ', ') AS pages, count(*)::int AS count, max(received_at) AS last_seen
         FROM rum_events WHERE merchant = $1 AND kind = 'error' AND ${since}
         GROUP BY name, source ORDER BY count DESC, last_seen DESC LIMIT 20`,
      [merchant, from],
    ),
    db.query<{ name: string; source: string; pages: string; count: number; last_seen: Date }>(
      `SELECT name, source, string_agg(DISTINCT page, ', ') AS pages, count(*)::int AS count, max(received_at) AS last_seen
         FROM rum_events WHERE merchant = $1 AND kind = 'csp' AND ${since}
         GROUP BY name, source ORDER BY count DESC, last_seen DESC LIMIT 20`,
      [merchant, from],
    ),
  ]);
  const series = Object.fromEntries(
    RUM_VITALS.map((name) => {
      const rows = buckets.filter((row) => row.name === name);
      const times = [...new Set(rows.map((row) => row.bucket))].sort((a, b) => a - b);
      const pages = [...new Set(rows.map((row) => row.page))].sort();
      const values = pages.map((page) =>
        times.map((time) => rows.find((row) => row.page === page && row.bucket === time)?.p75 ?? null),
      );
      return [name, { times, pages, values }];
    }),
  ) as Record<RumVital, VitalSeries>;
  return {
    merchant,
    merchants,
    windowHours: options.windowHours,
    bucketMinutes: bucketMs / 60_000,
    vitals: overall.map((row) => ({ ...row, rating: ratingOf(row.name, row.p75) })),
    series,
    errors: errors.map((row) => ({
      message: row.name,
      source: row.source,
      pages: row.pages,
      count: row.count,
      lastSeen: row.last_seen.getTime(),
    })),
    csp: csp.map((row) => ({
      directive: row.name,
      blocked: row.source,
      pages: row.pages,
      count: row.count,
      lastSeen: row.last_seen.getTime(),
    })),
  };
}
