import type { DepositHoldReason } from '../../src/tenant/jurisdictions.ts';
import type { Queryable } from '../db/index.ts';
import type { SandboxTenant } from '../tenants.ts';
import { profileOf } from './jurisdiction-gates.ts';
import { postMovement } from './ledger.ts';
import { identityOf } from './member-identities.ts';

/**
 * Own-name deposits (issue 33, PAY-01 to PAY-04): where the profile asks for
 * payments in the player's own name, a paid order is credited only when the
 * provider's signed callback names the member's CPF as the payer. Money from
 * anyone else (or from a payer the provider does not name: the licence needs
 * the payer verified) is held for refund: booked from the provider into the
 * merchant's `refunds` account, never onto the member's accounts. Settling
 * the order is deposits.ts's; this file only judges the payer and books it.
 */

/** Tax ids are compared by their digits: "529.982.247-25" and "52998224725" are one payer. */
const digitsOf = (taxId: string): string => taxId.replace(/\D/g, '');

interface PayerVerdict {
  /** Null: credit the payment. */
  readonly holdReason: DepositHoldReason | null;
  /** The payer's digits, kept only where the profile judges them (the refund goes back to that account). */
  readonly payerTaxId: string | null;
}

const CREDIT: PayerVerdict = { holdReason: null, payerTaxId: null };

/**
 * Whether a payment reported for this member's order may be credited. Under a
 * profile without own-name payments the payer is ignored (and not kept), as
 * before issue 33.
 */
export async function judgePayer(
  db: Queryable,
  tenant: SandboxTenant,
  memberId: number,
  payerTaxId: string | undefined,
): Promise<PayerVerdict> {
  if (!profileOf(tenant).ownNamePayments) return CREDIT;
  const payer = digitsOf(payerTaxId ?? '');
  if (payer === '') return { holdReason: 'payerMissing', payerTaxId: null };
  // A member without a CPF on file cannot be shown to be the payer either.
  const { cpf } = await identityOf(db, memberId);
  return { holdReason: cpf !== null && cpf === payer ? null : 'payerMismatch', payerTaxId: payer };
}

/**
 * Books what the provider received for a held order: out of the provider's
 * side (`deposits`, as a credited deposit is) into `refunds`, owed back to
 * the payer. Both legs are house accounts, so the member's balance, account
 * record and profit and loss do not move; the key makes a repeat a no-op.
 */
export async function bookHeldPayment(
  tx: Queryable,
  tenant: SandboxTenant,
  order: { readonly id: string; readonly memberId: number; readonly reason: DepositHoldReason },
  receivedMinor: number,
  now: number,
): Promise<void> {
  if (receivedMinor <= 0) return;
  await postMovement(tx, {
    merchant: tenant.merchantCode,
    currency: tenant.currency,
    idempotencyKey: `deposit-held:${order.id}`,
    kind: 'deposit_held',
    memberId: order.memberId,
    reference: order.id,
    note: order.reason,
    at: now,
    legs: [
      { account: { house: 'refunds' }, amountMinor: receivedMinor },
      { account: { house: 'deposits' }, amountMinor: -receivedMinor },
    ],
  });
}
