import { describe, expect, it } from 'vitest';
import { completeCpf, formatCpf } from '../../src/lib/identity-rules.ts';
import { signCallback, type ProviderCallback } from '../domain/deposit-callbacks.ts';
import { moneyTestKit } from '../test-money.ts';
import { regulatedSandbox, regulatedTestKit, type RegulatedPlayer } from '../test-regulated.ts';
import { envelope } from '../test-support.ts';

/**
 * Own-name deposits (issue 33, PAY) against the sandbox: under BR (tenant
 * jaguar) the provider's signed callback names the payer, and only the
 * member's own CPF is credited; anything else is held for refund, visible in
 * the deposit record, and moves no member money. Under "none" the payer is
 * ignored. Payout accounts (PAY-05, PAY-06): regulated.test.ts.
 */

const sandbox = regulatedSandbox();
const { player, call, deposit, playersMade } = regulatedTestKit(sandbox);
const { audit } = moneyTestKit(sandbox);

/** Another person's CPF (valid check digits), never a test player's. */
const STRANGER = '529.982.247-25';

interface MoneyState {
  readonly available: number;
  readonly deposits: readonly { id: string; status: string; holdReason: string | null }[];
}

const moneyOf = async (who: RegulatedPlayer) =>
  envelope<MoneyState>(await sandbox.control('GET', `money?username=${who.username}&merchant=${who.merchant}`)).value;

/** A verified BR player with their own CPF on file and a pending 100.00 order. */
async function brOrder(): Promise<{ who: RegulatedPlayer; cpf: string; orderId: string }> {
  const who = await player('jaguar');
  const cpf = completeCpf(String(300_000_000 + playersMade()));
  await sandbox.control('POST', 'accounts/identity', {
    username: who.username,
    merchant: 'jaguar',
    cpf,
    fullName: 'Joana Prado',
    verification: 'verified',
  });
  const order = envelope<{ orderId: string }>(await deposit(who));
  expect(order.success).toBe(true);
  return { who, cpf, orderId: order.value.orderId };
}

const settle = (orderId: string, extra: Record<string, unknown> = {}) =>
  sandbox.control('POST', 'deposits/settle', { orderId, status: 'paid', ...extra });

/** The provider's callback as it arrives, signed unless a signature is given. */
const sendCallback = (merchant: string, callback: ProviderCallback, signature?: string) =>
  sandbox.call({
    url: '/wps/payment/callback',
    method: 'POST',
    merchant,
    headers: { 'x-provider-signature': signature ?? signCallback(merchant, callback) },
    payload: {
      orderId: callback.orderId,
      status: callback.status,
      amount: callback.amountMinor,
      providerRef: callback.providerRef,
      timestamp: callback.timestamp,
      payerTaxId: callback.payerTaxId,
    },
  });

const paidCallback = (orderId: string, payerTaxId?: string): ProviderCallback => ({
  orderId,
  status: 'PAID',
  amountMinor: 100_00,
  providerRef: `PRV-${orderId}`,
  timestamp: Date.now(),
  ...(payerTaxId === undefined ? {} : { payerTaxId }),
});

const expectLedgerSound = async () =>
  expect(await audit()).toEqual({
    totalMinor: 0,
    unbalancedMovements: 0,
    driftedAccounts: 0,
    negativeMemberAccounts: 0,
  });

describe('own-name deposits under BR', () => {
  it('PAY-01 a payment from the member’s own CPF is credited, formatted or not', async () => {
    const own = await brOrder();
    // The control API names the member's own CPF when no payer is given.
    expect(envelope(await settle(own.orderId))).toMatchObject({ success: true, value: { status: 'paid' } });
    expect((await moneyOf(own.who)).available).toBe(600);
    const formatted = await brOrder();
    const answer = envelope(await sendCallback('jaguar', paidCallback(formatted.orderId, formatCpf(formatted.cpf))));
    expect(answer).toMatchObject({ success: true, value: { status: 'paid' } });
    expect((await moneyOf(formatted.who)).available).toBe(600);
    await expectLedgerSound();
  });

  it('PAY-02 PAY-07 another person’s payment is accepted but held for refund, not credited, and shown with its reason', async () => {
    const { who, orderId } = await brOrder();
    expect(envelope(await settle(orderId, { payerTaxId: STRANGER }))).toEqual(
      expect.objectContaining({ success: true, value: { orderId, status: 'held_for_refund' } }),
    );
    const state = await moneyOf(who);
    expect(state.available).toBe(500);
    expect(state.deposits).toEqual([
      expect.objectContaining({ id: orderId, status: 'held_for_refund', holdReason: 'payerMismatch' }),
    ]);
    const record = envelope<{ content: { id: string; status: string; holdReason: string | null }[] }>(
      await call(who, '/wps/relay/ODS2_DepositReport?pageNo=1&pageSize=10'),
    );
    expect(record.value.content).toEqual([
      expect.objectContaining({ id: orderId, status: 'HELD_FOR_REFUND', holdReason: 'payerMismatch' }),
    ]);
    const order = envelope<{ status: string; holdReason: string | null }>(
      await call(who, `/wps/transaction/deposit/order?orderId=${orderId}`),
    );
    expect(order.value).toMatchObject({ status: 'held_for_refund', holdReason: 'payerMismatch' });
    // Nothing reached the member's accounts: the account record holds only the opening balance.
    const movements = envelope<{ content: { type: string }[] }>(
      await call(who, '/wps/relay/ODS2_MemberTransaction?pageNo=1&pageSize=20'),
    );
    expect(movements.value.content.map((row) => row.type)).not.toContain('deposit');
    expect(movements.value.content.map((row) => row.type)).not.toContain('deposit_held');
    const codes = envelope<{ content: string[] }>(await call(who, '/wps/relay/GLS2_TxCodeList'));
    expect(codes.value.content).not.toContain('deposit_held');
    await expectLedgerSound();
  });

  it('PAY-03 a paid callback that names no payer is held too', async () => {
    const { who, orderId } = await brOrder();
    expect(envelope(await settle(orderId, { payerTaxId: null })).value).toMatchObject({ status: 'held_for_refund' });
    expect(await moneyOf(who)).toMatchObject({
      available: 500,
      deposits: [expect.objectContaining({ status: 'held_for_refund', holdReason: 'payerMissing' })],
    });
  });

  it('PAY-04 the same callback twice changes nothing the second time', async () => {
    const { who, orderId } = await brOrder();
    const callback = paidCallback(orderId, STRANGER);
    for (let round = 0; round < 2; round += 1)
      expect(envelope(await sendCallback('jaguar', callback))).toMatchObject({
        success: true,
        value: { status: 'held_for_refund' },
      });
    // A later callback naming the member does not credit behind the hold either.
    const own = envelope(await settle(orderId));
    expect(own.value).toMatchObject({ status: 'held_for_refund' });
    expect((await moneyOf(who)).available).toBe(500);
    await expectLedgerSound();
  });

  it('PAY-04 a bad signature, or a payer swapped after signing, is refused and changes nothing', async () => {
    const { who, cpf, orderId } = await brOrder();
    expect(envelope(await settle(orderId, { signature: 'ab'.repeat(32) }))).toMatchObject({
      success: false,
      errorCode: 'callback.signature.invalid',
    });
    const signedForOwn = signCallback('jaguar', paidCallback(orderId, cpf));
    const swapped = envelope(await sendCallback('jaguar', paidCallback(orderId, STRANGER), signedForOwn));
    expect(swapped).toMatchObject({ success: false, errorCode: 'callback.signature.invalid' });
    expect(await moneyOf(who)).toMatchObject({
      available: 500,
      deposits: [expect.objectContaining({ status: 'pending', holdReason: null })],
    });
  });
});

describe('own-name deposits under "none"', () => {
  it('PAY-01 the payer is ignored: another person’s payment credits as today', async () => {
    const who = await player('demo');
    const order = envelope<{ orderId: string }>(await deposit(who));
    expect(envelope(await settle(order.value.orderId, { payerTaxId: STRANGER })).value).toMatchObject({
      status: 'paid',
    });
    expect(await moneyOf(who)).toMatchObject({
      available: 600,
      deposits: [expect.objectContaining({ status: 'paid', holdReason: null })],
    });
    await expectLedgerSound();
  });
});
