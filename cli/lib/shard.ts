import { CliError } from './problems';

/**
 * OPS-22: `lobby build --all --shard i/n` builds one slice of the tenants, so
 * a CI matrix of n runners builds them all, each once. The slice is stable:
 * tenants in code order, the i-th runner takes every n-th one from the i-th
 * (the same tenant list always gives the same slices, and sizes differ by at
 * most one).
 */

export interface Shard {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
}

export function parseShard(value: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new CliError(`--shard must be i/n with 1 ≤ i ≤ n (like 2/4), not "${value}".`);
  return { index, count };
}

export function shardOf(merchants: readonly string[], shard: Shard): string[] {
  return [...merchants].sort().filter((_, position) => position % shard.count === shard.index - 1);
}
