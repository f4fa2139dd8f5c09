import { rm } from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir } from './files';
import { stampTenant, type StampInput, type StampStats } from './stamp';
import type { ValidTenant } from './validation';

/**
 * Every tenant's stamp of one build (issue 35). What is CPU in a stamp runs
 * on threads: the drawings on one per core (art-threads.ts), the service
 * worker's bundle once per build (service-worker-template.ts). What is left
 * per tenant is file work and small templates, so this thread runs a few
 * stamps at once (LANES), one stamp's writes overlapping another's reads, and
 * never all at once (a thousand tenants would open a thousand folders).
 *
 * Whole stamps on worker threads were measured and dropped: a worker loads
 * the stamp's modules through tsx (the CLI runs from its TypeScript sources),
 * 2–4 s per worker on this machine, against 10–35 ms a stamp.
 */

/** What every stamp of the build shares. */
export type SharedStampInput = Omit<StampInput, 'tenant' | 'dir'>;

/** A stamp's stats and how long it took (ms). */
export type StampedTenant = StampStats & { readonly ms: number };

export interface StagedTenant {
  readonly tenant: ValidTenant;
  /** The temporary folder holding its stamp, to be moved to `<outDir>/<merchant>`. */
  readonly temp: string;
  readonly stamped: StampedTenant;
}

export interface StampRunOptions {
  readonly shared: SharedStampInput;
  readonly tenants: readonly ValidTenant[];
  /** The build's output folder: each stamp is written beside its final place. */
  readonly outDir: string;
  /** Called as each stamp ends, in the order they end. */
  readonly onStamped?: (tenant: ValidTenant, stamped: StampedTenant) => void;
}

/** Stamps run side by side in this thread. */
const LANES = 4;

type Outcome = { readonly staged: StagedTenant } | { readonly error: unknown };

/**
 * Stamps every tenant into a temporary folder; resolves to them in tenant
 * order. When one fails, the others are let finish, every temporary folder is
 * removed and the first failure is thrown: nothing half-written stays.
 */
export async function stampAll(options: StampRunOptions): Promise<StagedTenant[]> {
  const { tenants } = options;
  const outcomes: Outcome[] = new Array<Outcome>(tenants.length);
  const temps: string[] = [];
  let next = 0;
  const lane = async (): Promise<void> => {
    for (let index = next++; index < tenants.length; index = next++) {
      const tenant = tenants[index] as ValidTenant;
      const started = performance.now();
      try {
        const temp = await makeTempDir(path.join(options.outDir, tenant.merchant));
        temps.push(temp);
        const stats = await stampTenant({ ...options.shared, tenant, dir: temp });
        const stamped = { ...stats, ms: performance.now() - started };
        outcomes[index] = { staged: { tenant, temp, stamped } };
        options.onStamped?.(tenant, stamped);
      } catch (error) {
        outcomes[index] = { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(LANES, tenants.length) }, lane));
  const failed = outcomes.find((outcome): outcome is { error: unknown } => 'error' in outcome);
  if (failed) {
    await Promise.all(temps.map((temp) => rm(temp, { recursive: true, force: true })));
    throw failed.error;
  }
  return outcomes.flatMap((outcome) => ('staged' in outcome ? [outcome.staged] : []));
}

const seconds = (ms: number): string => (ms < 60_000 ? `${Math.ceil(ms / 1000)} s` : `${(ms / 60_000).toFixed(1)} min`);

/**
 * The progress of `total` stamps: `tick()` counts one more done (`[3/20]`),
 * `left()` estimates the time left from the pace so far (stamps run side by
 * side, so the pace is stamps done per time elapsed, not one stamp's time).
 */
export function progressClock(total: number, now: () => number = () => performance.now()) {
  const started = now();
  let done = 0;
  return {
    tick: (): string => `[${(done += 1)}/${total}]`,
    left: (): string => (done < total ? ` · about ${seconds(((now() - started) / done) * (total - done))} left` : ''),
  };
}
