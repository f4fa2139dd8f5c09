import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

/** REL-11 for the reality check and the security settings: figures that decide or inform are never made up. */

const schemas = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/platform/request', () => ({
  callPlatformParsed: (operation: string, schema: unknown) => {
    schemas.set(operation, schema);
    return Promise.resolve(null);
  },
}));
const { readRealityCheck, securityConfigQuery } = await import('./api');

describe('reality check numbers', () => {
  it('REL-11 RG-05 a reality check without its time played or rounds fails its read instead of "0 minutes"', async () => {
    await readRealityCheck();
    const schema = schemas.get('realityCheck') as z.ZodMiniType;
    const good = {
      startedAt: 1,
      now: 60_001,
      minutesPlayed: 1,
      net: -2.5,
      stakes: 5,
      rounds: 3,
      realityCheckMinutes: 15,
    };
    expect(z.parse(schema, good)).toMatchObject({ minutesPlayed: 1, net: -2_50, stakes: 5_00, rounds: 3 });
    for (const field of ['startedAt', 'now', 'minutesPlayed', 'rounds'])
      expect(z.safeParse(schema, { ...good, [field]: 'x' }).success, field).toBe(false);
  });

  it('REL-11 MONEY-13 the count of payout accounts decides the withdrawal: unreadable, the settings fail their read', async () => {
    const queryFn = securityConfigQuery('token-1').queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await queryFn({ signal: new AbortController().signal });
    const schema = schemas.get('securityConfig') as z.ZodMiniType;
    expect(z.safeParse(schema, { paymentPassword: true, payoutAccounts: 'two' }).success).toBe(false);
    expect(z.parse(schema, { paymentPassword: true, payoutAccounts: 2 })).toMatchObject({ payoutAccounts: 2 });
  });
});
