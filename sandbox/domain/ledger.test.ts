import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTenant } from '../../src/tenant/schema.ts';
import { openDatabase, type Database } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import { TEST_TENANTS } from '../test-support.ts';
import type { SandboxTenant } from '../tenants.ts';
import { playRounds } from './bets.ts';
import { BONUS_OFFERS } from './bonus-offers.ts';
import { createDepositOrder, settleDepositOrder } from './deposits.ts';
import { LedgerError, ledgerAudit, memberBalance, memberLegs, postMovement } from './ledger.ts';
import { createMember, setParent } from './members.ts';
import { addPayoutAccount } from './payout-accounts.ts';
import { transferToUpline } from './transfers.ts';
import { requestWithdrawal, settleWithdrawal } from './withdrawals.ts';

/** MONEY-01 MONEY-03: the ledger's invariants under random sequences of every money operation. */

const parsed = parseTenant(TEST_TENANTS[0]);
if (!parsed.tenant) throw new Error('test tenant does not parse');
const tenant: SandboxTenant = {
  tenant: parsed.tenant,
  merchantCode: 'demo',
  currency: 'BRL',
  currencySymbol: 'R$',
  location: 'BR',
};
/** The same merchant under BR (issue 33): a payment from someone else's CPF is held for refund (PAY-02). */
const ownNameTenant: SandboxTenant = { ...tenant, tenant: { ...parsed.tenant, jurisdiction: 'BR' } };

let db: Database;
const members: number[] = [];
const payouts = new Map<number, number>();
let sequence = 0;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory' });
  for (const name of ['alpha', 'bravo', 'charlie']) {
    const member = await db.transaction((tx) =>
      createMember(tx, tenant, {
        username: name,
        password: 'Secret123',
        type: 0,
        balanceMinor: 200_00,
        toUpline: true,
      }),
    );
    if (!member) throw new Error('member not created');
    members.push(member.id);
    payouts.set(
      member.id,
      (
        await db.transaction((tx) =>
          addPayoutAccount(tx, member.id, 'BRL', {
            type: 'ewallet',
            holder: 'Test',
            details: { provider: 'PicPay', walletId: `${name}@pay` },
          }),
        )
      ).id,
    );
  }
  await setParent(db, members[1] ?? 0, members[0] ?? 0);
  await setParent(db, members[2] ?? 0, members[0] ?? 0);
}, 60_000);
afterAll(() => db.close());

type Operation =
  | { kind: 'deposit'; member: number; amount: number; outcome: 'paid' | 'failed' | 'expired' | 'held' }
  | { kind: 'withdraw'; member: number; amount: number }
  | { kind: 'settleWithdrawals'; approve: boolean }
  | { kind: 'play'; member: number; rounds: number; stake: number }
  | { kind: 'transfer'; member: number; amount: number };

const memberIndex = fc.integer({ min: 0, max: 2 });
const amount = fc.integer({ min: 1, max: 60_000 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    member: memberIndex,
    amount,
    outcome: fc.constantFrom('paid' as const, 'failed' as const, 'expired' as const, 'held' as const),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), member: memberIndex, amount }),
  fc.record({ kind: fc.constant('settleWithdrawals' as const), approve: fc.boolean() }),
  fc.record({
    kind: fc.constant('play' as const),
    member: memberIndex,
    rounds: fc.integer({ min: 1, max: 4 }),
    stake: fc.integer({ min: 1, max: 5_000 }),
  }),
  fc.record({ kind: fc.constant('transfer' as const), member: memberIndex, amount }),
);

const pendingWithdrawals: string[] = [];

async function apply(op: Operation, now: number): Promise<void> {
  sequence += 1;
  const requestId = `prop-${sequence}`;
  if (op.kind === 'settleWithdrawals') {
    for (const id of pendingWithdrawals.splice(0))
      await db.transaction((tx) => settleWithdrawal(tx, tenant, id, op.approve ? 'approved' : 'rejected', null, now));
    return;
  }
  const member = members[op.member] ?? 0;
  try {
    await db.transaction(async (tx) => {
      if (op.kind === 'deposit') {
        const order = await createDepositOrder(
          tx,
          tenant,
          member,
          {
            channel: 'PIX',
            amountMinor: Math.max(op.amount, 1_000),
            offer: op.amount % 3 === 0 ? (BONUS_OFFERS[1] ?? null) : null,
            requestId,
          },
          now,
        );
        if (op.outcome === 'held') {
          // The provider received the money, from a CPF that is not the member's: booked to refunds, never to them.
          const before = await memberBalance(tx, member);
          const payment = { paidMinor: order.amount_minor, providerRef: `P-${order.id}`, payerTaxId: '52998224725' };
          const settled = await settleDepositOrder(tx, ownNameTenant, order.id, 'paid', now, payment);
          expect(settled).toMatchObject({ status: 'held_for_refund', hold_reason: 'payerMismatch' });
          expect(await memberBalance(tx, member)).toEqual(before);
        } else
          await settleDepositOrder(
            tx,
            tenant,
            order.id,
            op.outcome,
            op.outcome === 'expired' ? now + 16 * 60_000 : now,
          );
      } else if (op.kind === 'withdraw') {
        const row = await requestWithdrawal(
          tx,
          tenant,
          member,
          {
            requestId,
            payoutAccountId: payouts.get(member) ?? 0,
            amountMinor: Math.max(op.amount, 5_000),
            // Half the withdrawals give up an active bonus, half are refused for it (bonus-wallet.test.ts has the rest).
            forfeitBonus: op.amount % 2 === 0,
          },
          now,
        );
        pendingWithdrawals.push(row.id);
      } else if (op.kind === 'play') {
        await playRounds(
          tx,
          tenant,
          member,
          { rounds: op.rounds, stakeMinor: op.stake, vendor: 'BGS', gameType: 'RNG', gameName: 'Prop', seed: sequence },
          now,
        );
      } else {
        await transferToUpline(tx, tenant, member, { amountMinor: op.amount, requestId }, now);
      }
    });
  } catch (error) {
    // Refusals (limits, balance, daily count, no upline) are part of the game; anything else is a bug.
    if (!(error instanceof BusinessRefusal) && !(error instanceof LedgerError)) throw error;
  }
}

describe('ledger invariants', () => {
  it('MONEY-01 MONEY-03 PAY-02 random deposits (some held for refund), withdrawals, settlements, play and transfers keep the sum at zero and no balance below zero', async () => {
    let now = Date.UTC(2026, 0, 1);
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        for (const op of operations) {
          now += 3 * 86_400_000;
          await apply(op, now);
        }
        const audit = await ledgerAudit(db);
        expect(audit).toEqual({ totalMinor: 0, unbalancedMovements: 0, driftedAccounts: 0, negativeMemberAccounts: 0 });
        for (const id of members) {
          const balance = await memberBalance(db, id);
          expect(balance.availableMinor).toBeGreaterThanOrEqual(0);
          expect(balance.heldMinor).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);

  it('MONEY-01 refuses an unbalanced movement and an overdraft, and replays a key without moving money', async () => {
    const member = members[0] ?? 0;
    const base = { merchant: 'demo', currency: 'BRL', memberId: member, at: Date.now(), kind: 'adjustment' as const };
    await expect(
      postMovement(db, {
        ...base,
        idempotencyKey: 'unbalanced',
        legs: [{ account: { house: 'adjustments' }, amountMinor: 5 }],
      }),
    ).rejects.toThrow(LedgerError);
    const { availableMinor } = await memberBalance(db, member);
    await expect(
      db.transaction((tx) =>
        postMovement(tx, {
          ...base,
          idempotencyKey: 'overdraft',
          legs: memberLegs(member, 'adjustments', -(availableMinor + 1)),
        }),
      ),
    ).rejects.toThrow(LedgerError);
    const first = await db.transaction((tx) =>
      postMovement(tx, { ...base, idempotencyKey: 'once', legs: memberLegs(member, 'adjustments', 100) }),
    );
    const again = await db.transaction((tx) =>
      postMovement(tx, { ...base, idempotencyKey: 'once', legs: memberLegs(member, 'adjustments', 100) }),
    );
    expect(again).toEqual({ movementId: first.movementId, replayed: true });
    expect((await memberBalance(db, member)).availableMinor).toBe(availableMinor + 100);
  });
});
