import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

/** REL-11 for the dividend's numbers: a period, an id or a ratio is read as sent; only a count of players may read 0. */

const schemas = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/platform/request', () => ({
  callPlatformParsed: (operation: string, schema: unknown) => {
    schemas.set(operation, schema);
    return Promise.resolve(null);
  },
}));
const { dividendQuery } = await import('./dividend-api');

async function schemaOf(operation: string): Promise<z.ZodMiniType> {
  const queryFn = dividendQuery('token-1').queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
  await queryFn({ signal: new AbortController().signal });
  return schemas.get(operation) as z.ZodMiniType;
}

describe('dividend numbers', () => {
  const period = { id: 7, periodStart: 1, periodEnd: 2, netLoss: 10, activePlayers: 4, ratio: 20, amount: 2 };

  it('REL-11 MONEY-45 a period without its dates or ratio is dropped, never shown as 1970 or 0 %', async () => {
    const history = await schemaOf('dividendHistory');
    const read = z.parse(history, {
      periods: [
        period,
        { ...period, id: 8, periodStart: null },
        { ...period, id: 9, ratio: 'x' },
        { ...period, id: 'y' },
      ],
      pending: 1.5,
      paid: 0,
    }) as { periods: { id: number; netLoss: number }[]; pending: number };
    expect(read.periods.map((row) => row.id)).toEqual([7]);
    expect(read.periods[0]?.netLoss).toBe(10_00);
    expect(read.pending).toBe(1_50);
  });

  it('REL-11 the current period fails its read without its dates; a missing count of players reads 0', async () => {
    const current = await schemaOf('dividendCurrent');
    const good = { periodStart: 1, periodEnd: 2, netLoss: 5, activePlayers: 3, ratio: 20, estimate: 1 };
    expect(z.safeParse(current, { ...good, periodEnd: undefined }).success).toBe(false);
    expect(z.safeParse(current, { ...good, ratio: null }).success).toBe(false);
    expect(z.parse(current, { ...good, activePlayers: 'n/a' })).toMatchObject({ activePlayers: 0, estimate: 1_00 });
  });
});
