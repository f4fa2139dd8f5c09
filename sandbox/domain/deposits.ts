import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { BusinessRefusal } from '../messages.ts';
import type { SandboxTenant } from '../tenants.ts';
import { cancelDepositBonus, grantDepositBonus, reserveDepositBonus } from './bonus-grants.ts';
import { bonusFor, type DepositOffer } from './bonus-offers.ts';
import { memberLegs, postMovement } from './ledger.ts';
import { recordMemberEvent } from './member-events.ts';
import { bookHeldPayment, judgePayer } from './own-name-deposits.ts';
import { depositChannelsFor } from './money-config.ts';
import { rewardReferral } from './referrals.ts';
import { checkDepositLimits, refuseIfExcluded } from './responsible-gaming.ts';
import { money } from '../money.ts';
import type { DepositHoldReason } from '../../src/tenant/jurisdictions.ts';

/**
 * Deposit orders (issue 13): created pending for a channel, paid or failed by
 * the payment provider's signed callback, expired when the provider never
 * answers. Creating is idempotent per (member, requestId); settling is
 * idempotent per order (a repeated callback changes nothing). The callback's
 * signature is checked in deposit-callbacks.ts; orders are shown by deposit-views.ts.
 */

/**
 * 'review': the provider reported a payment that differs from the order; held, not credited (MONEY-29).
 * 'held_for_refund': paid from an account that is not the member's where payments must be their own
 * (issue 33, PAY-02): not credited, owed back to the payer (own-name-deposits.ts).
 */
export type DepositStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'review' | 'held_for_refund';

export interface OrderRow {
  readonly id: string;
  readonly merchant: string;
  readonly member_id: number;
  readonly request_id: string;
  readonly channel: string;
  readonly amount_minor: number;
  readonly bonus_minor: number;
  readonly turnover_minor: number;
  readonly status: DepositStatus;
  readonly created_at: Date;
  readonly expires_at: Date;
  readonly settled_at: Date | null;
  readonly provider_ref: string | null;
  readonly paid_minor: number | null;
  /** Digits of the payer's tax id, kept where the profile judges the payer (issue 33). */
  readonly payer_tax_id: string | null;
  readonly hold_reason: DepositHoldReason | null;
}

/** Pending orders past their time are expired (read lazily, on the sandbox clock of the caller). */
export async function expireDue(db: Queryable, memberId: number, now: number): Promise<void> {
  await db.query(
    `UPDATE deposit_orders SET status = 'expired', settled_at = expires_at WHERE member_id = $1 AND status = 'pending' AND expires_at <= $2`,
    [memberId, new Date(now)],
  );
}

export async function orderByRequest(
  db: Queryable,
  memberId: number,
  key: { orderId?: string; requestId?: string },
  now: number,
): Promise<OrderRow | undefined> {
  await expireDue(db, memberId, now);
  const rows = key.orderId
    ? await db.query<OrderRow>('SELECT * FROM deposit_orders WHERE member_id = $1 AND id = $2', [memberId, key.orderId])
    : await db.query<OrderRow>('SELECT * FROM deposit_orders WHERE member_id = $1 AND request_id = $2', [
        memberId,
        key.requestId ?? '',
      ]);
  return rows[0];
}

interface NewDeposit {
  readonly channel: string;
  readonly amountMinor: number;
  /** The offer picked, or the one a promo code brings (cashier resolves codes: bonus-codes.ts). */
  readonly offer: DepositOffer | null;
  readonly requestId: string;
}

const newOrderId = (now: number): string =>
  `D${new Date(now).toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(4).toString('hex').toUpperCase()}`;

/** Creates a pending order, or answers the order already created for this requestId. */
export async function createDepositOrder(
  tx: Queryable,
  tenant: SandboxTenant,
  memberId: number,
  input: NewDeposit,
  now: number,
): Promise<OrderRow> {
  const existing = await orderByRequest(tx, memberId, { requestId: input.requestId }, now);
  if (existing) return existing;
  await refuseIfExcluded(tx, memberId, now);
  const channel = depositChannelsFor(tenant.currency).find((candidate) => candidate.code === input.channel);
  if (!channel) throw new BusinessRefusal('channel.unavailable');
  if (input.amountMinor < channel.minMinor)
    throw new BusinessRefusal('amount.below.minimum', { min: money(channel.minMinor) });
  if (input.amountMinor > channel.maxMinor)
    throw new BusinessRefusal('amount.above.maximum', { max: money(channel.maxMinor) });
  await checkDepositLimits(tx, memberId, input.amountMinor, now);
  const { bonusMinor, requiredMinor } = input.offer
    ? bonusFor(input.offer, input.amountMinor)
    : { bonusMinor: 0, requiredMinor: 0 };
  const [row] = await tx.query<OrderRow>(
    `INSERT INTO deposit_orders (id, merchant, member_id, request_id, channel, amount_minor, bonus_minor, turnover_minor, status, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10) RETURNING *`,
    [
      newOrderId(now),
      tenant.merchantCode,
      memberId,
      input.requestId,
      channel.code,
      input.amountMinor,
      bonusMinor,
      requiredMinor,
      new Date(now),
      new Date(now + channel.expiresMinutes * 60_000),
    ],
  );
  if (!row) throw new Error('deposit insert returned no row');
  if (input.offer)
    await reserveDepositBonus(tx, tenant, memberId, input.offer, { id: row.id, amountMinor: row.amount_minor }, now);
  return row;
}

/** What the provider's callback reported: the amount paid, its own reference and who paid. */
interface ProviderPayment {
  readonly paidMinor: number;
  readonly providerRef: string;
  /** The payer's tax id as the signed callback named it (issue 33); judged only under own-name payments. */
  readonly payerTaxId?: string;
}

/**
 * The provider's verdict on an order. Paid: the deposit on the ledger, the
 * player told (member-events.ts) and the order's bonus granted; not paid: the
 * bonus cancelled. A settled order is left as it is (a repeated callback is
 * a no-op); a pending order past its time expires and is not paid. A payment
 * reported with another amount than the order's is held for review and
 * credits nothing (MONEY-29); a provider reference already used by another
 * order of the merchant is refused (MONEY-30). Where payments must be the
 * player's own, a payment from another tax id, or from a payer the provider
 * does not name, is held for refund and credits nothing (issue 33, PAY-02,
 * PAY-03); the callback still succeeds, so the provider does not retry.
 */
export async function settleDepositOrder(
  tx: Queryable,
  tenant: SandboxTenant,
  orderId: string,
  verdict: 'paid' | 'failed' | 'expired',
  now: number,
  payment?: ProviderPayment,
): Promise<OrderRow> {
  const [order] = await tx.query<OrderRow>('SELECT * FROM deposit_orders WHERE id = $1 AND merchant = $2 FOR UPDATE', [
    orderId,
    tenant.merchantCode,
  ]);
  if (!order) throw new BusinessRefusal('order.not.found');
  if (payment) {
    const [other] = await tx.query<{ id: string }>(
      'SELECT id FROM deposit_orders WHERE merchant = $1 AND provider_ref = $2 AND id <> $3',
      [tenant.merchantCode, payment.providerRef, order.id],
    );
    if (other) throw new BusinessRefusal('callback.reference.reused');
  }
  if (order.status !== 'pending') return order;
  const lapsed = order.expires_at.getTime() <= now;
  const mismatch = verdict === 'paid' && payment !== undefined && payment.paidMinor !== order.amount_minor;
  // Only a provider's report names a payer; a lapsed order expires whoever paid it, as before.
  const payer =
    verdict === 'paid' && payment && !lapsed
      ? await judgePayer(tx, tenant, order.member_id, payment.payerTaxId)
      : { holdReason: null, payerTaxId: null };
  // Someone else's money goes back whatever its amount, so the payer is judged before the amount.
  const status: DepositStatus =
    lapsed && verdict === 'paid' ? 'expired' : payer.holdReason ? 'held_for_refund' : mismatch ? 'review' : verdict;
  if (payer.holdReason && payment)
    await bookHeldPayment(
      tx,
      tenant,
      { id: order.id, memberId: order.member_id, reason: payer.holdReason },
      payment.paidMinor,
      now,
    );
  if (status === 'paid') {
    const base = {
      merchant: tenant.merchantCode,
      currency: tenant.currency,
      memberId: order.member_id,
      reference: order.id,
      at: now,
    };
    await postMovement(tx, {
      ...base,
      idempotencyKey: `deposit:${order.id}`,
      kind: 'deposit',
      legs: memberLegs(order.member_id, 'deposits', order.amount_minor),
    });
    await rewardReferral(tx, tenant, order.member_id, now);
    await recordMemberEvent(tx, {
      memberId: order.member_id,
      kind: 'deposit.credited',
      key: `deposit.credited:${order.id}`,
      at: now,
      details: { orderId: order.id, amountMinor: order.amount_minor, currency: tenant.currency },
    });
    // Its bonus (issue 34) goes to the bonus wallet, not to cash: bonus-wallet.ts.
    await grantDepositBonus(tx, tenant, order.id, now);
  } else {
    await cancelDepositBonus(tx, order.id, now);
  }
  const [settled] = await tx.query<OrderRow>(
    `UPDATE deposit_orders SET status = $2, settled_at = $3, provider_ref = $4, paid_minor = $5, payer_tax_id = $6, hold_reason = $7
     WHERE id = $1 RETURNING *`,
    [
      order.id,
      status,
      new Date(now),
      payment?.providerRef ?? null,
      payment?.paidMinor ?? null,
      payer.payerTaxId,
      payer.holdReason,
    ],
  );
  if (!settled) throw new Error('deposit update returned no row');
  return settled;
}

export async function memberOfOrder(
  db: Queryable,
  orderId: string,
): Promise<{ memberId: number; merchant: string; amountMinor: number } | undefined> {
  const [row] = await db.query<OrderRow>('SELECT * FROM deposit_orders WHERE id = $1', [orderId]);
  return row ? { memberId: row.member_id, merchant: row.merchant, amountMinor: row.amount_minor } : undefined;
}
