import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import type { SandboxTenant } from '../tenants.ts';
import { BusinessRefusal } from '../messages.ts';
import {
  BONUS_OFFERS,
  bonusFor,
  promoCodeOf,
  wageringRequired,
  type DepositOffer,
  type FixedBonus,
} from './bonus-offers.ts';
import { bonusByGrantKey, place, type BonusRow, type BonusStatus } from './bonus-wallet.ts';

/**
 * Where bonuses come from (issue 34): a deposit under an offer or a code
 * (reserved with the order, granted when it is paid, cancelled when it is
 * not), a code redeemed on the promotions page, a mission. Each grant has a
 * key (the order, the member and code, the mission and period), so granting
 * twice finds the first grant.
 */

interface NewBonus {
  readonly source: BonusRow['source'];
  readonly template: string;
  readonly name: string;
  readonly grantKey: string;
  readonly orderId: string | null;
  readonly requestId: string | null;
  readonly amountMinor: number;
  readonly depositMinor: number;
  readonly terms: DepositOffer | FixedBonus;
}

const newBonusId = (now: number): string =>
  `BN${new Date(now).toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(4).toString('hex').toUpperCase()}`;

async function insertBonus(
  tx: Queryable,
  tenant: SandboxTenant,
  memberId: number,
  bonus: NewBonus,
  status: BonusStatus,
  now: number,
): Promise<BonusRow | undefined> {
  const [row] = await tx.query<BonusRow>(
    `INSERT INTO bonuses (id, merchant, member_id, source, template, name, grant_key, order_id, status, amount_minor,
       deposit_minor, wagering_base, multiplier, required_minor, contributions, max_stake_minor, validity_ms, created_at,
       request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
     ON CONFLICT (grant_key) DO NOTHING RETURNING *`,
    [
      newBonusId(now),
      tenant.merchantCode,
      memberId,
      bonus.source,
      bonus.template,
      bonus.name,
      bonus.grantKey,
      bonus.orderId,
      status,
      bonus.amountMinor,
      bonus.depositMinor,
      bonus.terms.base,
      bonus.terms.multiplier,
      wageringRequired(bonus.terms, bonus.amountMinor, bonus.depositMinor),
      JSON.stringify(bonus.terms.contributions),
      bonus.terms.maxStakeMinor,
      bonus.terms.validityMs,
      new Date(now),
      bonus.requestId,
    ],
  );
  return row;
}

/** A deposit order under an offer: its bonus waits for the payment (the player sees it pending). */
export async function reserveDepositBonus(
  tx: Queryable,
  tenant: SandboxTenant,
  memberId: number,
  offer: DepositOffer,
  order: { readonly id: string; readonly amountMinor: number },
  now: number,
): Promise<void> {
  const { bonusMinor } = bonusFor(offer, order.amountMinor);
  if (bonusMinor <= 0) return;
  await insertBonus(
    tx,
    tenant,
    memberId,
    {
      source: 'deposit',
      template: offer.id,
      name: offer.name,
      grantKey: `deposit:${order.id}`,
      orderId: order.id,
      requestId: null,
      amountMinor: bonusMinor,
      depositMinor: order.amountMinor,
      terms: offer,
    },
    'awaiting_deposit',
    now,
  );
}

/** The deposit was paid: its bonus is granted (a repeated callback finds it granted and does nothing). */
export async function grantDepositBonus(tx: Queryable, tenant: SandboxTenant, orderId: string, now: number) {
  const bonus = await bonusByGrantKey(tx, `deposit:${orderId}`);
  if (bonus?.status === 'awaiting_deposit') await place(tx, tenant, bonus, now);
}

/** The deposit failed or expired: its bonus never comes. */
export async function cancelDepositBonus(tx: Queryable, orderId: string, now: number): Promise<void> {
  await tx.query(
    "UPDATE bonuses SET status = 'cancelled', ended_at = $2 WHERE grant_key = $1 AND status = 'awaiting_deposit'",
    [`deposit:${orderId}`, new Date(now)],
  );
}

/** A bonus without a deposit (a code, a mission), granted once per grant key; again answers the first grant. */
export async function grantFixedBonus(
  tx: Queryable,
  tenant: SandboxTenant,
  memberId: number,
  grant: {
    readonly source: 'code' | 'mission';
    readonly grantKey: string;
    readonly bonus: FixedBonus;
    readonly requestId?: string;
  },
  now: number,
): Promise<{ readonly bonus: BonusRow; readonly again: boolean }> {
  const existing = await bonusByGrantKey(tx, grant.grantKey);
  if (existing) return { bonus: existing, again: true };
  const row = await insertBonus(
    tx,
    tenant,
    memberId,
    {
      source: grant.source,
      template: grant.bonus.id,
      name: grant.bonus.name,
      grantKey: grant.grantKey,
      orderId: null,
      requestId: grant.requestId ?? null,
      amountMinor: grant.bonus.amountMinor,
      depositMinor: 0,
      terms: grant.bonus,
    },
    'queued',
    now,
  );
  if (!row) throw new Error(`bonus ${grant.grantKey} not inserted`);
  return { bonus: await place(tx, tenant, row, now), again: false };
}

/** The offer a deposit brings: a promo code's (checked: known, a deposit code, not used before) or the offer picked. */
export async function offerForDeposit(
  db: Queryable,
  memberId: number,
  choice: { readonly offerId: string | null; readonly promoCode: string | null },
): Promise<DepositOffer | null> {
  if (choice.promoCode) {
    const promo = promoCodeOf(choice.promoCode);
    if (!promo) throw new BusinessRefusal('promo.code.invalid');
    if (promo.kind !== 'deposit') throw new BusinessRefusal('promo.code.no.deposit');
    const [used] = await db.query<{ id: string }>(
      "SELECT id FROM bonuses WHERE member_id = $1 AND template = $2 AND status <> 'cancelled'",
      [memberId, promo.offer.id],
    );
    if (used) throw new BusinessRefusal('promo.code.used');
    return promo.offer;
  }
  return BONUS_OFFERS.find((offer) => offer.id === choice.offerId) ?? null;
}

/**
 * A code redeemed on the promotions page: a free code grants its bonus at
 * once, a deposit code is for the deposit page. Once per member; the same
 * request again (a retry) answers the grant it made.
 */
export async function redeemPromoCode(
  tx: Queryable,
  tenant: SandboxTenant,
  memberId: number,
  input: { readonly code: string; readonly requestId: string },
  now: number,
): Promise<BonusRow> {
  const promo = promoCodeOf(input.code);
  if (!promo) throw new BusinessRefusal('promo.code.invalid');
  if (promo.kind === 'deposit') throw new BusinessRefusal('promo.code.needs.deposit', { code: promo.code });
  const { bonus, again } = await grantFixedBonus(
    tx,
    tenant,
    memberId,
    { source: 'code', grantKey: `code:${memberId}:${promo.code}`, bonus: promo, requestId: input.requestId },
    now,
  );
  if (again && bonus.request_id !== input.requestId) throw new BusinessRefusal('promo.code.used');
  return bonus;
}
