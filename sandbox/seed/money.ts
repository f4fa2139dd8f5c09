import type { Queryable } from '../db/index.ts';
import { playRounds } from '../domain/bets.ts';
import { createDepositOrder, settleDepositOrder } from '../domain/deposits.ts';
import { adjustBalanceTo, movementExists } from '../domain/ledger.ts';
import { recordLogin } from '../domain/logins.ts';
import { forgetMemberEvents } from '../domain/member-events.ts';
import { findMember, setParent } from '../domain/members.ts';
import { setPaymentPassword } from '../domain/payment-passwords.ts';
import { addPayoutAccount } from '../domain/payout-accounts.ts';
import { requestWithdrawal, settleWithdrawal } from '../domain/withdrawals.ts';
import type { SandboxTenant } from '../tenants.ts';
import { SEED_ACCOUNTS } from './members.ts';
import type { SeedFunction } from './types.ts';

/**
 * Money history of the demo accounts (issue 13), every merchant: deposits
 * (paid, failed, expired), withdrawals (approved, rejected), rounds of play,
 * a payout account, payment password 123456 and a few logins — so the
 * records, P&L and the security centre show real rows. player1's upline is
 * agent1. The balances end where SEED_ACCOUNTS says: an opening movement
 * dated before the history covers the difference. Runs once per member
 * (the opening movement marks it done).
 */

const DAY = 86_400_000;
const SEED_PAYMENT_PASSWORD = '123456';

type Step =
  | {
      readonly day: number;
      readonly depositMinor: number;
      readonly channel: string;
      readonly outcome: 'paid' | 'failed' | 'expired';
    }
  | { readonly day: number; readonly withdrawMinor: number; readonly outcome: 'approved' | 'rejected' }
  | {
      readonly day: number;
      readonly rounds: number;
      readonly stakeMinor: number;
      readonly game: readonly [vendor: string, gameType: string, name: string];
    };

const PLAYER_HISTORY: readonly Step[] = [
  { day: 40, depositMinor: 500_00, channel: 'PIX', outcome: 'paid' },
  { day: 38, rounds: 24, stakeMinor: 5_00, game: ['BGS', 'RNG', 'Fortune Reels'] },
  { day: 30, depositMinor: 300_00, channel: 'PIX', outcome: 'paid' },
  { day: 27, rounds: 12, stakeMinor: 10_00, game: ['EVO', 'LIVE', 'Lightning Roulette'] },
  { day: 20, withdrawMinor: 150_00, outcome: 'approved' },
  { day: 12, depositMinor: 200_00, channel: 'PICPAY', outcome: 'failed' },
  { day: 11, depositMinor: 100_00, channel: 'PIX', outcome: 'expired' },
  { day: 10, rounds: 30, stakeMinor: 2_00, game: ['JDB', 'FISH', 'Ocean King'] },
  { day: 5, withdrawMinor: 80_00, outcome: 'rejected' },
  { day: 2, depositMinor: 250_00, channel: 'PIX', outcome: 'paid' },
  { day: 1, rounds: 20, stakeMinor: 5_00, game: ['PG', 'RNG', 'Mahjong Ways'] },
];

const AGENT_HISTORY: readonly Step[] = [
  { day: 45, depositMinor: 5000_00, channel: 'TED', outcome: 'paid' },
  { day: 30, rounds: 40, stakeMinor: 20_00, game: ['EVO', 'LIVE', 'Baccarat'] },
  { day: 20, withdrawMinor: 1000_00, outcome: 'approved' },
  { day: 8, depositMinor: 2000_00, channel: 'PIX', outcome: 'paid' },
  { day: 3, rounds: 30, stakeMinor: 10_00, game: ['SABA', 'SPORTS', 'Football'] },
];

/** A channel of the merchant's currency (the US merchants have no PIX). */
const channelFor = (tenant: SandboxTenant, code: string): string =>
  tenant.currency === 'BRL' ? code : code === 'PICPAY' ? 'SKRILL' : code === 'TED' || code === 'PIX' ? 'BANK' : code;

async function seedHistory(
  tx: Queryable,
  tenant: SandboxTenant,
  memberId: number,
  targetMinor: number,
  steps: readonly Step[],
  now: number,
): Promise<void> {
  await setPaymentPassword(tx, memberId, SEED_PAYMENT_PASSWORD);
  const payout =
    tenant.currency === 'BRL'
      ? await addPayoutAccount(tx, memberId, tenant.currency, {
          type: 'pix',
          holder: 'Seed Holder',
          details: { keyType: 'cpf', key: '52998224725' },
        })
      : await addPayoutAccount(tx, memberId, tenant.currency, {
          type: 'bank',
          holder: 'Seed Holder',
          details: { bankName: 'Sandbox Bank', bankCode: '021000021', account: '123456789' },
        });
  for (const [index, step] of steps.entries()) {
    // Minutes apart, earlier rather than later: the item seeded exactly 30 days back never slips into a 30-day window near midnight.
    const at = now - step.day * DAY - index * 60_000;
    const requestId = `seed-${memberId}-${index}`;
    if ('depositMinor' in step) {
      const order = await createDepositOrder(
        tx,
        tenant,
        memberId,
        { channel: channelFor(tenant, step.channel), amountMinor: step.depositMinor, offer: null, requestId },
        at,
      );
      await settleDepositOrder(
        tx,
        tenant,
        order.id,
        step.outcome,
        step.outcome === 'expired' ? order.expires_at.getTime() + 1 : at + 120_000,
      );
    } else if ('withdrawMinor' in step) {
      const row = await requestWithdrawal(
        tx,
        tenant,
        memberId,
        { requestId, payoutAccountId: payout.id, amountMinor: step.withdrawMinor, forfeitBonus: false },
        at,
      );
      await settleWithdrawal(
        tx,
        tenant,
        row.id,
        step.outcome,
        step.outcome === 'rejected' ? 'Payee name does not match the account' : null,
        at + 3_600_000,
      );
    } else {
      const [vendor, gameType, gameName] = step.game;
      await playRounds(
        tx,
        tenant,
        memberId,
        {
          rounds: step.rounds,
          stakeMinor: step.stakeMinor,
          vendor,
          gameType,
          gameName,
          seed: memberId * 31 + index,
        },
        (round) => at + round * 45_000,
      );
    }
  }
  await forgetMemberEvents(tx, memberId);
  const firstDay = Math.max(...steps.map((step) => step.day));
  await adjustBalanceTo(tx, {
    merchant: tenant.merchantCode,
    currency: tenant.currency,
    memberId,
    targetMinor,
    at: now - (firstDay + 1) * DAY,
    key: `opening:${memberId}`,
    kind: 'opening',
  });
  for (const day of [6, 3, 1])
    await recordLogin(tx, memberId, { at: now - day * DAY, ip: '127.0.0.1', device: 'Chrome · Android' });
}

export const seedMoney: SeedFunction = async ({ db, tenants, now }) => {
  const target = (username: string) =>
    SEED_ACCOUNTS.find((account) => account.username === username)?.balanceMinor ?? 0;
  await db.transaction(async (tx) => {
    for (const tenant of tenants) {
      const player = await findMember(tx, tenant.merchantCode, 'player1');
      const agent = await findMember(tx, tenant.merchantCode, 'agent1');
      if (!player || !agent) continue;
      if (player.parent_id === null) await setParent(tx, player.id, agent.id);
      for (const [member, steps] of [
        [player, PLAYER_HISTORY],
        [agent, AGENT_HISTORY],
      ] as const) {
        if (!(await movementExists(tx, tenant.merchantCode, `opening:${member.id}`)))
          await seedHistory(tx, tenant, member.id, target(member.username), steps, now);
      }
    }
  });
};
