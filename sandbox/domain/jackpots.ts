import { money, type Money } from '../money.ts';
import { hashOf } from '../../src/lib/hash.ts';
import { GAME_CATALOGUE, VENDORS, jackpotIdOf } from '../seed/games.ts';

/**
 * Progressive jackpots (issue 34, FIND-13): each slot vendor runs one pool,
 * fed by its jackpot slots. A pool grows at its own rate from its seed
 * amount; when it reaches its cap it is won and starts again from the seed.
 * The value is a function of the scope's clock, so a test that moves the
 * clock moves the pools, and every read agrees with the last one. Amounts
 * are integers in minor units of the merchant's currency.
 */

export interface JackpotPool {
  readonly jackpotId: string;
  readonly name: string;
  readonly vassalage: string;
  /** Where the pool starts again after a win (minor units). */
  readonly seedAmount: number;
  /** The amount at which it is won (minor units). */
  readonly capAmount: number;
  /** Minor units a second. */
  readonly growthPerSecond: number;
  /** How many games feed it. */
  readonly gameCount: number;
}

/** The pools' common start (2024-01-01T00:00:00Z); each pool is a cycle of its own from there. */
const EPOCH_MS = Date.UTC(2024, 0, 1);

const JACKPOT_NAMES = ['Mega Jackpot', 'Grand Jackpot', 'Royal Jackpot', 'Super Pot'];

export const JACKPOT_POOLS: readonly JackpotPool[] = VENDORS.filter((vendor) => vendor.categories.includes('RNG'))
  .map((vendor) => {
    const jackpotId = jackpotIdOf(vendor.vassalage);
    const hash = hashOf(jackpotId);
    // Seeds of 20,000.00 to 500,000.00; a cycle of a few days to a few weeks before the cap.
    const seedAmount = 20_000_00 + (hash % 480) * 1_000_00;
    return {
      jackpotId,
      name: `${vendor.displayName} ${JACKPOT_NAMES[hash % JACKPOT_NAMES.length] ?? 'Jackpot'}`,
      vassalage: vendor.vassalage,
      seedAmount,
      capAmount: seedAmount * (3 + ((hash >>> 8) % 3)),
      growthPerSecond: 40 + ((hash >>> 4) % 260),
      gameCount: GAME_CATALOGUE.filter((game) => game.jackpotId === jackpotId).length,
    };
  })
  .filter((pool) => pool.gameCount > 0);

/** A pool's amount at `now` (epoch ms): the seed plus what it has grown since its last win. */
export function poolAmount(pool: JackpotPool, now: number): number {
  const seconds = Math.max(0, Math.floor((now - EPOCH_MS) / 1000));
  const span = pool.capAmount - pool.seedAmount;
  // Each pool starts its cycle at a point of its own, so they are not all won at once.
  const offset = hashOf(pool.jackpotId) % span;
  return pool.seedAmount + ((offset + seconds * pool.growthPerSecond) % span);
}

export interface JackpotReading {
  readonly jackpotId: string;
  readonly name: string;
  readonly vassalage: string;
  readonly amount: Money;
  readonly growthPerSecond: Money;
  readonly gameCount: number;
}

/** Every pool at `now`, the largest first. */
export function readJackpots(now: number): JackpotReading[] {
  return JACKPOT_POOLS.map((pool) => ({
    jackpotId: pool.jackpotId,
    name: pool.name,
    vassalage: pool.vassalage,
    amount: money(poolAmount(pool, now)),
    growthPerSecond: money(pool.growthPerSecond),
    gameCount: pool.gameCount,
  })).sort((a, b) => b.amount.minor - a.amount.minor);
}
