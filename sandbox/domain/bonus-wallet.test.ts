import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTenant } from '../../src/tenant/schema.ts';
import { openDatabase, type Database } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import { TEST_TENANTS } from '../test-support.ts';
import type { SandboxTenant } from '../tenants.ts';
import { playRounds } from './bets.ts';
import { grantFixedBonus, redeemPromoCode } from './bonus-grants.ts';
import { MISSION_BONUSES } from './bonus-offers.ts';
import { bonusWallet } from './bonus-views.ts';
import { activeBonus, sweepBonuses, type BonusRow } from './bonus-wallet.ts';
import { LedgerError, ledgerAudit, memberBalance } from './ledger.ts';
import { recentEvents } from './member-events.ts';
import { createMember } from './members.ts';
import { money } from '../money.ts';

/** The bonus wallet on the ledger (issue 34): wagering by game type, maximum stake, expiry, conversion, replays. */

const parsed = parseTenant(TEST_TENANTS[0]);
if (!parsed.tenant) throw new Error('test tenant does not parse');
const tenant: SandboxTenant = {
  tenant: parsed.tenant,
  merchantCode: 'demo',
  currency: 'BRL',
  currencySymbol: 'R$',
  location: 'BR',
};
const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1);
const MISSION = MISSION_BONUSES['slots-week-bonus'];
if (!MISSION) throw new Error('mission bonus missing');

let db: Database;
let made = 0;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory' });
}, 300_000);
afterAll(() => db.close());

/** A member with an opening balance in whole major units (the test's figures read as the player sees them). */
async function member(balanceMajor = 0): Promise<number> {
  made += 1;
  const row = await db.transaction((tx) =>
    createMember(tx, tenant, {
      username: `bonus${made}`,
      password: 'Secret123',
      type: 0,
      balanceMinor: balanceMajor * 100,
      toUpline: false,
    }),
  );
  if (!row) throw new Error('member not created');
  return row.id;
}

const play = (
  memberId: number,
  spec: { rounds: number; stakeMinor: number; gameType: string; rtp?: number },
  at: number,
) =>
  db.transaction((tx) =>
    playRounds(tx, tenant, memberId, { vendor: 'BGS', gameName: 'Test', seed: memberId, ...spec }, at),
  );

const redeem = (memberId: number, code: string, requestId: string, at: number) =>
  db.transaction((tx) => redeemPromoCode(tx, tenant, memberId, { code, requestId }, at));

const bonusRow = async (id: string): Promise<BonusRow> => {
  const [row] = await db.query<BonusRow>('SELECT * FROM bonuses WHERE id = $1', [id]);
  if (!row) throw new Error(`bonus ${id} missing`);
  return row;
};

describe('bonus wallet', () => {
  it('BONUS-01 BONUS-05 BONUS-06 a free code is bonus money apart from cash; stakes count by game type', async () => {
    const id = await member(100);
    const bonus = await redeem(id, 'free10', 'redeem-0001', START);
    expect(bonus).toMatchObject({ status: 'active', amount_minor: 10_00, required_minor: 200_00 });
    expect(await memberBalance(db, id)).toMatchObject({ availableMinor: 100_00, bonusMinor: 10_00 });
    // Cash first: these stakes are cash, yet they count for the active bonus by the game type's share.
    await play(id, { rounds: 2, stakeMinor: 1_00, gameType: 'RNG', rtp: 0 }, START + 1);
    expect((await bonusRow(bonus.id)).wagered_minor).toBe(2_00);
    await play(id, { rounds: 2, stakeMinor: 1_00, gameType: 'LIVE', rtp: 0 }, START + 2);
    expect((await bonusRow(bonus.id)).wagered_minor).toBe(2_20);
    await play(id, { rounds: 2, stakeMinor: 1_00, gameType: 'LOTT', rtp: 0 }, START + 3);
    expect((await bonusRow(bonus.id)).wagered_minor).toBe(2_20);
    expect(await memberBalance(db, id)).toMatchObject({ availableMinor: 94_00, bonusMinor: 10_00 });
  });

  it('BONUS-07 a stake above the maximum is refused while a bonus is active', async () => {
    const id = await member(50);
    await redeem(id, 'FREE10', 'redeem-0002', START);
    await expect(play(id, { rounds: 1, stakeMinor: 2_01, gameType: 'RNG' }, START + 1)).rejects.toMatchObject({
      errorCode: 'bonus.max.stake',
      value: { max: money(2_00) },
    });
    expect((await memberBalance(db, id)).availableMinor).toBe(50_00);
  });

  it('BONUS-08 BONUS-09 met wagering converts the bonus to cash once; a replayed redeem answers the same grant', async () => {
    const id = await member(200);
    const bonus = await redeem(id, 'FREE10', 'redeem-0003', START);
    expect((await redeem(id, 'FREE10', 'redeem-0003', START + 1)).id).toBe(bonus.id);
    await expect(redeem(id, 'FREE10', 'redeem-0004', START + 2)).rejects.toMatchObject({
      errorCode: 'promo.code.used',
    });
    // 100 lost cash stakes of 2.00 are the 200.00 the code asks; the bonus money itself was never staked.
    await play(id, { rounds: 100, stakeMinor: 2_00, gameType: 'RNG', rtp: 0 }, START + 3);
    const ended = await bonusRow(bonus.id);
    expect(ended.status).toBe('converted');
    expect(ended.wagered_minor).toBe(ended.required_minor);
    expect(ended.outcome_minor).toBe(10_00);
    expect(await memberBalance(db, id)).toMatchObject({ availableMinor: 10_00, bonusMinor: 0 });
    const converts = await db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM ledger_movements WHERE reference = $1 AND kind = 'bonus_convert'",
      [bonus.id],
    );
    expect(converts[0]?.n).toBe(1);
    // More play after conversion moves no bonus (nothing is active).
    await play(id, { rounds: 1, stakeMinor: 1_00, gameType: 'RNG', rtp: 0 }, START + 4);
    expect((await bonusRow(bonus.id)).status).toBe('converted');
    expect((await recentEvents(db, id)).map((event) => event.kind)).toEqual(['bonus.converted', 'bonus.granted']);
  });

  it('BONUS-04 BONUS-10 NOTIFY-03 an expiring bonus warns once, then expiry forfeits what is left and the next queued one starts', async () => {
    const id = await member(0);
    const code = await redeem(id, 'FREE10', 'redeem-0005', START);
    const mission = await db.transaction((tx) =>
      grantFixedBonus(tx, tenant, id, { source: 'mission', grantKey: `mission-test:${id}`, bonus: MISSION }, START),
    );
    expect(mission.bonus.status).toBe('queued');
    const expires = START + 3 * DAY;
    await db.transaction((tx) => sweepBonuses(tx, tenant, id, expires - 60_000));
    await db.transaction((tx) => sweepBonuses(tx, tenant, id, expires - 30_000));
    await db.transaction((tx) => sweepBonuses(tx, tenant, id, expires));
    const ended = await bonusRow(code.id);
    expect(ended).toMatchObject({ status: 'expired', outcome_minor: 10_00 });
    expect((await activeBonus(db, id))?.id).toBe(mission.bonus.id);
    expect((await memberBalance(db, id)).bonusMinor).toBe(MISSION.amountMinor);
    const kinds = (await recentEvents(db, id)).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'bonus.expiring')).toHaveLength(1);
    expect(kinds).toContain('bonus.expired');
    const wallet = await db.transaction((tx) => bonusWallet(tx, tenant, id, expires + 1));
    expect(wallet.active?.id).toBe(mission.bonus.id);
    expect(wallet.history.map((row) => [row.id, row.status, row.outcome?.minor])).toEqual([
      [code.id, 'expired', 10_00],
    ]);
  });
});

type Step =
  | { kind: 'grant'; member: number }
  | { kind: 'play'; member: number; rounds: number; stake: number; gameType: string; rtp: number }
  | { kind: 'wait'; days: number };

describe('bonus wallet invariants', () => {
  it('BONUS-11 random grants, bets, wins, expiries and conversions keep the ledger at zero and wagering within its requirement', async () => {
    const ids = [await member(30), await member(0)];
    let now = START + 400 * DAY;
    let grants = 0;
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('grant' as const), member: fc.integer({ min: 0, max: 1 }) }),
      fc.record({
        kind: fc.constant('play' as const),
        member: fc.integer({ min: 0, max: 1 }),
        rounds: fc.integer({ min: 1, max: 30 }),
        stake: fc.integer({ min: 1, max: 6_00 }),
        gameType: fc.constantFrom('RNG', 'LIVE', 'LOTT', 'PVP'),
        rtp: fc.double({ min: 0, max: 1.5, noNaN: true }),
      }),
      fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 0, max: 9 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const item of steps) {
          now += 60_000;
          const id = item.kind === 'wait' ? 0 : (ids[item.member] ?? 0);
          try {
            if (item.kind === 'grant') {
              grants += 1;
              await db.transaction((tx) =>
                grantFixedBonus(tx, tenant, id, { source: 'mission', grantKey: `prop:${grants}`, bonus: MISSION }, now),
              );
            } else if (item.kind === 'play') {
              await play(
                id,
                { rounds: item.rounds, stakeMinor: item.stake, gameType: item.gameType, rtp: item.rtp },
                now,
              );
            } else {
              now += item.days * DAY;
              for (const each of ids) await db.transaction((tx) => sweepBonuses(tx, tenant, each, now));
            }
          } catch (error) {
            if (!(error instanceof BusinessRefusal) && !(error instanceof LedgerError)) throw error;
          }
        }
        expect(await ledgerAudit(db)).toEqual({
          totalMinor: 0,
          unbalancedMovements: 0,
          driftedAccounts: 0,
          negativeMemberAccounts: 0,
        });
        for (const id of ids) {
          const rows = await db.query<BonusRow>('SELECT * FROM bonuses WHERE member_id = $1', [id]);
          for (const row of rows) expect(row.wagered_minor).toBeLessThanOrEqual(row.required_minor);
          expect(rows.filter((row) => row.status === 'active').length).toBeLessThanOrEqual(1);
          const { bonusMinor } = await memberBalance(db, id);
          if (!rows.some((row) => row.status === 'active')) expect(bonusMinor).toBe(0);
          const converted = rows.filter((row) => row.status === 'converted');
          for (const row of converted) expect(row.wagered_minor).toBe(row.required_minor);
        }
      }),
      { numRuns: 20 },
    );
  }, 240_000);
});
